"""The MCP client against real servers written with the SDK (tests/mcp/demo_server.py), over
stdio and streamable HTTP on 127.0.0.1: tools in the registry, a server that hangs, one that
crashes mid-call, one that never starts, a 1 MB answer, tool-list changes, the environment
allowlist, stderr in the log, dry runs and the trust levels."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from openkoi.config import Settings
from openkoi.mind.trust import TrustStore, make_guard
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.mcp.hub import Hub
from openkoi.tools.mcp.servers import ServerSpec, spec
from openkoi.tools.registry import ToolRegistry

SERVER = Path(__file__).parent / "demo_server.py"


def demo(name: str = "demo", mode: str = "stdio", **table: Any) -> ServerSpec:
    base: dict[str, Any] = {"command": sys.executable, "args": [str(SERVER), mode],
                            "startup_timeout_s": 180}  # room for a busy machine
    return spec(name, base | table, "test", Settings())


class Paths:
    def __init__(self, root: Path) -> None:
        self.data = root / "data"


def ctx(ws: Path, tmp: Path, **kw: Any) -> ToolContext:
    return ToolContext(workspace=ws, tool_output_dir=tmp / "tool-output", **kw)


async def call(registry: ToolRegistry, c: ToolContext, name: str, **args: Any) -> Any:
    result, _ = await registry.execute(ToolCall(id="c", name=name, arguments=args), c)
    return result


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    w = tmp_path / "ws"
    w.mkdir()
    return w


def test_stdio_tools_join_the_registry_and_run(ws: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-for-servers-1234567890")
    monkeypatch.setenv("DEMO_TOKEN", "t0k")
    reports: list[str] = []

    async def main() -> None:
        hub = Hub([demo(env={"GIVEN": "${DEMO_TOKEN}"})], workspace=ws,
                  paths=Paths(tmp_path), report=reports.append)
        registry = ToolRegistry()
        await hub.start()
        try:
            hub.attach(registry)
            names = registry.names()
            assert "mcp__demo__echo" in names and "mcp__demo__big" in names
            tool = registry.get("mcp__demo__echo")
            assert tool.parameters["properties"]["text"]["type"] == "string"
            assert (tool.effect, tool.domain) == ("external", "external")
            assert "(MCP server demo)" in tool.description
            conn = hub.connections[0]
            assert conn.listing.resources == ["note://readme  readme"]
            assert conn.listing.prompts == ["review(code)"]
            c = ctx(ws, tmp_path)
            result = await call(registry, c, "mcp__demo__echo", text="hello")
            assert result.ok and result.output == "hello"
            # the schema is checked before the server sees anything
            bad = await call(registry, c, "mcp__demo__echo")
            assert not bad.ok and "missing required argument 'text'" in bad.output
            # environment: an allowlist plus what the config names
            key = await call(registry, c, "mcp__demo__env", variable="OPENAI_API_KEY")
            assert key.output == "(unset)"
            given = await call(registry, c, "mcp__demo__env", variable="GIVEN")
            assert given.output == "t0k"
            # 1 MB comes back truncated like any tool's output, the whole of it saved
            big = await call(registry, c, "mcp__demo__big")
            assert big.ok and big.truncated_path and len(big.output) < 100_000
            assert Path(big.truncated_path).stat().st_size >= 999_000
        finally:
            await hub.close()

    asyncio.run(main())
    assert reports == []
    log = (tmp_path / "data" / "logs" / "mcp-demo.log").read_text()
    assert "echo called with 5 chars" in log  # the server's stderr, kept


def test_a_hanging_and_a_crashing_server_are_reported_and_the_rest_goes_on(
        ws: Path, tmp_path: Path) -> None:
    reports: list[str] = []

    async def main() -> None:
        hub = Hub([demo("slow", call_timeout_s=1), demo("fragile"), demo("steady")],
                  workspace=ws, paths=Paths(tmp_path), report=reports.append)
        registry = ToolRegistry()
        await hub.start()
        try:
            hub.attach(registry)
            c = ctx(ws, tmp_path)
            began = time.monotonic()
            hung = await call(registry, c, "mcp__slow__hang")
            assert time.monotonic() - began < 60  # the 1 s limit, then the stop
            assert not hung.ok and "did not answer within 1 s" in hung.output
            crashed = await call(registry, c, "mcp__fragile__crash")
            assert not crashed.ok and "stopped during crash" in crashed.output
            assert "crashing now" in crashed.output  # the end of its stderr
            # both are gone from the registry; the third still answers
            assert not any(n.startswith(("mcp__slow__", "mcp__fragile__"))
                           for n in registry.names())
            again = await call(registry, c, "mcp__fragile__echo", text="x")
            assert not again.ok and "unknown tool" in again.output
            ok = await call(registry, c, "mcp__steady__echo", text="still here")
            assert ok.ok and ok.output == "still here"
        finally:
            await hub.close()

    asyncio.run(main())
    assert any("MCP server slow stopped" in r for r in reports)
    assert any("MCP server fragile stopped" in r for r in reports)


def test_servers_that_do_not_start_are_reported(ws: Path, tmp_path: Path) -> None:
    reports: list[str] = []
    missing = spec("missing", {"command": "/nonexistent/mcp-server"}, "test", Settings())

    async def main() -> tuple[list[str], float]:
        hub = Hub([demo("sleepy", "slow-start", startup_timeout_s=1), missing, demo()],
                  workspace=ws, paths=Paths(tmp_path), report=reports.append)
        registry = ToolRegistry()
        await hub.start()
        try:
            hub.attach(registry)
            return [n for n in registry.names() if n.startswith("mcp__")], \
                hub.connections[0].started_s
        finally:
            await hub.close()

    names, sleepy_s = asyncio.run(main())
    assert sleepy_s < 60  # given up after its 1 s, not after the others' start
    assert "mcp__demo__echo" in names and not any("sleepy" in n or "missing" in n
                                                  for n in names)
    text = "\n".join(reports)
    assert "MCP server sleepy not started: did not start within 1 s" in text
    assert "MCP server missing not started: cannot start it" in text


def test_tool_list_changes_are_picked_up(ws: Path, tmp_path: Path) -> None:
    reports: list[str] = []

    async def main() -> None:
        hub = Hub([demo()], workspace=ws, paths=Paths(tmp_path), report=reports.append)
        registry = ToolRegistry()
        await hub.start()
        try:
            hub.attach(registry)
            assert "mcp__demo__added" not in registry
            c = ctx(ws, tmp_path)
            assert (await call(registry, c, "mcp__demo__grow")).ok
            for _ in range(100):
                if "mcp__demo__added" in registry:
                    break
                await asyncio.sleep(0.05)
            result = await call(registry, c, "mcp__demo__added", n=41)
            assert result.ok and result.output == "42"
        finally:
            await hub.close()

    asyncio.run(main())
    assert any("tool list changed" in r and "added" in r for r in reports)


def test_dry_runs_and_trust_levels_apply_as_to_built_in_tools(ws: Path, tmp_path: Path) -> None:
    store = TrustStore.at(tmp_path / "home")
    store.grant("external", "suggest")

    async def main() -> None:
        hub = Hub([demo(cwd=str(ws))], workspace=ws, paths=Paths(tmp_path))
        await hub.start()
        try:
            dry = ToolRegistry()
            hub.attach(dry)
            shown = await call(dry, ctx(ws, tmp_path, dry_run=True), "mcp__demo__note",
                               text="hi")
            assert shown.ok and "(dry run) would call note on MCP server demo" in shown.output
            assert not (ws / "note.txt").exists()
            guarded = ToolRegistry(guard=make_guard(store, task_id="t1", first=None))
            hub.attach(guarded)
            refused = await call(guarded, ctx(ws, tmp_path), "mcp__demo__note", text="hi")
            assert not refused.ok and "trust for external is 'suggest'" in refused.output
            assert not (ws / "note.txt").exists()
            store.grant("external", "autonomous")
            ran = ToolRegistry(guard=make_guard(store, task_id="t2", first=None))
            hub.attach(ran)
            assert (await call(ran, ctx(ws, tmp_path), "mcp__demo__note", text="hi")).ok
            assert (ws / "note.txt").read_text() == "hi"
        finally:
            await hub.close()

    asyncio.run(main())
    audit = [(e["tool"], e["action"]) for e in store.audit()]
    assert audit == [("mcp__demo__note", "suggested (not run)"),
                     ("mcp__demo__note", "ran autonomously")]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def http_server() -> Iterator[str]:
    port = _free_port()
    proc = subprocess.Popen([sys.executable, str(SERVER), "http", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(10)


def test_streamable_http_server(ws: Path, tmp_path: Path, http_server: str) -> None:
    reports: list[str] = []
    server = spec("web", {"url": http_server, "headers": {"X-Test": "1"},
                          "startup_timeout_s": 180}, "test", Settings())
    down = spec("down", {"url": "http://127.0.0.1:9/mcp", "startup_timeout_s": 5}, "test",
                Settings())

    async def main() -> None:
        hub = Hub([server, down], workspace=ws, paths=Paths(tmp_path), report=reports.append)
        registry = ToolRegistry()
        await hub.start()
        try:
            hub.attach(registry)
            result = await call(registry, ctx(ws, tmp_path), "mcp__web__echo", text="over http")
            assert result.ok and result.output == "over http"
            big = await call(registry, ctx(ws, tmp_path), "mcp__web__big")
            assert big.ok and big.truncated_path
        finally:
            await hub.close()

    asyncio.run(main())
    assert len(reports) == 1 and "MCP server down not started" in reports[0]


def test_configuration_sources_and_checks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from openkoi import trusted_folders
    from openkoi.config import Paths as RealPaths
    from openkoi.config import load_settings
    from openkoi.errors import ConfigError
    from openkoi.tools.mcp import servers

    home = tmp_path / "home"
    home.mkdir()
    paths = RealPaths(home=home, config_file=home / "config.toml", data=home / "data")
    (home / "config.toml").write_text(
        '[mcp]\ncall_timeout_s = 5\n[mcp.servers.mine]\ncommand = "srv"\nread_only = ["get"]\n')
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / ".mcp.json").write_text(json.dumps({"mcpServers": {
        "local": {"command": "node", "args": ["s.js"], "env": {"K": "${K:-none}"}},
        "web": {"type": "http", "url": "http://127.0.0.1:1/mcp", "headers": {"A": "b"}},
        "mine": {"command": "other"}, "off": {"command": "x", "disabled": True}}}))
    settings = load_settings(paths)
    notes: list[str] = []
    found = servers.for_task(settings, paths, ws, notes.append)
    assert [s.name for s in found] == ["mine"] and found[0].call_timeout_s == 5
    assert found[0].read_only == ("get",) and found[0].source == str(home / "config.toml")
    assert "ignored" in notes[0] and "openkoi trust folder add" in notes[0]
    trusted_folders.add(paths, ws)
    notes.clear()
    found = servers.for_task(settings, paths, ws, notes.append)
    assert [(s.name, s.transport, s.command or s.url) for s in found] == [
        ("mine", "stdio", "srv"), ("local", "stdio", "node"),
        ("web", "http", "http://127.0.0.1:1/mcp")] and notes == []
    (ws / ".mcp.json").write_text('{"mcpServers": {"s": {"type": "sse", "url": "http://x"}}}')
    assert [s.name for s in servers.for_task(settings, paths, ws, notes.append)] == ["mine"]
    assert "transport 'sse' is not supported" in notes[0]
    # ${VAR}: from the environment, a default, or a clear error
    monkeypatch.setenv("A_TOKEN", "abc")
    assert servers.expand("Bearer ${A_TOKEN} ${B:-dflt}", "x") == "Bearer abc dflt"
    with pytest.raises(ConfigError, match=r"uses \${MISSING}, which is not set"):
        servers.expand("${MISSING}", "mcp server s: env.K")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-secret")
    monkeypatch.setenv("LANG", "C.UTF-8")
    env = servers.child_env(found[0])
    assert "ANTHROPIC_API_KEY" not in env and env.get("LANG") == "C.UTF-8"
    # config.toml mistakes name the key
    for table, words in (('[mcp.servers.x]\nurl = "http://a"\ncommand = "b"\n', "not both"),
                         ('[mcp.servers.x]\ncommand = "b"\neffect = "mild"\n', "effect must"),
                         ('[mcp.servers.x]\ncommand = "b"\nfoo = 1\n', "unknown key 'foo'"),
                         ('[mcp.servers.x]\ncommand = "b"\nenv = { A = 1 }\n', "map names"),
                         ("[mcp]\ncall_timeout_s = inf\n", "between 0 and 3600"),
                         ("[mcp]\nserver = {}\n", "unknown mcp setting 'server'")):
        (home / "config.toml").write_text(table)
        with pytest.raises(ConfigError, match=words):
            load_settings(paths)
