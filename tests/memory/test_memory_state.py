from __future__ import annotations

import json
from pathlib import Path

from memory_helpers import run_task

from openkoi.config import Paths
from openkoi.memory import state
from openkoi.memory.store import Store


def test_history_rotates_and_keeps_three_generations(tmp_path: Path) -> None:
    for n in range(40):
        state.append_history(tmp_path, {"n": n, "pad": "x" * 40}, max_bytes=200)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["task-history.1.jsonl", "task-history.2.jsonl", "task-history.3.jsonl",
                     "task-history.jsonl"]
    for path in tmp_path.iterdir():
        assert path.stat().st_size <= 200
    entries = state.read_history(tmp_path)
    numbers = [e["n"] for e in entries]
    assert numbers == sorted(numbers) and numbers[-1] == 39
    assert numbers[0] > 0  # the oldest generation was dropped


def test_finish_task_writes_transcript_last_task_and_history(paths: Paths) -> None:
    with Store.open(paths, history_max_bytes=600) as store:
        ids = [run_task(store, f"task number {n}") for n in range(6)]
        last = json.loads((paths.state / "last-task.json").read_text())
        assert last["task_id"] == ids[-1] and last["status"] == "done"
        assert last["description"] == "task number 5" and last["score"] == 0.9
        assert last["iteration"] == 2 and last["updated_at"] > 0
        history = state.read_history(paths.state)
        assert [h["task_id"] for h in history][-1] == ids[-1]
        assert (paths.state / "task-history.1.jsonl").exists()
        entry = history[-1]
        assert entry["status"] == "done" and entry["cost_usd"] > 0
        assert entry["description"] == "task number 5"
        for tid in ids:
            task = store.get_task(tid)
            assert (paths.sessions / task.session_id / f"{tid}.md").exists()


def test_read_last_task_tolerates_missing_or_broken_file(tmp_path: Path) -> None:
    assert state.read_last_task(tmp_path) is None
    (tmp_path / "last-task.json").write_text("{not json")
    assert state.read_last_task(tmp_path) is None
    state.write_last_task(tmp_path, {"task_id": "abc"})
    assert state.read_last_task(tmp_path) == {"task_id": "abc"}
    assert [p.name for p in tmp_path.iterdir()] == ["last-task.json"]  # no temp files left


def test_sweeping_an_old_task_does_not_overwrite_the_current_last_task(store: Store,
                                                                       paths: Paths) -> None:
    sid = store.create_session()
    old = store.create_task(sid, "old")
    current = store.create_task(sid, "current")
    store.mark_interrupted(old, "stopped")
    assert state.read_last_task(paths.state)["task_id"] == current  # type: ignore[index]
