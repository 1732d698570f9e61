"""`openkoi mcp ...` through the real CLI, a task that calls an MCP tool, a WebAssembly tool
and a script hook, and `openkoi mcp serve` driven by the SDK's own client."""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
import sys
from pathlib import Path

from cli_support import openkoi, setup_home, text
from fake_servers import FakeServer, Reply, openai_tool_calls

from openkoi.tools.ext import manifest

SERVER = Path(__file__).parent / "demo_server.py"
EXAMPLE = Path(manifest.__file__).parent / "examples" / "wordcount"
JUDGE = {"scores": {"correctness": 9, "completeness": 9, "clarity": 9}, "findings": []}


def home(tmp_path: Path, url: str) -> dict[str, str]:
    """setup_home, with room for a slow start of the demo server on a busy machine."""
    env = setup_home(tmp_path, url)
    config = Path(env["OPENKOI_HOME"]) / "config.toml"
    config.write_text(config.read_text() + "[mcp]\nstartup_timeout_s = 180\n")
    return env


def call(call_id: str, name: str, **args: str) -> Reply:
    return Reply(sse=openai_tool_calls([(call_id, name, json.dumps(args))]))


def add_demo(env: dict[str, str], ws: Path, name: str = "demo", *extra: str) -> None:
    added = openkoi(["mcp", "add", name, *extra, "--", sys.executable, str(SERVER), "stdio"],
                    env, ws)
    assert added.returncode == 0, added.stderr


def test_add_list_test_remove_and_bad_input(tmp_path: Path) -> None:
    env = home(tmp_path, "http://127.0.0.1:9")
    ws = tmp_path / "ws"
    ws.mkdir()
    config = Path(env["OPENKOI_HOME"]) / "config.toml"
    config.write_text("# my settings\n" + config.read_text())
    add_demo(env, ws, "demo", "--env", "GIVEN=${HOME}", "--read-only", "env")
    assert "# my settings" in config.read_text()  # comments kept
    assert "[mcp.servers.demo]" in config.read_text()
    listed = json.loads(openkoi(["mcp", "list", "--json"], env, ws).stdout)["servers"]
    assert [(s["name"], s["transport"], s["used"], s["read_only"]) for s in listed] == [
        ("demo", "stdio", True, ["env"])]
    tested = openkoi(["mcp", "test", "demo", "--call", "echo", "--args", '{"text": "hi"}'],
                     env, ws)
    assert tested.returncode == 0, tested.stdout + tested.stderr
    assert "mcp__demo__echo [read-only]" in tested.stdout
    assert "resources (1): note://readme" in tested.stdout and "review(code)" in tested.stdout
    assert "✓ echo: hi" in tested.stdout
    # a tool that is not read-only is not called by a test
    refused = openkoi(["mcp", "test", "demo", "--call", "note", "--args", '{"text": "x"}',
                       "--json"], env, ws)
    assert refused.returncode == 1 and "not marked read-only" in refused.stdout
    assert not (ws / "note.txt").exists()
    # bad input: one line, an exit code, the config untouched
    before = config.read_text()
    for args, code, words in (
            (["mcp", "add", "demo", "--", "x"], 2, "already configured"),
            (["mcp", "add", "bad name", "--", "x"], 3, "invalid server name"),
            (["mcp", "add", "x"], 2, "give the server's program after --, or --url"),
            (["mcp", "add", "x", "--url", "ftp://host"], 3, "must start with http"),
            (["mcp", "add", "x", "--effect", "none", "--domain", "shell", "--", "y"], 3,
             "not a tool trust domain"),
            (["mcp", "test", "dem"], 2, "did you mean 'demo'"),
            (["mcp", "test", "demo", "--args", "{"], 2, "--args is not JSON"),
            (["mcp", "remove", "nope"], 2, "no MCP server 'nope'")):
        done = openkoi(args, env, ws)
        assert done.returncode == code and words in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr
    assert config.read_text() == before
    # a server that does not start: reported, exit 1
    slow_start = openkoi(["mcp", "add", "broken", "--", sys.executable, str(SERVER),
                          "slow-start"], env, ws)
    assert slow_start.returncode == 0
    config.write_text(config.read_text() + "startup_timeout_s = 1\n")  # its table is last
    slow = openkoi(["mcp", "test", "broken"], env, ws)
    assert slow.returncode == 1 and "did not start within 1 s" in slow.stdout, slow.stdout
    removed = openkoi(["mcp", "remove", "broken"], env, ws)
    assert removed.returncode == 0 and "[mcp.servers.broken]" not in config.read_text()
    bad = tmp_path / "bad.toml"
    bad.write_text("[mcp.servers.x]\ncommand = 1\n")
    broken = openkoi(["mcp", "list"], env | {"OPENKOI_CONFIG": str(bad)}, ws)
    assert broken.returncode == 3 and "mcp.servers.x.command has the wrong type" in \
        broken.stderr


