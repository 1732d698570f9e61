"""MCP cost: how long a server takes to start (until its tools are listed) and what one tool
call costs, over stdio and streamable HTTP, through the path a task uses.

    nice -n 19 .venv/bin/python bench/mcp_overhead.py [--starts 5] [--calls 200] [--json]

The server is a minimal one written with the SDK (one ``echo`` tool), in a temp folder.

- start-up (stdio) = ``Hub.start`` of one server: spawn the program, the SDK's handshake,
  ``tools/list`` (and resources/prompts when offered); median of ``--starts`` fresh starts.
  For scale, the bare cost of ``python -c "import mcp.server.mcpserver"`` is shown too:
  most of a Python server's start-up is its own imports, not openkoi's client.
- start-up (http) = the same against a server that is already running on 127.0.0.1.
- per call = one ``echo`` call through ``ToolRegistry.execute`` (schema check, policy,
  redaction, truncation, the MCP round trip), median of batches, and the SDK's bare
  ``call_tool`` on the same connection, so openkoi's own share is the difference.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# not named mcp.py: bench/ is on sys.path when this runs (and in the suite's tests), where that
# name would hide the `mcp` package itself; openkoi's sources go first
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from openkoi.config import Settings  # noqa: E402
from openkoi.records import ToolCall  # noqa: E402
from openkoi.tools.base import ToolContext  # noqa: E402
from openkoi.tools.mcp.hub import Hub  # noqa: E402
from openkoi.tools.mcp.servers import spec  # noqa: E402
from openkoi.tools.registry import ToolRegistry  # noqa: E402

SERVER = '''
import sys
from mcp.server.mcpserver import MCPServer
server = MCPServer("bench")

@server.tool()
def echo(text: str) -> str:
    """Say it back."""
    return text

if __name__ == "__main__":
    if sys.argv[1] == "http":
        import uvicorn
        uvicorn.run(server.streamable_http_app(), host="127.0.0.1", port=int(sys.argv[2]),
                    log_level="warning")
    else:
        server.run("stdio")
'''


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _start(server: Any, ws: Path) -> tuple[float, Hub]:
    hub = Hub([server], workspace=ws)
    began = time.perf_counter()
    await hub.start()
    took = time.perf_counter() - began
    if hub.connections[0].error:
        raise SystemExit(f"server did not start: {hub.connections[0].error}")
    return took, hub


async def _calls(hub: Hub, ws: Path, calls: int) -> tuple[float, float]:
    registry = ToolRegistry()
    hub.attach(registry)
    ctx = ToolContext(workspace=ws, tool_output_dir=ws / "tool-output")
    name = registry.names()[0]
    client = hub.connections[0]._client
    for _ in range(5):  # warm up
        await registry.execute(ToolCall("w", name, {"text": "warm"}), ctx)
    via, bare = [], []
    per_batch = max(1, calls // 5)
    for _ in range(5):
        t = time.perf_counter()
        for i in range(per_batch):
            result, _ = await registry.execute(ToolCall(str(i), name, {"text": "hello"}), ctx)
            assert result.ok, result.output
        via.append((time.perf_counter() - t) / per_batch)
        t = time.perf_counter()
        for _ in range(per_batch):
            await client.call_tool("echo", {"text": "hello"})
        bare.append((time.perf_counter() - t) / per_batch)
    return statistics.median(via) * 1e3, statistics.median(bare) * 1e3


async def run(starts: int, calls: int, folder: Path) -> dict[str, Any]:
    script = folder / "bench_server.py"
    script.write_text(SERVER)
    ws = folder / "ws"
    ws.mkdir()
    out: dict[str, Any] = {"load_before": os.getloadavg()}
    stdio = spec("bench", {"command": sys.executable, "args": [str(script), "stdio"],
                           "startup_timeout_s": 120}, "bench", Settings())
    times = []
    hub = None
    for _ in range(starts):
        took, hub = await _start(stdio, ws)
        times.append(took)
        await hub.close()
    imports = []
    for _ in range(starts):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", "import mcp.server.mcpserver"], check=True)
        imports.append(time.perf_counter() - t)
    out["stdio_start_ms"] = statistics.median(times) * 1e3
    out["python_import_mcp_server_ms"] = statistics.median(imports) * 1e3
    _, hub = await _start(stdio, ws)
    out["stdio_call_ms"], out["stdio_bare_call_ms"] = await _calls(hub, ws, calls)
    await hub.close()

    port = _free_port()
    proc = subprocess.Popen([sys.executable, str(script), "http", str(port)])
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            await asyncio.sleep(0.1)
        http = spec("web", {"url": f"http://127.0.0.1:{port}/mcp"}, "bench", Settings())
        times = []
        for _ in range(starts):
            took, hub = await _start(http, ws)
            times.append(took)
            await hub.close()
        out["http_connect_ms"] = statistics.median(times) * 1e3
        _, hub = await _start(http, ws)
        out["http_call_ms"], out["http_bare_call_ms"] = await _calls(hub, ws, calls)
        await hub.close()
    finally:
        proc.terminate()
        proc.wait(10)
    out["load_after"] = os.getloadavg()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        result = asyncio.run(run(args.starts, args.calls, Path(tmp)))
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"load average before {result['load_before'][0]:.2f}, after "
          f"{result['load_after'][0]:.2f} (1 min)")
    print(f"stdio server start-up (spawn, handshake, tools listed): "
          f"{result['stdio_start_ms']:.0f} ms median of {args.starts}")
    print(f"  of which a Python process importing the SDK's server: "
          f"{result['python_import_mcp_server_ms']:.0f} ms")
    print(f"http connect (server already running):                  "
          f"{result['http_connect_ms']:.0f} ms")
    print(f"per call, stdio: {result['stdio_call_ms']:.2f} ms through the registry, "
          f"{result['stdio_bare_call_ms']:.2f} ms bare SDK call")
    print(f"per call, http:  {result['http_call_ms']:.2f} ms through the registry, "
          f"{result['http_bare_call_ms']:.2f} ms bare SDK call")


if __name__ == "__main__":
    main()
