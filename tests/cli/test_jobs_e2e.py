"""Background jobs end to end: the real CLI, the official openai SDK against a scripted fake
server. The task's model starts a long command with run_background and ends its turn; the
job outlives the task (and the CLI); `openkoi jobs list|show|log|cancel` see and stop it.
Tasks sent with `openkoi run --background` go to the daemon (tests/server)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from cli_support import openkoi, setup_home, text
from fake_servers import FakeServer, Reply, openai_tool_calls

PLAN = {"summary": "Start the slow suite", "steps": ["run it in the background"], "files": [],
        "tools": ["run_background"], "estimated_iterations": 1}
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
SLOW = "echo suite started; sleep 60"


def background(command: str) -> Reply:
    return Reply(sse=openai_tool_calls([("b1", "run_background",
                                         json.dumps({"command": command}))]))


def test_a_job_started_by_the_model_outlives_the_task_and_can_be_cancelled(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(PLAN), background(SLOW), text("The suite runs in the background."),
                    text("It keeps running; see openkoi jobs."), text(JUDGE),
                    text(JUDGE), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "-i", "1", "--json",
                        "Start the slow test suite in the background"], env, ws)
        assert done.returncode in (0, 1, 10), done.stderr
        task_id = json.loads(done.stdout)["task_id"]
        # the model was reminded once that its job still ran
        reminded = [m for r in srv.requests if isinstance(r.body, dict)
                    for m in r.body.get("messages", [])
                    if m.get("role") == "user" and "still run" in str(m.get("content"))]
        assert reminded

    listed = json.loads(openkoi(["jobs", "list", "--json"], env, ws).stdout)
    (job,) = [r for r in listed if r["kind"] == "command"]
    assert job["state"] == "running" and job["what"] == SLOW  # the CLI has exited
    shown = json.loads(openkoi(["jobs", "show", job["id"][:5], "--json"], env, ws).stdout)
    assert shown["task_id"] == task_id and shown["cwd"] == str(ws.resolve())
    deadline = time.monotonic() + 20
    while "suite started" not in openkoi(["jobs", "log", job["id"]], env, ws).stdout:
        assert time.monotonic() < deadline, "no output in the job's log"
        time.sleep(0.2)
    cancelled = openkoi(["jobs", "cancel", job["id"]], env, ws)
    assert cancelled.returncode == 0 and f"job {job['id']}: cancelled" in cancelled.stdout
    again = openkoi(["jobs", "cancel", job["id"]], env, ws)
    assert "has already ended (cancelled)" in again.stdout
    table = openkoi(["jobs"], env, ws).stdout
    assert job["id"] in table and "cancelled" in table and "command" in table


def test_unknown_job_and_background_without_daemon_are_usage_errors(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    assert openkoi(["jobs"], env, ws).stdout.strip() == "no background jobs"
    missing = openkoi(["jobs", "show", "abc123"], env, ws)
    assert missing.returncode == 2 and "no background job 'abc123'" in missing.stderr
    assert "Traceback" not in missing.stderr
    alone = openkoi(["run", "--background", "write result.txt"], env, ws)
    assert alone.returncode == 2 and "the daemon, which is not running" in alone.stderr
    assert "openkoi daemon start" in alone.stderr
    local = openkoi(["run", "--background", "--agents", "x.toml", "write it"], env, ws)
    assert local.returncode == 2 and "--agents does not go with --background" in local.stderr
