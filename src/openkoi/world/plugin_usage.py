"""How each plugin has done: its tool calls and hook runs, from the stored events.

A plugin's calls are its tools' ``tool.result`` events and its ``hook`` events; failures are
the ones with ``ok`` false; the last error is the newest failure's text.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from openkoi.memory.db import loads


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
