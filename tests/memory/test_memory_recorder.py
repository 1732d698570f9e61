from __future__ import annotations

import json

import pytest
from memory_helpers import emit_iteration

from openkoi import events, records
from openkoi.config import Paths
from openkoi.errors import StorageError
from openkoi.events import Event, EventBus
from openkoi.memory.recorder import TaskRecorder
from openkoi.memory.store import Store


def _task(store: Store) -> str:
    return store.create_task(store.create_session(), "record me", model="scripted/fake")


def test_every_event_is_persisted_with_derived_rows(store: Store, paths: Paths) -> None:
    tid = _task(store)
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    emit_iteration(bus, tid, 1, 0.55)
    emit_iteration(bus, tid, 2, 0.45)  # a regression: the best stays iteration 1
    assert bus.errors == []
    kinds = [e.kind for e in store.task_events(tid)]
    assert kinds == ["tool.call", "tool.result", "cost", "evaluation", "iteration"] * 2
    task = store.get_task(tid)
    assert task.status == "running"
    assert (task.iterations, task.score, task.best_iteration) == (2, 0.55, 1)
    assert (task.input_tokens, task.output_tokens) == (300, 20)
    assert task.cost_usd == pytest.approx(0.02)
    assert [f["iteration"] for f in store.task_findings(tid)] == [1, 2]
    last = json.loads((paths.state / "last-task.json").read_text())
    assert last["task_id"] == tid and last["status"] == "running"
    assert last["iteration"] == 2 and last["score"] == 0.45 and last["best_score"] == 0.55
    assert last["cost_usd"] == pytest.approx(0.02)


def test_findings_with_an_explicit_iteration_keep_it(store: Store) -> None:
    tid = _task(store)
    record = store.recorder(tid)
    bus = EventBus()
    bus.subscribe(record)
    finding = records.Finding(message="typo", severity="minor").to_dict()
    bus.emit(tid, events.EVALUATION, records.Evaluation(score=0.3, findings=[finding]).to_dict()
             | {"iteration": 4})
    bus.emit(tid, events.EVALUATION, records.Evaluation(score=0.3, findings=[finding]))
    assert [f["iteration"] for f in store.task_findings(tid)] == [4, None]
    bus.emit(tid, events.ITERATION, records.Iteration(number=5, score=0.3))
    assert [f["iteration"] for f in store.task_findings(tid)] == [4, 5]


def test_events_of_other_tasks_are_ignored(store: Store) -> None:
    mine, other = _task(store), _task(store)
    bus = EventBus()
    bus.subscribe(store.recorder(mine))
    bus.emit(other, events.NOTICE, {"message": "not mine"})
    bus.emit(mine, events.NOTICE, {"message": "mine"})
    assert store.task_events(other) == []
    assert [e.data["message"] for e in store.task_events(mine)] == ["mine"]


def test_duplicate_sequence_numbers_are_refused(store: Store) -> None:
    tid = _task(store)
    record = store.recorder(tid)
    record(Event(task_id=tid, seq=1, kind=events.NOTICE, data={}))
    with pytest.raises(StorageError, match="event 1"):
        record(Event(task_id=tid, seq=1, kind=events.NOTICE, data={}))
    assert len(store.task_events(tid)) == 1  # the failed transaction left nothing behind
    record(Event(task_id=tid, seq=2, kind=events.NOTICE, data={}))  # and the connection works
    assert [e.seq for e in store.task_events(tid)] == [1, 2]


def test_recorder_for_unknown_task_fails_fast(store: Store) -> None:
    with pytest.raises(StorageError, match="no task"):
        store.recorder("aaaaaaaaaaaa")


def test_last_task_file_is_throttled_except_on_important_events(store: Store) -> None:
    tid = _task(store)
    now = [100.0]
    record = TaskRecorder(store, tid, min_interval_s=1.0, clock=lambda: now[0])
    for seq in range(1, 11):  # ten cost events within one "second"
        record(Event(task_id=tid, seq=seq, kind=events.COST,
                     data={"input_tokens": 1, "output_tokens": 1, "cost_usd": 0.001}))
        now[0] += 0.05
    assert record.state_writes == 1
    record(Event(task_id=tid, seq=11, kind=events.EVALUATION, data={"score": 0.5}))
    assert record.state_writes == 2  # important: written at once
    now[0] += 1.5
    record(Event(task_id=tid, seq=12, kind=events.COST, data={"input_tokens": 1}))
    assert record.state_writes == 3  # due again
    assert store.get_task(tid).input_tokens == 11