def test_project_mcp_json_only_from_a_trusted_folder(tmp_path: Path) -> None:
    env = home(tmp_path, "http://127.0.0.1:9")
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / ".mcp.json").write_text(json.dumps({"mcpServers": {"proj": {
        "command": sys.executable, "args": [str(SERVER), "stdio"]}}}))
    listed = json.loads(openkoi(["mcp", "list", "--json"], env, ws).stdout)["servers"]
    assert [(s["name"], s["used"], s["why_not"]) for s in listed] == [
        ("proj", False, "folder not trusted")]
    refused = openkoi(["mcp", "test", "proj"], env, ws)
    assert refused.returncode == 2 and "openkoi trust folder add" in refused.stderr
    assert openkoi(["trust", "folder", "add", str(ws)], env, ws).returncode == 0
    listed = json.loads(openkoi(["mcp", "list", "--json"], env, ws).stdout)["servers"]
    assert [(s["name"], s["used"]) for s in listed] == [("proj", True)]
    tested = openkoi(["mcp", "test", "proj"], env, ws)
    assert tested.returncode == 0 and "mcp__proj__echo" in tested.stdout
    removed = openkoi(["mcp", "remove", "proj"], env, ws)
    assert removed.returncode == 2 and "edit that file" in removed.stderr


def _install_plugins(tmp_path: Path, env: dict[str, str], ws: Path) -> None:
    assert openkoi(["plugins", "add", str(EXAMPLE)], env, ws).returncode == 0
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "notes.lua").write_text(
        "seen = {}\nfunction before_tool(ev) seen[#seen + 1] = ev.name end\n"
        "function task_end(ev) return {notify = 'tools: ' .. table.concat(seen, ',')} end\n")
    (notes / "plugin.toml").write_text('name = "notes"\nversion = "0.1"\nscript = "notes.lua"\n'
                                       'hooks = ["before_tool", "task_end"]\n')
    assert openkoi(["plugins", "add", str(notes)], env, ws).returncode == 0


