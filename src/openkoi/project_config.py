"""What a project's own ``.openkoi/config.toml`` may do from a folder the user has not trusted.

The file comes with the code being worked on, often a cloned repository, so from an
untrusted folder it may only tighten what the user's own settings allow: lower budgets,
iterations, tool steps and shell timeouts, a higher quality bar, a binding Parliament, less
memory. It may never choose where prompts and keys go (providers, base URLs, key variables,
models, roles), add servers, webhooks, hooks, MCP servers, plugins or integrations, nor
raise any limit. Everything else in the file is dropped, and named (with the reason) so the
user sees it once at start, together with how to trust the folder
(``openkoi trust folder add``, the single gate; see ``openkoi.trusted_folders``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

# Settings where a smaller number is the stricter one, and where a larger one is.
_LOWER = ("iterations", "max_steps", "shell_timeout_s", "parallel_calls", "agent_depth",
          "agent_children")
_HIGHER = ("quality",)
_BUDGET_LOWER = ("max_tokens", "max_cost_usd", "max_time_s")
_MEMORY_OFF = ("enabled", "model_learnings")  # may be switched off, not on
_MEMORY_LOWER = ("recall_tokens",)

_ROUTING = "chooses where prompts and API keys go"
_SURFACE = "opens a server, webhook or program of its own"
# Why each top-level key an untrusted project may not set is refused.
_NEVER: dict[str, str] = {
    "model": _ROUTING, "local_model": _ROUTING, "providers": _ROUTING, "roles": _ROUTING,
    "api": _SURFACE, "webhooks": _SURFACE, "local": _ROUTING, "hooks": _SURFACE,
    "mcp": _SURFACE, "mcp_servers": _SURFACE, "plugins": _SURFACE,
    "integrations": _SURFACE, "log_level": "changes what is logged",
    "edit_format": "not a limit", "embedder": "not a limit",
}


@dataclass(frozen=True)
class Ignored:
    key: str  # dotted: "providers.openai", "budget.max_cost_usd"
    why: str

    def __str__(self) -> str:
        return f"{self.key} ({self.why})"


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) \
        and not (isinstance(value, float) and math.isnan(value))


def _tighter(value: Any, current: Any, *, lower: bool) -> bool | None:
    """Whether ``value`` is at least as strict as ``current``; None when ``value`` is not a
    number (kept, so the config checks report the wrong type)."""
    if not _number(value):
        return None
    return value <= current if lower else value >= current


def tighten_only(data: dict[str, Any], settings: Any) -> tuple[dict[str, Any], list[Ignored]]:
    """The part of a project config ``data`` that only tightens ``settings`` (the defaults
    and the user's config, already applied), and what was dropped from it, with why."""
    kept: dict[str, Any] = {}
    ignored: list[Ignored] = []

    def scalar(key: str, value: Any, current: Any, *, lower: bool, into: dict[str, Any],
               prefix: str = "") -> None:
        ok = _tighter(value, current, lower=lower)
        if ok is False:
            ignored.append(Ignored(f"{prefix}{key}",
                                   f"raises a limit: {current!r} -> {value!r}"))
        else:
            into[key] = value

    for key, value in data.items():
        if key in _LOWER or key in _HIGHER:
            scalar(key, value, getattr(settings, key), lower=key in _LOWER, into=kept)
        elif key == "parliament_model_blocks":
            if value == "binding":
                kept[key] = value
            else:
                ignored.append(Ignored(key, "only 'binding' is stricter"))
        elif key == "budget" and isinstance(value, dict):
            table: dict[str, Any] = {}
            for sub, item in value.items():
                if sub in _BUDGET_LOWER:
                    scalar(sub, item, getattr(settings.budget, sub), lower=True, into=table,
                           prefix="budget.")
                else:
                    table[sub] = item  # unknown: the config checks name it
            kept[key] = table
        elif key == "memory" and isinstance(value, dict):
            table = {}
            for sub, item in value.items():
                if sub in _MEMORY_OFF:
                    if item is False or not isinstance(item, bool):
                        table[sub] = item
                    else:
                        ignored.append(Ignored(f"memory.{sub}", "may only switch it off"))
                elif sub in _MEMORY_LOWER:
                    scalar(sub, item, getattr(settings.memory, sub), lower=True, into=table,
                           prefix="memory.")
                else:
                    ignored.append(Ignored(f"memory.{sub}", _NEVER.get(sub, "not a limit")))
            kept[key] = table
        elif isinstance(value, dict) and value and key in _NEVER:
            ignored.extend(Ignored(f"{key}.{name}", _NEVER[key]) for name in value)
        else:
            ignored.append(Ignored(key, _NEVER.get(key, "not a setting a project may change")))
    return kept, ignored


def notice(origin: str, folder: str, ignored: list[Ignored]) -> str:
    """The one line said at start about what an untrusted project's config could not set."""
    return (f"openkoi: ignored in {origin} (folder not trusted; a project config may only "
            f"tighten): {', '.join(str(i) for i in ignored)}. If you trust this folder: "
            f"openkoi trust folder add {folder}")
