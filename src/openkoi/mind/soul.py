"""The Sovereign: who the user is and what "good" means, as one short directive per task.

``SOUL.md`` is a value statement: the bundled default (``mind/soul_data/SOUL.md``) or the
user's own ``<config>/SOUL.md``, which replaces it when present. Its YAML front matter is the
**value model**::

    ---
    values:
      testing: {weight: 0.9, says: test-driven}
      security: 1.0          # a bare weight: the directive says "security"
    ---

A SOUL.md without front matter still has a value model: each ``## Heading`` is a value of
weight 0.5. The **trajectory** (mind.soul_trajectory) is computed from recorded outcomes.

``directive()`` turns both into one or two sentences (at most ~40 words: it goes into every
prompt of a small local model). It is deterministic and makes no model call, so it costs no
tokens and no time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from openkoi.errors import ConfigError

MAX_WORDS = 40
TOP_VALUES = 3
_FRONT = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*(\n|\Z)", re.S)
_HEADING = re.compile(r"^##[ \t]+(.+?)[ \t]*$", re.M)


@dataclass(frozen=True)
class Value:
    name: str
    weight: float
    says: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "weight": self.weight, "says": self.says}


@dataclass
class Soul:
    """SOUL.md as read: its text, where it came from, the value model and the body."""

    text: str
    path: Path | None  # None: the bundled default
    values: list[Value] = field(default_factory=list)
    body: str = ""

    @property
    def source(self) -> str:
        return str(self.path) if self.path else "bundled default"

    def ranked(self) -> list[Value]:
        return sorted(self.values, key=lambda v: (-v.weight, v.name))

    def value(self, name: str) -> Value | None:
        return next((v for v in self.values if v.name == name), None)


def user_path(home: Path) -> Path:
    return home / "SOUL.md"


def bundled_text() -> str:
    return resources.files("openkoi.mind").joinpath("soul_data/SOUL.md").read_text("utf-8")


def load(home: Path) -> Soul:
    """The user's ``<config>/SOUL.md`` when present, else the bundled default."""
    path = user_path(home)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return parse(bundled_text(), None)
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}",
                          hint="fix its permissions or delete it to use the default") from None
    return parse(text, path)


def parse(text: str, path: Path | None) -> Soul:
    where = str(path) if path else "the bundled SOUL.md"
    match = _FRONT.match(text)
    if not match:
        values = [Value(_name(h), 0.5, h.strip().lower()) for h in _HEADING.findall(text)]
        return Soul(text, path, _unique(values), text)
    import yaml

    try:
        data = yaml.safe_load(match.group(1))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" (line {mark.line + 2})" if mark is not None else ""
        raise ConfigError(f"{where}: the front matter is not valid YAML{at}",
                          hint="fix the block between the --- lines, or delete it") from None
    values = _values(data, where)
    return Soul(text, path, values, text[match.end():])


def _values(data: Any, where: str) -> list[Value]:
    hint = "expected e.g. values: {testing: {weight: 0.9, says: test-driven}}"
    if data is None:
        return []
    if not isinstance(data, dict) or not isinstance(data.get("values", {}), dict):
        raise ConfigError(f"{where}: the front matter needs a 'values' mapping", hint=hint)
    out = []
    for name, spec in (data.get("values") or {}).items():
        says = str(name).replace("_", " ").replace("-", " ")
        if isinstance(spec, dict):
            says = str(spec.get("says") or says)
            spec = spec.get("weight", 0.5)
        if isinstance(spec, bool) or not isinstance(spec, int | float) or not 0 <= spec <= 1:
            raise ConfigError(f"{where}: the weight of {name!r} must be a number from 0 to 1",
                              hint=hint)
        out.append(Value(_name(str(name)), float(spec), says.strip()))
    return _unique(out)


def _name(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.strip().lower()).strip("-") or "value"


def _unique(values: list[Value]) -> list[Value]:
    seen: dict[str, Value] = {}
    for v in values:
        seen.setdefault(v.name, v)
    return list(seen.values())


def directive(soul: Soul, trajectory: Any = None) -> str:
    """One or two sentences: the heaviest values, then what the trajectory asks to watch."""
    says = [v.says for v in soul.ranked()[:TOP_VALUES] if v.weight > 0 and v.says]
    first = ""
    if says:
        head = ", ".join(says[:-1]) + (" and " if len(says) > 1 else "") + says[-1]
        first = f"Be {head}."
    watch = trajectory.watch() if trajectory is not None else ""
    text = " ".join(s for s in (first, watch) if s)
    words = text.split()
    return text if len(words) <= MAX_WORDS else " ".join(words[:MAX_WORDS]).rstrip(",;") + "."


def line(text: str) -> str:
    """``[SOVEREIGN] "..."`` for the progress lines."""
    return f'[SOVEREIGN] "{text}"' if text else "[SOVEREIGN] (no values in SOUL.md)"
