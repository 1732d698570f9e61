"""A process killed with SIGKILL mid-run leaves a consistent database; the next open marks
its task interrupted."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from openkoi.config import Paths
from openkoi.memory.store import SWEPT_REASON, Store

WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from openkoi import events, records
    from openkoi.config import Paths
    from openkoi.events import EventBus
    from openkoi.memory.store import Store

    home, data = Path(sys.argv[1]), Path(sys.argv[2])
    store = Store.open(Paths(home=home, config_file=home / "config.toml", data=data))
    tid = store.create_task(store.create_session(), "endless", model="scripted/fake")
    bus = EventBus()
    bus.subscribe(store.recorder(tid, min_interval_s=0.0))
    n = 0
    while True:
        n += 1
        bus.emit(tid, events.COST, {"model": "scripted/fake", "input_tokens": 1,
                                    "output_tokens": 1, "cost_usd": 0.001})
        if n % 25 == 0:
            bus.emit(tid, events.ITERATION, records.Iteration(number=n // 25, score=0.5))
        if n == 60:
            print(tid, flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_run_leaves_a_consistent_db(paths: Paths) -> None:
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(paths.home), str(paths.data)],
                            stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    tid = proc.stdout.readline().strip()
    assert len(tid) == 12, "writer did not start"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    proc.stdout.close()

    raw = sqlite3.connect(paths.db)
    try:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        raw.close()

    with Store.open(paths) as store:
        task = store.get_task(tid)
        assert task.status == "interrupted" and task.stop_reason == SWEPT_REASON
        evs = store.task_events(tid)
        n_cost = sum(1 for e in evs if e.kind == "cost")
        assert n_cost >= 60
        assert [e.seq for e in evs] == list(range(1, len(evs) + 1))  # no gaps, no halves
        assert task.input_tokens == n_cost  # totals moved with their events, atomically
        n_iterations = sum(1 for e in evs if e.kind == "iteration")
        assert task.iterations == len(store.task_iterations(tid)) == n_iterations
        assert n_iterations in (n_cost // 25, n_cost // 25 - 1)
        assert "interrupted" in store.transcript(tid)
        assert store.get_session(task.session_id).status == "ended"
