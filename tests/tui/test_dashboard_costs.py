"""CostTally: the dashboard's incremental costs agree with Store.cost_summary."""

from __future__ import annotations

import time

from tui_helpers import Task

from openkoi import events
from openkoi.events import Event
from openkoi.memory.store import Store
from openkoi.tui.costs import CostTally, start_of_day

DAY = 86_400


def test_the_tally_matches_the_store_and_reads_each_event_once(store: Store) -> None:
    a = Task(store, "a", model="fake/one")
    a.cost(100, 10, 0.5)
    a.cost(200, 20, 0.25)
    b = Task(store, "b", model="fake/two")
    b.cost(1000, 100, 2.0)
    tally = CostTally()
    tally.refresh(store)
    now = time.time()
    expected = store.cost_summary(start_of_day(now))
    today = tally.today(now)
    for key in ("calls", "input_tokens", "output_tokens", "cost_usd"):
        assert today[key] == expected[key]
    assert today["by_model"] == expected["by_model"]
    assert list(today["by_model"]) == ["fake/two", "fake/one"]  # most expensive first
    assert tally.reads == 3

    b.cost(1, 1, 0.125)
    tally.refresh(store)
    assert tally.reads == 4  # only the new event was read
    assert tally.week()["cost_usd"] == 2.875 and tally.week()["calls"] == 4


def test_old_days_count_in_the_week_but_not_today_and_older_ones_not_at_all(
        store: Store) -> None:
    task = Task(store, "spread over days")
    recorder = store.recorder(task.id)
    now = time.time()
    for seq, (days_ago, usd) in enumerate([(0, 1.0), (3, 2.0), (6, 4.0), (8, 8.0)], 100):
        ts = start_of_day(now) - days_ago * DAY + 3600  # one hour into that day
        recorder(Event(task.id, seq, events.COST, {"model": "m/x", "input_tokens": 1,
                                                   "output_tokens": 1, "cost_usd": usd}, ts))
    tally = CostTally()
    tally.refresh(store, now)
    assert tally.today(now)["cost_usd"] == 1.0
    assert tally.week()["cost_usd"] == 7.0  # today and the 6 days before; not 8 days ago


def test_reset_recounts_after_tasks_are_deleted(store: Store) -> None:
    keep, gone = Task(store, "keep"), Task(store, "gone")
    keep.cost(10, 1, 1.0)
    gone.cost(10, 1, 3.0)
    tally = CostTally()
    tally.refresh(store)
    assert tally.week()["cost_usd"] == 4.0
    gone.finish("done", 0.9)
    store.delete_session(store.get_task(gone.id).session_id)
    tally.reset()
    tally.refresh(store)
    assert tally.week()["cost_usd"] == 1.0
