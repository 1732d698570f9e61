from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from memory_helpers import run_task

from openkoi import records
from openkoi.config import Paths
from openkoi.errors import StorageError, UsageError
from openkoi.memory.store import SWEPT_REASON, Store


def test_open_creates_dirs_and_database(paths: Paths) -> None:
    with Store.open(paths):
        pass
    assert paths.db.exists() and paths.sessions.is_dir() and paths.state.is_dir()


def test_task_lifecycle_and_totals(store: Store) -> None:
    task_id = run_task(store)
    task = store.get_task(task_id)
    assert len(task_id) == 12 and int(task_id, 16) >= 0
    assert task.status == "done"
    assert task.score == 0.9 and task.best_iteration == 2 and task.iterations == 2
    assert task.files_changed == ["app.py"]
    assert task.options == {"iterations": 2}
    assert (task.input_tokens, task.output_tokens) == (300, 20)
    assert task.cost_usd == pytest.approx(0.02)
    assert task.pid == os.getpid() and task.ended_at is not None
    session = store.get_session(task.session_id)
    assert session.status == "ended" and session.task_count == 1
    assert session.cost_usd == pytest.approx(0.02)


def test_outcome_usage_overrides_recorded_totals(store: Store) -> None:
    sid = store.create_session()
    tid = store.create_task(sid, "x", model="m/m")
    store.finish_task(tid, records.TaskOutcome(
        status="failed", error="boom",
        usage={"input_tokens": 7, "output_tokens": 3, "cost_usd": 0.5, "calls": 1}))
    task = store.get_task(tid)
    assert (task.status, task.error, task.input_tokens, task.cost_usd) == ("failed", "boom", 7, 0.5)


def test_finish_rejects_unknown_status_and_unknown_task(store: Store) -> None:
    sid = store.create_session()
    tid = store.create_task(sid, "x")
    with pytest.raises(StorageError, match="status"):
        store.finish_task(tid, records.TaskOutcome(status="great"))
    with pytest.raises(StorageError, match="no task"):
        store.finish_task("000000000000", records.TaskOutcome())
    with pytest.raises(StorageError, match="no session"):
        store.create_task("ffffffffffff", "orphan")


def test_chat_session_stays_active_and_task_session_ends_only_when_all_done(
        store: Store) -> None:
    chat = store.create_session("chat", title="talk")
    run_task(store, session_id=chat)
    assert store.get_session(chat).status == "active"
    sid = store.create_session("task")
    first = store.create_task(sid, "one")
    second = store.create_task(sid, "two")
    store.finish_task(first, records.TaskOutcome(status="done"))
    assert store.get_session(sid).status == "active"
    store.finish_task(second, records.TaskOutcome(status="done"))
    assert store.get_session(sid).status == "ended"
    store.set_session_status(chat, "paused")
    assert store.get_session(chat).status == "paused"
    with pytest.raises(UsageError):
        store.set_session_status(chat, "sleeping")
    with pytest.raises(UsageError):
        store.create_session("meeting")


def test_prefix_matching(store: Store) -> None:
    sid = store.create_session()
    ids = ["abc111111111", "abc222222222", "def333333333"]
    with store.db.transaction() as conn:
        for i in ids:
            conn.execute("INSERT INTO tasks (id, session_id, description, started_at, pid)"
                         " VALUES (?, ?, ?, ?, ?)", (i, sid, f"task {i}", time.time(),
                                                     os.getpid()))
    assert store.get_task("def").id == "def333333333"
    assert store.get_task("ABC1").id == "abc111111111"
    assert store.get_task("abc222222222").id == "abc222222222"
    with pytest.raises(UsageError) as ambiguous:
        store.get_task("abc")
    assert "abc111111111" in ambiguous.value.message and "abc222222222" in ambiguous.value.message
    assert ambiguous.value.hint
    with pytest.raises(UsageError, match="no task matches '999'") as missing:
        store.get_task("999")
    assert "task list" in (missing.value.hint or "")
    for bad in ("", "zz", "a%"):
        with pytest.raises(UsageError):
            store.get_task(bad)
    assert store.get_session(sid[:6]).id == sid
    with pytest.raises(UsageError, match="no session"):
        store.get_session("0" * 12 if not sid.startswith("0") else "f" * 12)


def test_list_tasks_newest_first_with_session_filter_and_limit(store: Store) -> None:
    a = run_task(store, "first")
    b = run_task(store, "second")
    c = run_task(store, "third")
    assert [t.id for t in store.list_tasks()] == [c, b, a]
    assert [t.id for t in store.list_tasks(limit=2)] == [c, b]
    session_b = store.get_task(b).session_id
    assert [t.id for t in store.list_tasks(session=session_b[:5])] == [b]
    with pytest.raises(UsageError):
        store.list_tasks(session="eeeeeeeeeeee" if not session_b.startswith("e") else "1" * 12)
    assert [s.id for s in store.list_sessions()][0] == store.get_task(c).session_id
    assert store.task_counts() == {"done": 3}
    assert len(store.list_sessions(limit=1)) == 1


