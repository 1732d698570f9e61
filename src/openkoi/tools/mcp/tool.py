"""A server's tool as an openkoi ``Tool``: ``mcp__SERVER__TOOL``, the server's JSON schema,
the server's ``effect`` and trust ``domain`` (both ``external`` unless the config says
otherwise; a tool named in ``read_only`` has effect ``none``). The registry's checks
(schema, policy, the Guardian, trust levels, plugin vetoes) run before ``run`` exactly as
for a built-in tool, and its output is redacted and truncated the same way."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from openkoi.tools.base import EFFECT_NONE, Tool, ToolContext, ToolOutput

if TYPE_CHECKING:
    from openkoi.tools.mcp.client import Connection, ToolInfo

PREFIX = "mcp__"
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def tool_name(server: str, tool: str) -> str:
    """The registry name: ``mcp__server__tool``, other characters as '_', at most 64."""
    return f"{PREFIX}{server}__{_UNSAFE.sub('_', tool)}"[:64]


def schema(raw: dict[str, Any]) -> dict[str, Any]:
    """The server's input schema as an object schema (some servers omit ``type``)."""
    out = dict(raw)
    if out.get("type") != "object":
        out["type"] = "object"
    out.setdefault("properties", {})
    return out


class McpTool(Tool):
    supports_dry_run = True

    def __init__(self, conn: Connection, info: ToolInfo) -> None:
        self.conn = conn
        self.server = conn.name
        self.remote = info.name  # the server's own name for it
        self.name = tool_name(conn.name, info.name)
        self.description = (info.description or info.name).strip()[:1024] + \
            f" (MCP server {conn.name})"
        self.parameters = schema(info.schema)
        spec = conn.server
        self.effect = EFFECT_NONE if info.name in spec.read_only else spec.effect
        self.domain = spec.domain

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        if ctx.dry_run:
            return ToolOutput(f"(dry run) would call {self.remote} on MCP server "
                              f"{self.server} with {args}")
        text, ok = await self.conn.call(self.remote, args)
        return ToolOutput(text, ok=ok)
