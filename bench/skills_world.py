"""Cost of skills selection, the world model, reflection and pattern mining on a large history.

    .venv/bin/python bench/skills_world.py [--tasks 1000] [--embedder auto|hashed]

Records N finished tasks through the real Store API (six tool calls each, one in ten with a
failed call followed by a workaround; a third of them repeating one of 30 workflows), in a
temporary OPENKOI_HOME with 20 user skills, then times the pattern miner's first run (it
embeds every task text) and, each the median of 3 runs after a warm-up: skill selection for
one new task (``skills.for_task.prepare``: load every source, rank 20 skills by embedding,
record), the Tool Atlas, the Domain Atlas, ``reflect honest``, ``reflect week`` and later
runs of the miner (task vectors already stored). Peak RSS is printed at the end.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from openkoi import events, records
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store

VERBS = ["add", "fix", "refactor", "document", "test", "speed up", "rename", "remove"]
THINGS = ["the parser", "the login form", "the billing report", "the csv export",
          "the cache layer", "the retry logic", "the settings page", "the user model"]


def populate(store: Store, n: int, rng: random.Random) -> None:
    for i in range(n):
        repeat = i % 3 == 0
        flow = i % 30
        text = (f"add a /route{flow} endpoint to the flask app with a test" if repeat
                else f"{rng.choice(VERBS)} {rng.choice(THINGS)} ({i})")
        session = store.create_session("task", title=text)
        task_id = store.create_task(session, text, model="bench/fake")
        bus = EventBus()
        bus.subscribe(store.recorder(task_id, min_interval_s=60))
        calls = [("read_file", {"path": f"src/m{flow}.py"}, True, "x"),
                 ("edit_file", {"path": f"src/m{flow}.py"}, True, "edited"),
                 ("write_file", {"path": f"tests/test_m{flow}.py"}, True, "wrote"),
                 ("run_shell", {"command": "python -m pytest -q"}, i % 10 != 0, "1 failed"),
                 ("edit_file", {"path": f"src/m{flow}.py"}, True, "edited"),
                 ("run_shell", {"command": "python -m pytest -q"}, True, "ok")]
        for k, (tool, args, ok, out) in enumerate(calls):
            bus.emit(task_id, events.TOOL_CALL, records.ToolCall(id=f"c{k}", name=tool,
                                                                 arguments=args).to_dict())
            bus.emit(task_id, events.TOOL_RESULT, records.ToolResult(
                call_id=f"c{k}", name=tool, output=out, ok=ok, duration_s=0.1).to_dict())
        score = rng.uniform(0.5, 1.0)
        store.finish_task(task_id, records.TaskOutcome(
            status="done" if score >= 0.8 else "below_threshold", score=score, iterations=1,
            files_changed=[f"src/m{flow}.py"]))


def timed(fn: Callable[[], Any], runs: int = 3) -> float:
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tasks", type=int, default=1000)
    parser.add_argument("--embedder", default="auto", choices=["auto", "minilm", "hashed"])
    args = parser.parse_args()
    from openkoi.skills.for_task import prepare
    from openkoi.skills.similarity import for_paths
    from openkoi.world import domains, reflect
    from openkoi.world.patterns import mine
    from openkoi.world.tools import atlas, load_calls

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        paths = Paths(home=home, config_file=home / "config.toml", data=home / "data")
        store = Store.open(paths)
        start = time.perf_counter()
        rng = random.Random(7)
        populate(store, args.tasks, rng)
        fill = time.perf_counter() - start
        sim = for_paths(paths, args.embedder)
        for k in range(20):  # user skills for the selector to rank
            folder = home / "skills" / "user" / f"skill-{k}"
            folder.mkdir(parents=True)
            (folder / "SKILL.md").write_text(
                f"---\nname: skill-{k}\ndescription: {rng.choice(VERBS)} "
                f"{rng.choice(THINGS)} carefully\n---\nSteps.\n", encoding="utf-8")
        new = store.create_task(store.create_session("task"), "add a /x endpoint")
        start = time.perf_counter()
        found = mine(store.db, sim)
        cold = time.perf_counter() - start
        rows = {
            "pattern mining, first run (embeds every task)": cold,
            "skill selection (one task)": timed(lambda: prepare(
                paths, Path(tmp), "add a /metrics endpoint to the flask app", store.db, new,
                similarity=sim)),
            "world tools (Tool Atlas)": timed(lambda: atlas(load_calls(store.db))),
            "world domains": timed(lambda: domains.atlas(store.db)),
            "reflect honest": timed(lambda: reflect.honest(store.db)),
            "reflect week": timed(lambda: reflect.week(store.db)),
            "pattern mining, later runs (task vectors stored)": timed(lambda: mine(store.db, sim)),
        }
        store.close()
    print(f"{args.tasks} tasks recorded in {fill:.1f} s; embedder {sim.name}; "
          f"{len(found)} patterns found")
    print("| step | median s |")
    print("|---|---|")
    for name, secs in rows.items():
        print(f"| {name} | {secs:.3f} |")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {peak:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
