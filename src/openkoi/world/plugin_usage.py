"""Every plugin, what it registered, and how it has done: its tool calls and hook runs, from
the stored events (what `openkoi plugins` and the dashboard's Plugins pane show).

A plugin's calls are its tools' ``tool.result`` events and its ``hook`` events; failures are
the ones with ``ok`` false; the last error is the newest failure's text.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from openkoi.memory.db import loads

KINDS = {"register_tools": "tools", "register_evaluators": "evaluators",
         "register_providers": "providers", "register_hooks": "hooks"}


@dataclass
class Usage:
    calls: int = 0
    failures: int = 0
    last_error: str = ""
    last_ts: float = 0.0
    last_error_ts: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def usage(db: Any, tools_of: dict[str, list[str]]) -> dict[str, Usage]:
    """``tools_of``: plugin name -> the tools it registered. Every plugin named gets a row."""
    owner = {tool: plugin for plugin, tools in tools_of.items() for tool in tools}
    out = {plugin: Usage() for plugin in tools_of}
    rows = db.query("SELECT kind, data, ts FROM events WHERE kind IN ('tool.result', 'hook')"
                    " ORDER BY ts, seq")
    for r in rows:
        data = loads(r["data"], {})
        if not isinstance(data, dict):
            continue
        plugin = str(data.get("plugin", "")) if r["kind"] == "hook" else owner.get(
            str(data.get("name", "")), "")
        if not plugin:
            continue
        u = out.setdefault(plugin, Usage())
        u.calls += 1
        u.last_ts = float(r["ts"])
        if not data.get("ok", True):
            u.failures += 1
            u.last_error = str(data.get("error") or data.get("output") or "")[:300]
            u.last_error_ts = float(r["ts"])
    return out


def plugin_rows(db: Any | None) -> list[dict[str, Any]]:
    """Every plugin as a row: name, kind, source, enabled, error, hooks, registered (kind ->
    names) and, for all but the built-in ones, usage (calls, failures, last error) from
    ``db`` (None: no task has run yet)."""
    from openkoi.plugins import manager

    plugins = manager()
    by_plugin: dict[str, dict[str, list[str]]] = {p.name: {} for p in plugins.plugins}
    for hook, kind in KINDS.items():
        for r in plugins.registered(hook):
            by_plugin.setdefault(r.plugin, {}).setdefault(kind, []).append(_name(r.item))
    out: list[dict[str, Any]] = [
        {"name": p.name, "kind": p.kind, "source": p.source, "enabled": p.enabled,
         "hooks": p.hooks, "error": p.error, "registered": by_plugin.get(p.name, {})}
        for p in plugins.plugins]
    tools_of = {row["name"]: row["registered"].get("tools", []) for row in out
                if row["kind"] != "built-in"}
    stats = usage(db, tools_of) if tools_of and db is not None else {}
    for row in out:
        if row["kind"] != "built-in":
            row["usage"] = stats.get(row["name"], Usage()).to_dict()
    return out


def _name(item: Any) -> str:
    name = getattr(item, "name", None)
    if isinstance(name, str) and name:
        return name
    hook = getattr(item, "hook", None)
    if isinstance(hook, str) and hook:
        return hook
    return str(getattr(item, "__name__", type(item).__name__))
