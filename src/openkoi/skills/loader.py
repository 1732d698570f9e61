"""Skills in the Agent Skills format: a folder with SKILL.md (YAML frontmatter + markdown).

openkoi adds ``kind: evaluator`` with ``metadata.dimensions`` (name, weight): the rubric the
judge scores against. This module loads the bundled skills; parsing is lenient (a broken
file yields a warning, never a crash).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from typing import Any


@dataclass(frozen=True)
class Dimension:
    name: str
    weight: float


@dataclass(frozen=True)
class Skill:
    name: str
    description: str
    body: str
    kind: str = "task"  # task | evaluator
    categories: tuple[str, ...] = ()
    dimensions: tuple[Dimension, ...] = ()
    source: str = "bundled"
    metadata: dict[str, Any] = field(default_factory=dict)


def parse_skill(text: str, *, source: str, warnings: list[str]) -> Skill | None:
    import yaml

    if not text.startswith("---"):
        warnings.append(f"{source}: no YAML frontmatter")
        return None
    end = text.find("\n---", 3)
    if end == -1:
        warnings.append(f"{source}: frontmatter is not closed with ---")
        return None
    try:
        meta = yaml.safe_load(text[3:end]) or {}
    except yaml.YAMLError as exc:
        warnings.append(f"{source}: invalid YAML frontmatter ({exc.__class__.__name__})")
        return None
    if not isinstance(meta, dict) or not meta.get("name"):
        warnings.append(f"{source}: frontmatter needs a name")
        return None
    metadata = meta.get("metadata") or {}
    if not isinstance(metadata, dict):
        warnings.append(f"{source}: metadata is not a mapping; ignored")
        metadata = {}
    dims = []
    for raw in metadata.get("dimensions") or []:
        try:
            dims.append(Dimension(str(raw["name"]), float(raw["weight"])))
        except (KeyError, TypeError, ValueError):
            warnings.append(f"{source}: dimension {raw!r} needs a name and a numeric weight")
    categories = metadata.get("categories") or []
    return Skill(
        name=str(meta["name"]), description=str(meta.get("description", "")),
        body=text[end + 4:].strip(), kind=str(meta.get("kind", "task")),
        categories=tuple(str(c) for c in categories) if isinstance(categories, list) else (),
        dimensions=tuple(d for d in dims if d.weight > 0), source=source, metadata=metadata)


def bundled_skills(warnings: list[str] | None = None) -> list[Skill]:
    warnings = [] if warnings is None else warnings
    root = resources.files(__package__).joinpath("bundled")
    skills = []
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        md = entry.joinpath("SKILL.md")
        if md.is_file():
            skill = parse_skill(md.read_text(encoding="utf-8"), source=f"bundled:{entry.name}",
                                warnings=warnings)
            if skill is not None:
                skills.append(skill)
    return skills


CODE_SUFFIXES = (".py", ".js", ".ts", ".go", ".rs", ".java", ".c", ".cpp", ".h", ".rb", ".sh",
                 ".sql", ".kt", ".swift", ".cs", ".php")


def pick_evaluator(changed_files: list[str], skills: list[Skill]) -> Skill:
    """Evaluator by task category: code-review when code changed, else general."""
    evaluators = {s.name: s for s in skills if s.kind == "evaluator" and s.dimensions}
    wants = "code-review" if any(f.endswith(CODE_SUFFIXES) for f in changed_files) else "general"
    return evaluators.get(wants) or evaluators["general"]