def test_iterations_findings_and_events_are_queryable(store: Store) -> None:
    tid = run_task(store, scores=(0.4, 0.7, 0.95))
    assert [(i["number"], i["score"]) for i in store.task_iterations(tid)] == [
        (1, 0.4), (2, 0.7), (3, 0.95)]
    findings = store.task_findings(tid)
    assert [f["iteration"] for f in findings] == [1, 2, 3]
    assert findings[0]["fix"] == "handle empty input" and findings[0]["severity"] == "major"
    evs = store.task_events(tid)
    assert [e.seq for e in evs] == list(range(1, len(evs) + 1))
    assert evs[0].kind == "task.started" and evs[1].kind == "plan"


def test_delete_session_removes_rows_and_folder(store: Store, paths: Paths) -> None:
    keep = run_task(store, "keep me")
    gone = run_task(store, "delete me")
    session = store.get_task(gone).session_id
    folder = paths.sessions / session
    assert (folder / f"{gone}.md").exists()
    deleted = store.delete_session(session[:8])
    assert deleted.id == session and deleted.task_count == 1
    assert not folder.exists()
    for table in ("tasks", "events", "iterations", "findings"):
        column = "id" if table == "tasks" else "task_id"
        assert store.db.query(f"SELECT 1 FROM {table} WHERE {column} = ?", (gone,)) == []
    assert store.db.query("SELECT 1 FROM sessions WHERE id = ?", (session,)) == []
    assert not (paths.state / "last-task.json").exists()  # it described the deleted task
    assert store.get_task(keep).status == "done"
    with pytest.raises(UsageError):
        store.delete_session(session)


def test_delete_session_refuses_while_a_task_runs(store: Store) -> None:
    sid = store.create_session()
    store.create_task(sid, "busy")
    with pytest.raises(UsageError, match="running task"):
        store.delete_session(sid)


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_sweep_marks_tasks_of_dead_processes_interrupted(paths: Paths) -> None:
    store = Store.open(paths)
    sid = store.create_session()
    dead = store.create_task(sid, "orphaned")
    mine = store.create_task(sid, "still mine")
    with store.db.transaction() as conn:
        conn.execute("UPDATE tasks SET pid = ? WHERE id = ?", (_dead_pid(), dead))
    store.close()
    with Store.open(paths) as reopened:
        orphan = reopened.get_task(dead)
        assert orphan.status == "interrupted" and orphan.stop_reason == SWEPT_REASON
        assert orphan.ended_at is not None
        assert reopened.get_task(mine).status == "running"
        assert (paths.sessions / sid / f"{dead}.md").exists()
        assert reopened.get_session(sid).status == "active"  # "still mine" runs on
        assert reopened.mark_interrupted(mine, "Ctrl-C") is True
        assert reopened.mark_interrupted(mine, "again") is False
        assert reopened.get_task(mine).stop_reason == "Ctrl-C"
        assert reopened.get_session(sid).status == "ended"


def test_sweep_treats_a_reused_pid_as_dead(paths: Paths) -> None:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with Store.open(paths) as store:
            sid = store.create_session()
            old = store.create_task(sid, "started long before the process")
            fresh = store.create_task(sid, "started with the process")
            with store.db.transaction() as conn:
                conn.execute("UPDATE tasks SET pid = ?, started_at = ? WHERE id = ?",
                             (sleeper.pid, time.time() - 3600, old))
                conn.execute("UPDATE tasks SET pid = ? WHERE id = ?", (sleeper.pid, fresh))
            assert set(store.sweep()) == ({old} if sys.platform == "linux" else set())
            assert store.get_task(fresh).status == "running"
    finally:
        sleeper.kill()
        sleeper.wait()


def test_cost_summary_windows(store: Store) -> None:
    run_task(store)
    with store.db.transaction() as conn:  # age the first call by two days
        conn.execute("UPDATE events SET ts = ts - 172800 WHERE id = "
                     "(SELECT MIN(id) FROM events WHERE kind = 'cost')")
    everything = store.cost_summary(0)
    recent = store.cost_summary(time.time() - 86400)
    assert everything["calls"] == 2 and everything["tasks"] == 1
    assert everything["input_tokens"] == 300 and everything["cost_usd"] == pytest.approx(0.02)
    assert everything["by_model"]["scripted/fake"]["calls"] == 2
    assert recent["calls"] == 1 and recent["input_tokens"] == 200
    assert store.cost_summary(time.time() + 10)["calls"] == 0


def test_closed_store_raises_storage_error(paths: Paths) -> None:
    store = Store.open(paths)
    store.close()
    with pytest.raises(StorageError):
        store.list_tasks()