def test_a_task_calls_an_mcp_tool_a_wasm_tool_and_a_script_hook(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    plan = {"summary": "Count and echo", "steps": ["count", "echo"], "files": [],
            "tools": ["word_count", "mcp__demo__echo"], "estimated_iterations": 1}
    with FakeServer(text(plan), call("c1", "word_count", text="one two three"),
                    call("c2", "mcp__demo__echo", text="from mcp"),
                    call("c3", "mcp__dead__crash"),
                    text("3 words; the server said: from mcp"), text(JUDGE)) as srv:
        env = home(tmp_path, srv.url)
        _install_plugins(tmp_path, env, ws)
        add_demo(env, ws)
        add_demo(env, ws, "dead")
        assert openkoi(["trust", "grant", "external", "autonomous"], env, ws).returncode == 0
        done = openkoi(["-m", "fake/scripted", "-i", "1", "--json",
                        "How many words are in 'one two three'? Then echo 'from mcp'."],
                       env, ws)
    assert done.returncode in (0, 1, 10), done.stderr
    task_id = json.loads(done.stdout)["task_id"]
    # the model saw the MCP tools with their schemas, and read their answers
    tools = {t["function"]["name"]: t["function"] for t in srv.requests[1].body["tools"]}
    assert tools["mcp__demo__echo"]["parameters"]["required"] == ["text"]
    read = json.dumps([r.body for r in srv.requests[2:5]])
    assert "words=3" in read and "from mcp" in read
    assert "MCP server dead" in read and "stopped during crash" in read
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = [(k, json.loads(d)) for k, d in db.execute(
        "SELECT kind, data FROM events WHERE task_id = ? ORDER BY seq", (task_id,))]
    results = {d["name"]: d for k, d in rows if k == "tool.result"}
    assert results["mcp__demo__echo"]["ok"] and results["mcp__demo__echo"]["output"] == \
        "from mcp"
    assert results["word_count"]["ok"] and not results["mcp__dead__crash"]["ok"]
    notices = " ".join(d["message"] for k, d in rows if k == "notice")
    assert "MCP server dead stopped" in notices and "the task goes on" in notices
    assert "tools: word_count,mcp__demo__echo,mcp__dead__crash" in notices  # the script hook
    hooks = [(d["plugin"], d["hook"]) for k, d in rows if k == "hook"]
    assert ("notes", "before_tool") in hooks and ("notes", "task_end") in hooks
    replay = openkoi(["task", "replay", task_id], env, ws)
    assert "mcp__demo__echo" in replay.stdout and "word_count" in replay.stdout
    audit = json.loads(openkoi(["trust", "audit", "--json"], env, ws).stdout)
    assert ("mcp__demo__echo", "ran autonomously") in [(r["tool"], r["action"]) for r in audit]
    atlas = openkoi(["world", "tools", "mcp__demo__echo", "--json"], env, ws)
    assert atlas.returncode == 0 and "mcp__demo__echo" in atlas.stdout


def test_simulate_shows_an_mcp_call_without_making_it(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    vote = {"verdict": "APPROVE", "reason": "fine", "caveats": [], "confidence": 0.9}
    votes = {a: vote for a in ("guardian", "economist", "empath", "scholar", "strategist")}
    plan = {"summary": "Write a note", "steps": ["note"], "files": [],
            "tools": ["mcp__demo__note"], "estimated_iterations": 1}
    futures = {"futures": [{"name": "Write it", "consequences": ["a note"], "risk": "low"},
                           {"name": "Skip it", "consequences": ["no note"], "risk": "low"}],
               "recommendation": "Write it", "champion": "strategist", "dissent": ""}
    with FakeServer(text(votes), text(plan), call("c1", "mcp__demo__note", text="hello"),
                    text("I would write the note."), text(futures)) as srv:
        env = home(tmp_path, srv.url)
        add_demo(env, ws, "demo", "--effect", "workspace")
        done = openkoi(["think", "-m", "fake/scripted", "--simulate", "--json", "--quiet",
                        "Write hello into a note with the note tool"], env, ws)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [(a["tool"], a["ok"]) for a in result["actions"]] == [("mcp__demo__note", True)]
    assert "(dry run) would call note on MCP server demo" in result["actions"][0]["output"]
    assert not (ws / "note.txt").exists()


def test_openkoi_as_an_mcp_server(tmp_path: Path) -> None:
    from mcp import Client, StdioServerParameters
    from mcp.client.stdio import stdio_client

    ws = tmp_path / "ws"
    ws.mkdir()
    plan = {"summary": "Answer", "steps": ["answer"], "files": [], "tools": [],
            "estimated_iterations": 1}
    with FakeServer(text(plan), text("Paris is the capital of France."), text(JUDGE)) as srv:
        env = home(tmp_path, srv.url) | {"OPENKOI_MODEL": "fake/scripted"}

        async def main() -> tuple[list[str], dict, dict, list, object]:
            params = StdioServerParameters(command=sys.executable,
                                           args=["-m", "openkoi", "mcp", "serve"], env=env,
                                           cwd=str(ws))
            with (tmp_path / "serve.err").open("w") as err:
                async with Client(stdio_client(params, errlog=err)) as client:
                    names = [t.name for t in (await client.list_tools()).tools]
                    ran = await client.call_tool("run_task", {
                        "task": "What is the capital of France?", "iterations": 1})
                    run = ran.structured_content or {}
                    status = await client.call_tool("task_status", {})
                    recalled = await client.call_tool("recall", {"task": "capital of France"})
                    missing = await client.call_tool("task_status", {"task_id": "nope"})
                    return (names, run, status.structured_content or {},
                            recalled.content, missing)

        names, run, status, recalled, missing = asyncio.run(main())
    assert sorted(names) == ["recall", "run_task", "task_status", "think"]
    result = run.get("result", run)
    assert result["status"] in ("done", "unverified", "below_threshold"), result
    assert "Paris" in result["answer"] and result["task_id"]
    stored = status.get("result", status)
    assert stored["id"] == result["task_id"] and stored["status"] == result["status"]
    assert isinstance(recalled, list)
    assert missing.is_error and "nope" in missing.content[0].text
    shutil.rmtree(ws)
