"""Trust levels through the real CLI: `openkoi "task"` with shell at suggest / autonomous."""

from __future__ import annotations

import json
import os
from pathlib import Path

from cli_support import openkoi, text
from fake_servers import FakeServer, Reply, openai_tool_calls

PLAN = {"summary": "Make a marker", "steps": ["touch marker"], "files": ["marker"],
        "tools": ["run_shell"], "estimated_iterations": 1}
JUDGE_OK = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def shell(call_id: str, command: str) -> Reply:
    return Reply(sse=openai_tool_calls([(call_id, "run_shell",
                                         json.dumps({"command": command}))]))


def setup(tmp_path: Path, url: str) -> tuple[dict[str, str], Path]:
    home, ws = tmp_path / "home", tmp_path / "ws"
    home.mkdir(parents=True)
    ws.mkdir()
    (home / "config.toml").write_text(
        f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env, ws


def test_suggest_keeps_the_command_from_running(tmp_path: Path) -> None:
    with FakeServer(text(PLAN), shell("c1", "touch marker"), text("I propose: touch marker"),
                    text(JUDGE_OK)) as srv:
        env, ws = setup(tmp_path, srv.url)
        assert openkoi(["trust", "grant", "shell", "suggest"], env, ws).returncode == 0
        done = openkoi(["-m", "fake/scripted", "-i", "1", "make a marker file"], env, ws)
    assert not (ws / "marker").exists(), done.stderr
    tool_message = json.dumps(srv.requests[2].body)
    assert "trust for shell is 'suggest'" in tool_message
    audit = openkoi(["trust", "audit", "shell"], env, ws)
    assert "suggested (not run)" in audit.stdout and "touch marker" in audit.stdout


def test_autonomous_runs_and_is_audited(tmp_path: Path) -> None:
    with FakeServer(text(PLAN), shell("c1", "touch marker"), text("Done."),
                    text(JUDGE_OK)) as srv:
        env, ws = setup(tmp_path, srv.url)
        assert openkoi(["trust", "grant", "shell", "autonomous"], env, ws).returncode == 0
        done = openkoi(["-m", "fake/scripted", "-i", "1", "--json", "make a marker file"],
                       env, ws)
    assert (ws / "marker").exists(), done.stderr
    records = json.loads(openkoi(["trust", "audit", "--json"], env, ws).stdout)
    assert [r["action"] for r in records] == ["ran autonomously"]
    assert records[0]["task_id"] == json.loads(done.stdout)["task_id"]


def test_autonomous_is_silent_where_act_reports(tmp_path: Path) -> None:
    lines = {}
    for level in ("act", "autonomous"):
        with FakeServer(text(PLAN), shell("c1", "touch marker"), text("Done."),
                        text(JUDGE_OK)) as srv:
            env, ws = setup(tmp_path / level, srv.url)
            assert openkoi(["trust", "grant", "shell", level], env, ws).returncode == 0
            done = openkoi(["-m", "fake/scripted", "-i", "1", "make a marker file"], env, ws)
        assert (ws / "marker").exists(), done.stderr
        lines[level] = [ln for ln in done.stderr.splitlines() if ln.startswith("[EXEC]")]
    assert lines["act"] == ["[EXEC] run_shell `touch marker`"]
    assert lines["autonomous"] == []  # done silently; the audit log has it (test above)
