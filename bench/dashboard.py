"""What `openkoi dashboard` costs on a large database: its once-a-second poll (with and
without a new event), counting the costs from scratch (start, r) against Store.cost_summary,
a full reload, the live pane's read of a whole task, and the time to first paint (Textual,
headless).

    .venv/bin/python bench/dashboard.py [--tasks 2000] [--events 40] [--runs 50]

Fills a temporary database through the real Store API (each task: started, plan, tool
calls and results, cost events, evaluation, iteration, finished), then times each step
(median and p90 of --runs) and reports the process's peak RSS.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import resource
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from openkoi import events, records
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store


def fill(store: Store, tasks: int, per_task: int) -> str:
    """``tasks`` finished tasks of about ``per_task`` events each; returns a running one."""
    for n in range(tasks + 1):
        session = store.create_session("task", title=f"task {n}")
        task_id = store.create_task(session, f"task {n}: change module_{n}.py",
                                    model=f"fake/model-{n % 3}", workspace="/tmp/ws")
        bus = EventBus()
        bus.subscribe(store.recorder(task_id, min_interval_s=3600))
        bus.emit(task_id, events.TASK_STARTED, {"task": f"task {n}"})
        bus.emit(task_id, events.PLAN, records.Plan(summary="edit", steps=["a", "b"]))
        for step in range(max(1, (per_task - 5) // 3)):
            call = records.ToolCall(id=f"c{step}", name="write_file",
                                    arguments={"path": f"m{step}.py", "content": "x = 1\n"})
            bus.emit(task_id, events.TOOL_CALL, call.to_dict() | {"iteration": 1})
            bus.emit(task_id, events.TOOL_RESULT, records.ToolResult(
                call_id=call.id, name=call.name, output="ok").to_dict() | {"iteration": 1})
            bus.emit(task_id, events.COST, {"model": f"fake/model-{n % 3}",
                                            "input_tokens": 900, "output_tokens": 120,
                                            "cost_usd": 0.001})
        bus.emit(task_id, events.EVALUATION, records.Evaluation(score=0.9).to_dict()
                 | {"iteration": 1})
        bus.emit(task_id, events.ITERATION, records.Iteration(number=1, score=0.9))
        if n < tasks:
            outcome = records.TaskOutcome(status="done", score=0.9, iterations=1)
            bus.emit(task_id, events.DONE, outcome)
            store.finish_task(task_id, outcome)
    return task_id


def timed(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times) * 1000, times[int(len(times) * 0.9) - 1] * 1000


async def first_paint(store: Store, paths: Paths) -> float:
    from openkoi.tui.app import Dashboard

    start = time.perf_counter()
    app = Dashboard(store, paths, None, interval=60)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tasks", type=int, default=2000)
    parser.add_argument("--events", type=int, default=40, help="events per task (about)")
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    from openkoi.progress import TaskProgress, fold
    from openkoi.tui import data

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        paths = Paths(home=home, config_file=home / "config.toml", data=home / "data")
        with Store.open(paths) as store:
            start = time.perf_counter()
            running = fill(store, args.tasks, args.events)
            filled = time.perf_counter() - start
            n_events = store.db.query_one("SELECT COUNT(*) AS n FROM events")["n"]
            size_mb = paths.db.stat().st_size / 1e6
            print(f"database: {args.tasks + 1} tasks, {n_events} events, {size_mb:.1f} MB "
                  f"(filled in {filled:.1f} s)")
            snap = data.Snapshot()
            snap.load_costs(store)
            rows = {
                "poll, nothing changed": lambda: data.change_marker(store),
                "poll, a new event": lambda: (
                    data.change_marker(store), snap.load_tasks(store), snap.load_costs(store),
                    data.new_events(store, running, 10_000)),
                "costs, every event again": lambda: snap.load_costs(store, full=True),
                "Store.cost_summary x2 (for scale)": lambda: (
                    store.cost_summary(0.0), store.cost_summary(0.0)),
                "full reload (start, r)": lambda: data.Snapshot.load(store, paths, None),
                "live pane, all events of a task": lambda: functools.reduce(
                    fold, data.new_events(store, running, 0), TaskProgress(running)),
            }
            for name, fn in rows.items():
                median, p90 = timed(fn, args.runs)
                print(f"{name:34} median {median:8.2f} ms   p90 {p90:8.2f} ms")
            paint = [asyncio.run(first_paint(store, paths)) for _ in range(3)]
            print(f"{'first paint (headless Textual)':34} median {statistics.median(paint):8.0f}"
                  " ms")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS of this process: {peak:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
