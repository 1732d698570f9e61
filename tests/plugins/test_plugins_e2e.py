"""A task through the real CLI (the scripted model on a fake server) that calls a WebAssembly
tool and fires a script's hooks: the transcript, the events, the trust audit, the Tool Atlas
and `openkoi plugins` all record them."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from cli_support import openkoi, setup_home, text
from fake_servers import FakeServer, Reply, openai_tool_calls

from openkoi.tools.ext import manifest

EXAMPLE = Path(manifest.__file__).parent / "examples" / "wordcount"
PLAN = {"summary": "Count the words of the note", "steps": ["count"], "files": [],
        "tools": ["word_count"], "estimated_iterations": 1}
JUDGE = {"scores": {"correctness": 9, "completeness": 9, "clarity": 9}, "findings": []}
NOTES_LUA = """
calls = 0
function before_tool(ev)
  calls = calls + 1
  if ev.name == "run_shell" then return {veto = "no shell in this project"} end
end
function after_evaluation(ev)
  return {findings = {{severity = "info", message = "counted by a plugin"}},
          dimension = {name = "care", score = 0.9}}
end
function task_end(ev) return {notify = "task " .. ev.status .. " after " .. calls .. " calls"} end
"""


def call(call_id: str, name: str, **args: str) -> Reply:
    return Reply(sse=openai_tool_calls([(call_id, name, json.dumps(args))]))


def install(tmp_path: Path, env: dict[str, str], ws: Path) -> None:
    # the example, as a user adds it; a copy whose tool is audited (effect external)
    added = openkoi(["plugins", "add", str(EXAMPLE), "--json"], env, ws)
    assert added.returncode == 0, added.stderr
    assert json.loads(added.stdout)["kind"] == "wasm"
    audited = tmp_path / "wc"
    shutil.copytree(EXAMPLE, audited)
    toml = (audited / "plugin.toml").read_text().replace('name = "wordcount"', 'name = "wc"')
    toml = toml.replace('name = "word_count"',
                        'name = "word_count_audited"\nexport = "word_count"')
    (audited / "plugin.toml").write_text(toml.replace('input = "text"',
                                                      'input = "text"\neffect = "external"'))
    assert openkoi(["plugins", "add", str(audited)], env, ws).returncode == 0
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "notes.lua").write_text(NOTES_LUA)
    (notes / "plugin.toml").write_text('name = "notes"\nversion = "0.1"\nscript = "notes.lua"\n'
                                       'hooks = ["before_tool", "after_evaluation", "task_end"]\n')
    assert openkoi(["plugins", "add", str(notes)], env, ws).returncode == 0


def test_a_task_calls_a_wasm_tool_and_fires_script_hooks(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(PLAN), call("c1", "word_count", text="one two three\nfour\n"),
                    call("c2", "word_count_audited", text="a b"),
                    call("c3", "run_shell", command="wc -w note.txt"),
                    text("The note has 4 words."), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        install(tmp_path, env, ws)
        assert openkoi(["trust", "grant", "plugins", "autonomous"], env, ws).returncode == 0
        done = openkoi(["-m", "fake/scripted", "-i", "1", "--json",
                        "How many words are in this note: one two three four?"], env, ws)
    assert done.returncode in (0, 1, 10), done.stderr
    task_id = json.loads(done.stdout)["task_id"]
    # what the model read back: the plugin's output, and the script's veto
    tool_messages = json.dumps(srv.requests[3].body) + json.dumps(srv.requests[4].body)
    assert "lines=2 words=4 bytes=19" in tool_messages
    assert "vetoed by plugin notes: no shell in this project" in tool_messages
    # events
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = [(k, json.loads(d)) for k, d in db.execute(
        "SELECT kind, data FROM events WHERE task_id = ? ORDER BY seq", (task_id,))]
    results = {d["name"]: d for k, d in rows if k == "tool.result"}
    assert results["word_count"]["ok"] and results["word_count"]["output"] == \
        "lines=2 words=4 bytes=19"
    assert not results["run_shell"]["ok"]
    hooks = [(d["plugin"], d["hook"], d["ok"]) for k, d in rows if k == "hook"]
    assert ("notes", "before_tool", True) in hooks and ("notes", "task_end", True) in hooks
    evaluation = next(d for k, d in rows if k == "evaluation")
    assert evaluation["dimensions"]["notes:care"] == 0.9
    notices = [d["message"] for k, d in rows if k == "notice"]
    assert "plugin notes: task " in " ".join(notices) and "after 3 calls" in " ".join(notices)
    # transcript
    replay = openkoi(["task", "replay", task_id], env, ws)
    assert "word_count" in replay.stdout and "no shell in this project" in replay.stdout
    assert "hook task_end (plugin notes)" in replay.stdout
    # trust audit (the external-effect copy, at autonomous)
    audit = json.loads(openkoi(["trust", "audit", "--json"], env, ws).stdout)
    assert [(r["tool"], r["action"]) for r in audit] == [("word_count_audited",
                                                          "ran autonomously")]
    # Tool Atlas
    atlas = openkoi(["world", "tools", "word_count", "--json"], env, ws)
    assert atlas.returncode == 0 and '"word_count"' in atlas.stdout
    # openkoi plugins: kind, what each registered, calls and failures
    listed = {p["name"]: p for p in json.loads(
        openkoi(["plugins", "list", "--json"], env, ws).stdout)["plugins"]}
    assert listed["wordcount"]["kind"] == "wasm"
    assert listed["wordcount"]["registered"] == {"tools": ["word_count"]}
    assert listed["wordcount"]["usage"]["calls"] == 1
    assert listed["notes"]["kind"] == "script"
    assert listed["notes"]["registered"]["hooks"] == ["before_tool", "after_evaluation",
                                                      "task_end"]
    assert listed["notes"]["usage"]["calls"] >= 5 and listed["notes"]["usage"]["failures"] == 0


def test_enable_disable_info_and_bad_input(tmp_path: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    ws = tmp_path / "ws"
    ws.mkdir()
    assert openkoi(["plugins", "add", str(EXAMPLE)], env, ws).returncode == 0
    again = openkoi(["plugins", "add", str(EXAMPLE)], env, ws)
    assert again.returncode == 2 and "already installed" in again.stderr
    info = openkoi(["plugins", "info", "wordcount"], env, ws)
    assert "limits: fuel=10000000" in info.stdout and "network: never" in info.stdout
    off = openkoi(["plugins", "disable", "wordcount"], env, ws)
    assert off.returncode == 0 and "wordcount disabled" in off.stdout
    listed = openkoi(["plugins", "--json"], env, ws)
    row = next(p for p in json.loads(listed.stdout)["plugins"] if p["name"] == "wordcount")
    assert row["enabled"] is False and row["registered"] == {}
    assert openkoi(["plugins", "enable", "wordcount"], env, ws).returncode == 0
    unknown = openkoi(["plugins", "info", "wordcont"], env, ws)
    assert unknown.returncode == 2 and "did you mean 'wordcount'" in unknown.stderr
    builtin = openkoi(["plugins", "disable", "openkoi.tools.plugin"], env, ws)
    assert builtin.returncode == 2 and "built into openkoi" in builtin.stderr
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "plugin.toml").write_text('name = "broken"\nmodule = "m.wat"\n')
    bad = openkoi(["plugins", "add", str(broken)], env, ws)
    assert bad.returncode == 3 and "m.wat is missing" in bad.stderr
    assert "Traceback" not in bad.stderr
    # a plugin folder that does not load is listed with why, and the rest still works
    shutil.copytree(broken, Path(env["OPENKOI_HOME"]) / "plugins" / "broken")
    listed = json.loads(openkoi(["plugins", "--json"], env, ws).stdout)["plugins"]
    row = next(p for p in listed if p["name"] == "broken")
    assert "m.wat is missing" in row["error"]
