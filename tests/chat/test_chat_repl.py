"""`openkoi chat` end to end: the real CLI in a subprocess, messages and slash commands on
piped stdin, a scripted OpenAI-compatible server on 127.0.0.1 as the model."""

from __future__ import annotations

import json
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from cli_support import openkoi, setup_home, text
from fake_servers import FakeServer, Reply, openai_text

PLAN = {"summary": "Answer the question", "steps": ["answer it"], "files": [], "tools": [],
        "estimated_iterations": 1}
# scores for every dimension the evaluator skills ask (extra ones are ignored)
JUDGE = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9, "safety": 10,
                    "style": 9}, "findings": []}
Q1, A1 = "What is the capital of France?", "The capital of France is Paris."
Q2, A2 = "How many people live there?", "About 2.1 million people live in Paris."


def turn(answer: str) -> list[Reply]:
    """The three model calls of a one-pass turn: plan, answer, judge."""
    return [text(PLAN), text(answer), text(JUDGE)]


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d


def chat(args: list[str], lines: list[str], env: dict[str, str],
         ws: Path) -> subprocess.CompletedProcess[str]:
    return openkoi(["chat", *args], env, ws, stdin=None, input="".join(f"{x}\n" for x in lines))


def bodies(srv: FakeServer) -> list[str]:
    return [json.dumps(r.body) for r in srv.requests if r.method == "POST"]


def test_two_turns_in_one_session_with_context_and_slash_commands(tmp_path: Path,
                                                                    ws: Path) -> None:
    with FakeServer(*turn(A1), *turn(A2)) as srv:
        env = setup_home(tmp_path, srv.url)
        config = Path(env["OPENKOI_HOME"], "config.toml")
        config.write_text(config.read_text().replace('["scripted"]', '["scripted", "other"]'))
        done = chat(["-m", "fake/scripted"], [
            "/status", Q1, "/model fake/nope", "/model", "/model fake/other", "/iterate 1",
            "/iterate x", "/quality 2", Q2, "/history", "/cost", "/frobnicate", "/quit",
            "this line is never read"], env, ws)
        sent = bodies(srv)
        models = [r.body["model"] for r in srv.requests if r.method == "POST"]
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Traceback" not in done.stderr + out
    # /status before the first message: nothing stored yet, the model and defaults
    assert "session    not stored yet" in out and "model      fake/scripted" in out
    assert "up to 3 iterations, quality 0.80" in out
    # both answers on stdout, progress on stderr
    assert A1 in out and A2 in out
    assert done.stderr.count("[PLAN] Answer the question") == 2
    # answers only a model judged: unverified, never "✓ Done"
    assert done.stderr.count("? Unverified: only a model judged it") == 2
    assert "✓ Done" not in done.stderr
    # a bad model name is one error line and the chat goes on with the old model
    assert "error: fake has no model 'nope'" in out
    assert "model: fake/scripted  (switch with" in out
    assert "model: fake/other for the next turns" in out
    assert models == ["scripted"] * 3 + ["other"] * 3  # the switch took effect at once
    assert "iterations: up to 1 for the next turns" in out
    assert "error: 'x' is not a whole number" in out
    assert "error: 2 is outside 0-1" in out
    assert "unknown command /frobnicate" in out
    # six model calls: three per turn, none for the slash commands
    assert len(sent) == 6
    # the second turn's prompts carry the first turn (question and answer); the first's not
    assert "earlier turns" not in sent[0]
    assert "earlier turns" in sent[3] and Q1 in sent[3] and A1 in sent[3]
    assert all(A1 in b for b in sent[3:5])  # the plan and the execute prompt
    # /history lists both turns with status and score; /cost sums them
    history = [ln for ln in out.splitlines() if ln.lstrip().startswith(("1.", "2."))]
    assert len(history) == 2 and "unverified" in history[0] and Q2 in history[1]
    assert "over 2 turns" in out

    tasks = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert len(tasks) == 2 and len({t["session_id"] for t in tasks}) == 1
    assert {t["status"] for t in tasks} == {"unverified"}
    assert [t["model"] for t in tasks] == ["fake/other", "fake/scripted"]
    assert tasks[0]["options"]["iterations"] == 1  # /iterate 1 applied to the second turn
    assert tasks[1]["options"]["iterations"] == 3
    session = json.loads(openkoi(["session", "list", "--json"], env, ws).stdout)
    assert len(session) == 1 and session[0]["kind"] == "chat"
    assert session[0]["status"] == "ended" and session[0]["title"] == Q1
    assert f"openkoi chat --resume {session[0]['id']}" in done.stderr


