"""`openkoi "task"` end to end: the real CLI in a subprocess, OPENKOI_HOME in a temp dir,
the official openai SDK talking to a scripted fake server on 127.0.0.1."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer, Reply, openai_error, openai_text

PLAN = {"summary": "Write add() and its test", "steps": ["write calc.py", "write the test"],
        "files": ["calc.py", "test_calc.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE_OK = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d


def test_a_task_runs_end_to_end_and_is_recorded(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(PLAN), write("c1", "calc.py", GOOD), write("c2", "test_calc.py", TESTS),
                    text("Wrote calc.py with add() and a passing test."), text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "Write add(a, b) in calc.py with a test"],
                       env, ws)
    assert done.returncode == 0, done.stderr
    assert (ws / "calc.py").read_text() == GOOD
    assert "[PLAN] Write add() and its test" in done.stderr
    assert "[EXEC] write_file calc.py" in done.stderr
    assert "[EVAL]" in done.stderr and "tests=1.00" in done.stderr
    assert "✓ Done. 1 iteration. 2 files changed." in done.stderr
    assert "Wrote calc.py" in done.stdout and "changed: calc.py" in done.stdout
    # the model got the tools natively and the judge saw the real diff
    assert srv.requests[1].body["tools"][0]["function"]["name"]
    assert "+def add(a, b):" in json.dumps(srv.requests[4].body)

    listed = openkoi(["task", "list", "--json"], env, ws)
    task = json.loads(listed.stdout)[0]
    assert task["status"] == "done" and task["score"] >= 0.8
    replay = openkoi(["task", "replay", task["id"][:6]], env, ws)
    assert replay.returncode == 0 and "write_file" in replay.stdout
    home = Path(env["OPENKOI_HOME"])
    assert json.loads((home / "state" / "last-task.json").read_text())["status"] == "done"
    assert (home / "state" / "task-history.jsonl").read_text().count("\n") == 1
    assert list((home / "data" / "sessions").glob("*/*.md"))


def test_json_quiet_and_stdin_context(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(PLAN), write("c1", "calc.py", GOOD), write("c2", "test_calc.py", TESTS),
                    text("done"), text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "--quiet", "--json", "-i", "1",
                        "Write add as described"], env, ws, stdin=None,
                       input="add must return the sum of a and b")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result = json.loads(done.stdout)
    assert result["status"] == "done" and result["model"] == "fake/scripted"
    assert sorted(result["files_changed"]) == ["calc.py", "test_calc.py"]
    assert "add must return the sum" in json.dumps(srv.requests[0].body)


def test_below_threshold_exits_1_and_keeps_the_best(tmp_path: Path, ws: Path) -> None:
    low = {"scores": {"correctness": 4, "safety": 4, "style": 4}, "findings": [
        {"severity": "major", "dimension": "style", "message": "no docstring",
         "location": "calc.py:1", "fix": "add one"}]}
    with FakeServer(text(PLAN), write("c1", "calc.py", GOOD), text("v1"), text(low),
                    write("c2", "calc.py", GOOD + "# worse\n"), text("v2"),
                    text({"scores": {"correctness": 1, "safety": 1, "style": 1},
                          "findings": []})) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "-i", "3", "Write add"], env, ws)
    assert done.returncode == 1
    assert "regressed" in done.stderr and "[KEEP] restored the files of iteration 1" in done.stderr
    assert (ws / "calc.py").read_text() == GOOD
    assert "no docstring" in json.dumps(srv.requests[4].body)  # the feedback reached the model


def test_unknown_model_suggests_and_exits_4(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    done = openkoi(["-m", "fake/scriptd", "do it"], env, ws)
    assert done.returncode == 4
    assert done.stderr.count("\n") == 1 and "scripted" in done.stderr
    assert "Traceback" not in done.stderr


def test_missing_key_is_one_line_exit_4(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    env.pop("ANTHROPIC_API_KEY", None)
    done = openkoi(["-m", "anthropic/claude-opus-4-5", "do it"], env, ws)
    assert done.returncode == 4
    assert "ANTHROPIC_API_KEY" in done.stderr and done.stderr.count("\n") == 1


def test_corrupt_config_is_one_line_exit_3(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    Path(env["OPENKOI_HOME"], "config.toml").write_text("model = [unclosed\n")
    done = openkoi(["status"], env, ws)
    run = openkoi(["do something"], env, ws)
    assert run.returncode == 3 and run.stderr.startswith("error: ") and "config.toml" in run.stderr
    assert run.stderr.count("\n") == 1
    # status still shows everything, the broken config included, and fails (issue 11)
    assert done.returncode == 3 and "unavailable" in done.stdout


def test_dead_provider_fails_cleanly_and_is_recorded(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")  # nothing listens on port 9
    done = openkoi(["-m", "fake/scripted", "do it"], env, ws)
    assert done.returncode == 5, done.stderr
    assert "Traceback" not in done.stderr
    listed = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert listed[0]["status"] == "failed"


def test_unparseable_plan_exits_6(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text("sure!"), text("{"), text("[1, 2]")) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "do it"], env, ws)
    assert done.returncode == 6, done.stderr
    assert list(ws.iterdir()) == []


def test_rate_limit_is_retried_after_the_servers_delay(tmp_path: Path, ws: Path) -> None:
    with FakeServer(openai_error(429, "slow down", headers={"Retry-After": "0"}), text(PLAN),
                    write("c1", "calc.py", GOOD), write("c2", "test_calc.py", TESTS),
                    text("done"), text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "Write add"], env, ws)
    assert done.returncode == 0, done.stderr
    assert len(srv.requests) == 6


def _waiting_run(env: dict[str, str], ws: Path, srv: FakeServer) -> subprocess.Popen[str]:
    """openkoi started on a task, once its second model call is waiting on the server."""
    proc = subprocess.Popen([sys.executable, "-m", "openkoi", "-m", "fake/scripted", "x y"],
                            env=env, cwd=ws, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 30
    while len(srv.requests) < 2 and time.time() < deadline:
        time.sleep(0.1)
    return proc


def test_killed_run_is_marked_interrupted(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(PLAN), Reply(delay=30, sse=openai_text(["late"]))) as srv:
        env = setup_home(tmp_path, srv.url)
        proc = _waiting_run(env, ws, srv)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == 130, err
        listed = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
        assert listed[0]["status"] == "interrupted"

        proc = subprocess.Popen([sys.executable, "-m", "openkoi", "-m", "fake/scripted", "x y"],
                                env=env, cwd=ws, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        srv.push(text(PLAN), Reply(delay=30, sse=openai_text(["late"])))
        deadline = time.time() + 30
        while len(srv.requests) < 4 and time.time() < deadline:
            time.sleep(0.1)
        proc.kill()  # SIGKILL: no chance to clean up
        proc.communicate(timeout=30)
    listed = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert [t["status"] for t in listed[:2]] == ["interrupted", "interrupted"]


def test_a_second_term_signal_does_not_break_the_cleanup(tmp_path: Path, ws: Path) -> None:
    """`timeout` sends TERM to openkoi and then to its process group: two signals at once.
    The run still ends interrupted, exit 130, without a traceback."""
    with FakeServer(text(PLAN), Reply(delay=30, sse=openai_text(["late"]))) as srv:
        env = setup_home(tmp_path, srv.url)
        proc = _waiting_run(env, ws, srv)
        proc.send_signal(signal.SIGTERM)
        time.sleep(0.02)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "never retrieved" not in err, err
    listed = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert listed[0]["status"] == "interrupted"


@pytest.mark.parametrize("args", [["-i", "-3"], ["--quality", "2"], ["--max-steps", "0"],
                                  ["-C", "/proc/nope"]])
def test_bad_flags_are_usage_errors(tmp_path: Path, ws: Path, args: list[str]) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    done = openkoi([*args, "do it"], env, ws)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith("error: ")
