"""`openkoi task ...` and `openkoi session ...` run as a real CLI in a subprocess."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
import time
from pathlib import Path

import pytest

from openkoi import events, records
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store


def cli_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and not k.endswith(("_API_KEY", "_TOKEN"))}
    env.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(home))
    return env


def openkoi(home: Path, *args: str, stdin: str | None = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "openkoi", *args], input=stdin,
                          capture_output=True, text=True, env=cli_env(home), timeout=60)


def record_task(store: Store, description: str, *, session_id: str | None = None,
                answer_lines: int = 2) -> str:
    session_id = session_id or store.create_session("task", title=description)
    tid = store.create_task(session_id, description, model="scripted/fake", workspace="/ws")
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    bus.emit(tid, events.PLAN, records.Plan(summary="plan it", steps=["edit", "test"]))
    bus.emit(tid, events.TOOL_CALL, records.ToolCall(id="c1", name="shell",
                                                     arguments={"command": "pytest -q"}).to_dict()
             | {"iteration": 1})
    bus.emit(tid, events.TOOL_RESULT, records.ToolResult(call_id="c1", name="shell",
                                                         output="1 passed").to_dict()
             | {"iteration": 1})
    bus.emit(tid, events.COST, {"model": "scripted/fake", "input_tokens": 1200,
                                "output_tokens": 300, "cost_usd": 0.0125})
    bus.emit(tid, events.EVALUATION, records.Evaluation(
        score=0.85, dimensions={"correctness": 0.85}, findings=[records.Finding(
            severity="minor", dimension="style", message="long line", location="app.py:9",
            fix="wrap it").to_dict()]))
    bus.emit(tid, events.ITERATION, records.Iteration(number=1, score=0.85,
                                                      files_changed=["app.py"]))
    answer = "\n".join(f"answer line {n}" for n in range(1, answer_lines + 1))
    store.finish_task(tid, records.TaskOutcome(
        status="done", score=0.85, best_iteration=1, iterations=1, files_changed=["app.py"],
        answer=answer, stop_reason="threshold met"))
    return tid


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "okhome"


@pytest.fixture
def populated(home: Path) -> dict[str, str]:
    with Store.open(Paths.from_env({"OPENKOI_HOME": str(home)})) as store:
        first = record_task(store, "add a greeting")
        second = record_task(store, "fix the failing test", answer_lines=25)
        chat = store.create_session("chat", title="questions about the repo")
        third = record_task(store, "explain the module", session_id=chat)
        return {"first": first, "second": second, "third": third, "chat": chat,
                "first_session": store.get_task(first).session_id}


def test_empty_home_lists_nothing_friendly(home: Path) -> None:
    for args, expected in ((["task", "list"], "no tasks yet"),
                           (["session", "list"], "no sessions yet"),
                           (["task"], "no tasks yet")):
        result = openkoi(home, *args)
        assert result.returncode == 0, result.stderr
        assert expected in result.stdout
    for args in (["task", "list", "--json"], ["session", "list", "--json"]):
        assert json.loads(openkoi(home, *args).stdout) == []


def test_task_list_columns_filters_and_json(home: Path, populated: dict[str, str]) -> None:
    result = openkoi(home, "task", "list")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["ID", "STATUS", "SCORE", "ITER", "COST", "STARTED", "TASK"]
    assert [line.split()[0] for line in lines[1:]] == [
        populated["third"], populated["second"], populated["first"]]
    assert len({line.index("done") for line in lines[1:]}) == 1  # aligned columns
    assert "0.85" in lines[1] and "$0.0125" in lines[1] and "explain the module" in lines[1]

    limited = openkoi(home, "task", "list", "--limit", "1").stdout.splitlines()
    assert len(limited) == 2 and populated["third"] in limited[1]

    by_session = openkoi(home, "task", "list", "--session", populated["chat"][:6])
    assert [line.split()[0] for line in by_session.stdout.splitlines()[1:]] == [
        populated["third"]]

    data = json.loads(openkoi(home, "task", "list", "--json").stdout)
    assert [t["id"] for t in data] == [populated["third"], populated["second"],
                                       populated["first"]]
    assert data[0]["status"] == "done" and data[0]["input_tokens"] == 1200

    bad = openkoi(home, "task", "list", "--limit", "0")
    assert bad.returncode == 2 and "--limit" in bad.stderr


def test_task_show_details_and_preview(home: Path, populated: dict[str, str]) -> None:
    tid = populated["second"]
    result = openkoi(home, "task", "show", tid[:7])
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for expected in (f"task         {tid}", "status       done (threshold met)",
                     "score        0.85 (best iteration 1 of 1)", "model        scripted/fake",
                     "tokens       1,200 in / 300 out", "cost         $0.0125",
                     "iterations", "1  0.85   app.py",
                     "[minor] style: long line (app.py:9) -> wrap it",
                     "answer line 1", "answer line 10",
                     f"... 15 more lines: openkoi task replay {tid}", "files changed\n  app.py"):
        assert expected in out, expected
    assert "answer line 11" not in out

    data = json.loads(openkoi(home, "task", "show", tid, "--json").stdout)
    assert data["id"] == tid and data["iterations"] == [
        {"number": 1, "score": 0.85, "files_changed": ["app.py"], "usage": {}}]
    assert data["findings"][0]["fix"] == "wrap it"
    assert data["session"]["kind"] == "task" and data["session"]["task_count"] == 1
    assert data["session"]["id"] == data["session_id"] != populated["first_session"]
    assert Path(data["transcript"]).exists()


def test_unknown_and_ambiguous_ids_exit_2(home: Path, populated: dict[str, str]) -> None:
    missing = openkoi(home, "task", "show", "fffffffffffff")
    assert missing.returncode == 2 and "no task matches" in missing.stderr
    assert missing.stdout == ""
    for args in (["task", "replay", "nothex"], ["session", "show", "0000000000000"],
                 ["session", "delete", "0000000000000", "--yes"],
                 ["task", "list", "--session", "0000000000000"]):
        result = openkoi(home, *args)
        assert result.returncode == 2, (args, result.stderr)
        assert result.stderr.startswith("error: no ")
    with Store.open(Paths.from_env({"OPENKOI_HOME": str(home)})) as store, \
            store.db.transaction() as conn:
        for suffix in ("1", "2"):
            conn.execute("INSERT INTO tasks (id, session_id, description, started_at, status)"
                         " VALUES (?, ?, 'twin', ?, 'done')",
                         ("abcabcabcab" + suffix, populated["chat"], time.time()))
    ambiguous = openkoi(home, "task", "show", "abcabc")
    assert ambiguous.returncode == 2
    assert "abcabcabcab1" in ambiguous.stderr and "abcabcabcab2" in ambiguous.stderr


def test_task_replay_prints_the_transcript_and_regenerates_it(
        home: Path, populated: dict[str, str]) -> None:
    tid, sid = populated["first"], populated["first_session"]
    path = home / "data" / "sessions" / sid / f"{tid}.md"
    result = openkoi(home, "task", "replay", tid[:8])
    assert result.returncode == 0, result.stderr
    assert result.stdout == path.read_text()
    assert result.stdout.startswith("# add a greeting\n")
    assert "- `shell` command=pytest -q -> ok" in result.stdout
    path.unlink()
    again = openkoi(home, "task", "replay", tid)
    assert again.returncode == 0 and again.stdout == result.stdout and path.exists()


def test_session_list_and_show(home: Path, populated: dict[str, str]) -> None:
    result = openkoi(home, "session", "list")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["ID", "KIND", "STATUS", "TASKS", "COST", "UPDATED", "TITLE"]
    chat_line = next(line for line in lines if line.startswith(populated["chat"]))
    assert "chat" in chat_line and "active" in chat_line and "questions about" in chat_line
    task_line = next(line for line in lines if line.startswith(populated["first_session"]))
    assert "ended" in task_line
    data = json.loads(openkoi(home, "session", "list", "--json").stdout)
    assert {s["id"] for s in data} >= {populated["chat"], populated["first_session"]}

    shown = openkoi(home, "session", "show", populated["chat"][:5])
    assert shown.returncode == 0, shown.stderr
    assert f"session  {populated['chat']}" in shown.stdout
    assert "kind     chat" in shown.stdout and populated["third"] in shown.stdout
    shown_json = json.loads(openkoi(home, "session", "show", populated["chat"],
                                    "--json").stdout)
    assert [t["id"] for t in shown_json["tasks"]] == [populated["third"]]


def test_session_delete_needs_yes_without_a_terminal(home: Path,
                                                     populated: dict[str, str]) -> None:
    sid = populated["first_session"]
    refused = openkoi(home, "session", "delete", sid)
    assert refused.returncode == 2
    assert "stdin is not a terminal" in refused.stderr and "--yes" in refused.stderr
    assert (home / "data" / "sessions" / sid).exists()
    done = openkoi(home, "session", "delete", sid[:6], "--yes")
    assert done.returncode == 0, done.stderr
    assert f"deleted session {sid} (1 task(s))" in done.stdout
    assert not (home / "data" / "sessions" / sid).exists()
    assert openkoi(home, "task", "show", populated["first"]).returncode == 2
    assert openkoi(home, "session", "show", sid).returncode == 2


def _delete_on_a_terminal(home: Path, sid: str, answer: bytes) -> tuple[int, str]:
    main, secondary = pty.openpty()
    try:
        proc = subprocess.Popen([sys.executable, "-m", "openkoi", "session", "delete", sid],
                                stdin=secondary, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=cli_env(home))
        os.write(main, answer)
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(main)
        os.close(secondary)
    return proc.returncode, (out + err).decode()


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_session_delete_asks_on_a_terminal(home: Path, populated: dict[str, str]) -> None:
    sid = populated["first_session"]
    code, text = _delete_on_a_terminal(home, sid, b"n\n")
    assert code == 0 and "[y/N]" in text and f"kept session {sid}" in text
    assert (home / "data" / "sessions" / sid).exists()
    code, text = _delete_on_a_terminal(home, sid, b"y\n")
    assert code == 0 and f"deleted session {sid}" in text
    assert not (home / "data" / "sessions" / sid).exists()
