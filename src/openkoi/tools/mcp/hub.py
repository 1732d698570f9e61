"""The MCP servers of one task: started together, their tools kept in the task's registry.

``Hub.start`` starts every server at once (each within its own start-up timeout); a server
that does not come up is reported (``report``: one line, which the runner turns into a
``notice`` event) and the task goes on without it. ``attach`` registers the tools of the
servers that came up (in the task's registry, and in each team member's, filtered to the
tools that member may use); when a server's tool list changes they are replaced, and when it
dies or hangs its tools leave the registry (the model is told in the failed call's result,
and ``report`` says it once). ``close`` stops them all.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from openkoi import logs
from openkoi.errors import ToolError
from openkoi.tools.mcp.client import Connection
from openkoi.tools.mcp.servers import ServerSpec, log_path
from openkoi.tools.mcp.tool import McpTool

log = logs.get("mcp")


class Hub:
    def __init__(self, servers: list[ServerSpec], *, workspace: Path, paths: Any = None,
                 report: Callable[[str], None] | None = None) -> None:
        self.report = report or (lambda line: log.warning("%s", line))
        self.connections = [
            Connection(s, workspace=workspace,
                       log_file=log_path(paths, s.name) if paths is not None else None,
                       on_tools=self._tools_changed)
            for s in servers]
        for conn in self.connections:
            conn.on_down = self._down
        self._registries: list[tuple[Any, Callable[[McpTool], bool] | None]] = []
        self._registered: dict[str, list[str]] = {}  # server -> registry names

    async def start(self) -> None:
        await asyncio.gather(*(c.start() for c in self.connections))
        for conn in self.connections:
            if conn.error:
                self.report(f"MCP server {conn.name} not started: {conn.error}")
            else:
                log.info("mcp server %s up in %.2f s: %d tools", conn.name, conn.started_s,
                         len(conn.listing.tools))

    def up(self) -> list[Connection]:
        return [c for c in self.connections if c.up]

    def attach(self, registry: Any, allow: Callable[[McpTool], bool] | None = None) -> None:
        """Register the running servers' tools in ``registry`` (and keep them current);
        with ``allow``, only the tools it accepts (a team member's subset)."""
        self._registries.append((registry, allow))
        for conn in self.up():
            self._register(conn, registry, allow)

    def _register(self, conn: Connection, registry: Any,
                  allow: Callable[[McpTool], bool] | None = None) -> None:
        names = self._registered.setdefault(conn.name, [])
        for info in conn.listing.tools:
            tool = McpTool(conn, info)
            if allow is not None and not allow(tool):
                continue
            try:
                registry.register(tool)
            except ToolError as exc:
                self.report(f"MCP server {conn.name}: tool {info.name!r} left out: {exc}")
                continue
            if tool.name not in names:
                names.append(tool.name)

    def _unregister(self, conn: Connection) -> None:
        for registry, _ in self._registries:
            for name in self._registered.get(conn.name, []):
                registry.unregister(name)
        self._registered[conn.name] = []

    def _tools_changed(self, conn: Connection) -> None:
        self._unregister(conn)
        for registry, allow in self._registries:
            self._register(conn, registry, allow)
        self.report(f"MCP server {conn.name}: tool list changed, now "
                    f"{', '.join(t.name for t in conn.listing.tools) or 'none'}")

    def _down(self, conn: Connection) -> None:
        self._unregister(conn)
        self.report(f"MCP server {conn.name} stopped: {conn.error}; the task goes on "
                    "without its tools")

    async def close(self) -> None:
        await asyncio.gather(*(c.stop() for c in self.connections), return_exceptions=True)