def test_resume_continues_the_session_with_its_turns_as_context(tmp_path: Path,
                                                                ws: Path) -> None:
    with FakeServer(*turn(A1), *turn(A2)) as srv:
        env = setup_home(tmp_path, srv.url)
        first = chat(["-m", "fake/scripted", "-i", "1"], [Q1], env, ws)  # ends at EOF
        assert first.returncode == 0, first.stderr
        sid = json.loads(openkoi(["session", "list", "--json"], env, ws).stdout)[0]["id"]
        again = chat(["--resume", sid[:5], "-m", "fake/scripted", "-i", "1"],
                     ["/history", Q2, "/status"], env, ws)
        sent = bodies(srv)
    assert again.returncode == 0, again.stderr
    assert f"resumed chat {sid} (1 earlier turn as context)" in again.stderr
    assert "1. unverified" in again.stdout and A2 in again.stdout
    assert f"session    {sid}  (resumed)" in again.stdout and "turns      2" in again.stdout
    assert Q1 in sent[3] and A1 in sent[3]  # the resumed turn is the new turn's context
    sessions = json.loads(openkoi(["session", "list", "--json"], env, ws).stdout)
    assert [s["id"] for s in sessions] == [sid] and sessions[0]["task_count"] == 2


def test_resume_of_an_unknown_or_non_chat_session_is_a_usage_error(tmp_path: Path,
                                                                   ws: Path) -> None:
    with FakeServer(text(PLAN), text("done"), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        missing = chat(["--resume", "abc123", "-m", "fake/scripted"], ["hello"], env, ws)
        assert missing.returncode == 2
        assert missing.stderr.startswith("error: no session matches 'abc123'")
        assert missing.stderr.count("\n") == 1
        task = openkoi(["-m", "fake/scripted", "-i", "1", "answer a question"], env, ws)
        assert task.returncode == 10, task.stderr  # unverified: only a model judged it
        sid = json.loads(openkoi(["session", "list", "--json"], env, ws).stdout)[0]["id"]
        other = chat(["--resume", sid, "-m", "fake/scripted"], ["hello"], env, ws)
    assert other.returncode == 2 and "is a task session, not a chat" in other.stderr
    assert other.stderr.count("\n") == 1 and len(srv.requests) == 3
    # neither attempt left a chat session behind
    sessions = json.loads(openkoi(["session", "list", "--json"], env, ws).stdout)
    assert [s["kind"] for s in sessions] == ["task"]


def test_unknown_model_at_start_is_exit_4_and_stores_nothing(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    done = chat(["-m", "fake/scriptd"], ["hello"], env, ws)
    assert done.returncode == 4 and done.stderr.count("\n") == 1
    assert json.loads(openkoi(["session", "list", "--json"], env, ws).stdout) == []


def test_ctrl_c_stops_the_running_turn_and_the_chat_goes_on(tmp_path: Path, ws: Path) -> None:
    slow = Reply(sse=openai_text(["too late"]), delay=60)
    with FakeServer(text(PLAN), slow, *turn(A2)) as srv:
        env = setup_home(tmp_path, srv.url)
        out_file = tmp_path / "stdout.txt"
        with out_file.open("w") as out_fh:
            # a terminal's Ctrl-C: SIGINT at its default, even when the suite itself runs
            # as a background job (which starts with SIGINT ignored, inherited by children)
            proc = subprocess.Popen([sys.executable, "-m", "openkoi", "chat", "-m",
                                     "fake/scripted", "-i", "1"], env=env, cwd=ws,
                                    stdin=subprocess.PIPE, stdout=out_fh,
                                    stderr=subprocess.PIPE, text=True,
                                    preexec_fn=lambda: signal.signal(signal.SIGINT,
                                                                     signal.SIG_DFL))
        assert proc.stdin is not None and proc.stderr is not None
        seen: queue.Queue[str] = queue.Queue()
        err: list[str] = []

        def read() -> None:
            assert proc.stderr is not None
            for line in proc.stderr:
                err.append(line)
                seen.put(line)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()

        def wait_for(part: str) -> None:
            while True:
                try:
                    line = seen.get(timeout=30)
                except queue.Empty:
                    proc.kill()
                    pytest.fail(f"no {part!r} on stderr; got: {''.join(err)}")
                if part in line:
                    return

        try:
            proc.stdin.write(Q1 + "\n")
            proc.stdin.flush()
            wait_for("[PLAN]")
            deadline = time.monotonic() + 30
            while len(srv.requests) < 2 and time.monotonic() < deadline:
                time.sleep(0.05)  # until the turn waits for the slow answer
            proc.send_signal(signal.SIGINT)
            wait_for("turn interrupted")
            proc.stdin.write(Q2 + "\n/history\n/quit\n")
            proc.stdin.close()
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                pytest.fail("the chat did not end; stderr: " + "".join(err)
                            + "; stdout: " + out_file.read_text())
            reader.join(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
        out = out_file.read_text()
    assert proc.returncode == 0, "".join(err)
    assert "Traceback" not in "".join(err)
    assert "too late" not in out and A2 in out
    history = [ln for ln in out.splitlines() if ln.lstrip().startswith(("1.", "2."))]
    assert "interrupted" in history[0] and "unverified" in history[1]
    tasks = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert [t["status"] for t in tasks] == ["unverified", "interrupted"]
    assert tasks[1]["stop_reason"] == "interrupted by the user"
    assert len({t["session_id"] for t in tasks}) == 1
