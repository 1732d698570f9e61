"""An MCP server for the tests, written with the SDK itself (run as a program).

    python demo_server.py stdio            over stdin/stdout
    python demo_server.py http PORT        streamable HTTP on 127.0.0.1:PORT/mcp
    python demo_server.py slow-start       sleeps before it speaks (start-up timeout)

Tools: echo, env (one variable, to check what a server is given), big (1 MB), hang (never
answers), crash (exits mid-call), grow (adds a tool and says the list changed), note (writes
a file in its working folder; a tool with an effect). A resource and a prompt.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from mcp.server.mcpserver import Context, MCPServer
from mcp_types import ToolAnnotations

server = MCPServer("demo")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def echo(text: str) -> str:
    """Say the text back."""
    print(f"echo called with {len(text)} chars", file=sys.stderr, flush=True)
    return text


@server.tool()
def env(variable: str) -> str:
    """The value of one environment variable, or (unset)."""
    return os.environ.get(variable, "(unset)")


@server.tool()
def big() -> str:
    """One megabyte of text."""
    return "".join(f"line {i:07d} " + "x" * 50 + "\n" for i in range(16_000))[:1_000_000]


@server.tool()
def hang() -> str:
    """Never answers."""
    time.sleep(3600)
    return "never"


@server.tool()
def crash() -> str:
    """Exits in the middle of the call."""
    print("demo server: crashing now", file=sys.stderr, flush=True)
    os._exit(3)


@server.tool()
async def grow(ctx: Context) -> str:
    """Adds the tool `added` and tells the client the tool list changed."""

    @server.tool()
    def added(n: int) -> int:
        """n + 1."""
        return n + 1

    await ctx.notify_tools_changed()  # 2026-era clients (subscriptions/listen)
    await ctx.session.send_tool_list_changed()  # 2025-era clients
    return "grown"


@server.tool()
def note(text: str) -> str:
    """Write text to note.txt in the server's working folder."""
    Path("note.txt").write_text(text, encoding="utf-8")
    return f"wrote {len(text)} chars to note.txt"


@server.resource("note://readme")
def readme() -> str:
    return "the demo server"


@server.prompt()
def review(code: str) -> str:
    return f"Review this code: {code}"


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "stdio"
    if mode == "slow-start":
        time.sleep(3600)
    if mode == "http":
        import uvicorn

        app = server.streamable_http_app()
        uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
    else:
        server.run("stdio")
