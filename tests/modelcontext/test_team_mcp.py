"""Team agents get the task's MCP tools (tests/modelcontext/demo_server.py, a real server over
stdio): the tools an agent names (``mcp__demo__echo``, ``mcp__demo__*``) or, naming none, all
of them; a read-only agent only the read-only ones; the agent's trust cap applies to them as to
built-in tools; an unknown server or tool names the line. End to end: the lead delegates to a
member, which calls an MCP tool through the real CLI."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer, Reply, openai_tool_calls
from test_mcp_client import Paths, call, ctx, demo

from openkoi.engine import team
from openkoi.errors import ConfigError
from openkoi.mind.trust import TrustStore, make_guard
from openkoi.tools.mcp.hub import Hub

SERVER = Path(__file__).parent / "demo_server.py"
AGENTS = '''\
[team]
lead = "lead"

[agents.lead]
role = "tech lead"
tools = ["read_file", "delegate"]

[agents.coder]
role = "writes Python"
tools = ["read_file", "write_file", "mcp__demo__echo"]

[agents.helper]
role = "all of demo's tools"
tools = ["list_files", "mcp__demo__*"]
trust = "suggest"

[agents.scout]
role = "reads"
write = false

[agents.plain]
role = "built-in tools only"
tools = ["read_file"]
'''


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    w = tmp_path / "ws"
    (w / ".openkoi").mkdir(parents=True)
    (w / ".openkoi" / "agents.toml").write_text(AGENTS)
    return w


def _mcp(registry: Any) -> set[str]:
    return {n for n in registry.names() if n.startswith("mcp__")}


def test_members_get_the_mcp_tools_they_name_under_their_trust(ws: Path,
                                                               tmp_path: Path) -> None:
    file = team.load(ws / ".openkoi" / "agents.toml")
    store = TrustStore.at(tmp_path / "home")
    store.grant("external", "autonomous")

    def build(name: str, hub: Any) -> Any:
        spec = file.get(name)
        guard = make_guard(store, task_id="t1", first=None, cap=spec.trust)
        return team.build(spec, file.path, guard=guard, hub=hub)

    async def main() -> None:
        hub = Hub([demo(cwd=str(ws), read_only=["echo"])], workspace=ws,
                  paths=Paths(tmp_path))
        await hub.start()
        try:
            coder, helper, scout, plain, lead = (build(n, hub) for n in (
                "coder", "helper", "scout", "plain", "lead"))
            assert _mcp(coder.registry) == {"mcp__demo__echo"}
            assert "write_file" in coder.registry.names()
            every = _mcp(helper.registry)
            assert {"mcp__demo__echo", "mcp__demo__note", "mcp__demo__grow"} <= every
            assert _mcp(scout.registry) == {"mcp__demo__echo"}  # read-only: echo only
            assert "write_file" not in scout.registry.names()
            assert _mcp(plain.registry) == set() and _mcp(lead.registry) == set()
            c = ctx(ws, tmp_path)
            echoed = await call(coder.registry, c, "mcp__demo__echo", text="hello")
            assert echoed.ok and echoed.output == "hello"
            # the helper's trust is capped at suggest: its MCP write is proposed, not made
            refused = await call(helper.registry, c, "mcp__demo__note", text="hi")
            assert not refused.ok and "trust for external is 'suggest'" in refused.output
            assert not (ws / "note.txt").exists()
            # the same tool, for an agent whose cap is not below the user's level, runs
            free = team.build(team.AgentSpec("free", tools=("mcp__demo__*",)), file.path,
                              guard=make_guard(store, task_id="t2", first=None), hub=hub)
            assert (await call(free.registry, c, "mcp__demo__note", text="hi")).ok
            assert (ws / "note.txt").read_text() == "hi"
            # a tool the server adds later reaches those who take all of its tools
            assert (await call(free.registry, c, "mcp__demo__grow")).ok
            for _ in range(100):
                if "mcp__demo__added" in free.registry.names():
                    break
                await asyncio.sleep(0.05)
            assert (await call(free.registry, c, "mcp__demo__added", n=41)).output == "42"
            assert _mcp(coder.registry) == {"mcp__demo__echo"}
        finally:
            await hub.close()

    asyncio.run(main())


def test_an_unknown_mcp_server_or_tool_names_the_line(ws: Path, tmp_path: Path) -> None:
    path = ws / ".openkoi" / "agents.toml"
    path.write_text(AGENTS.replace('"mcp__demo__echo"', '"mcp__docs__echo"'))
    file = team.load(path)
    team.check_tools(file, ["read_file", "write_file", "list_files"])  # servers: later
    guard = make_guard(TrustStore.at(tmp_path / "home"), first=None)
    with pytest.raises(ConfigError) as missing:
        team.build(file.get("coder"), path, guard=guard, hub=None)
    assert "agents.toml:10: agents.coder.tools: no MCP server named 'docs'" in str(missing.value)
    path.write_text(AGENTS.replace('"mcp__demo__echo"', '"mcp__demo__ech"'))
    file = team.load(path)

    async def main() -> str:
        hub = Hub([demo()], workspace=ws, paths=Paths(tmp_path))
        await hub.start()
        try:
            team.build(file.get("coder"), path, guard=guard, hub=hub)
        except ConfigError as exc:
            return f"{exc} | {exc.hint}"
        finally:
            await hub.close()
        return ""

    said = asyncio.run(main())
    assert "agents.toml:10: agents.coder.tools: MCP server 'demo' has no tool 'ech'" in said
    assert "mcp__demo__echo" in said


CHILD_PLAN = {"summary": "Echo, then write", "steps": ["echo", "write"],
              "files": ["calc.py", "test_calc.py"], "tools": ["mcp__demo__echo", "write_file"],
              "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
PLAN = {"summary": "Hand it to coder", "steps": ["delegate"], "files": [],
        "tools": ["delegate"], "estimated_iterations": 1}
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def _call(call_id: str, name: str, **args: object) -> Reply:
    return Reply(sse=openai_tool_calls([(call_id, name, json.dumps(args))]))


def test_a_member_calls_an_mcp_tool_end_to_end(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(PLAN), _call("d1", "delegate", agent="coder",
                                                task="Echo, then write add(a, b) with a test"),
                    text(CHILD_PLAN), _call("c1", "mcp__demo__echo", text="from the coder"),
                    write("c2", "calc.py", GOOD), write("c3", "test_calc.py", TESTS),
                    text("echoed, wrote calc.py"), text(JUDGE), text("coder wrote calc.py"),
                    text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        config = Path(env["OPENKOI_HOME"]) / "config.toml"
        config.write_text(config.read_text() + (
            f'\n[mcp.servers.demo]\ncommand = {json.dumps(sys.executable)}\n'
            f'args = [{json.dumps(str(SERVER))}, "stdio"]\nread_only = ["echo"]\n'
            'startup_timeout_s = 180\n'))
        done = openkoi(["-m", "fake/scripted", "-i", "1", "Echo, then add add(a, b)"],
                       env, ws, timeout=300)
    assert done.returncode == 0, done.stderr
    lead_tools = {t["function"]["name"] for t in srv.requests[1].body["tools"]}
    assert lead_tools == {"read_file", "delegate"}
    coder_tools = {t["function"]["name"] for t in srv.requests[3].body["tools"]}
    assert coder_tools == {"read_file", "write_file", "mcp__demo__echo"}
    answered = [m for m in srv.requests[4].body["messages"] if m.get("role") == "tool"]
    assert answered and answered[-1]["content"] == "from the coder"
    assert (ws / "calc.py").read_text() == GOOD
    assert "  [coder] [EXEC] mcp__demo__echo" in done.stderr
