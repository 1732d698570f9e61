"""What `openkoi chat` and `openkoi status --live` cost, with the model taken out (a scripted
OpenAI-compatible server on 127.0.0.1 answers at once).

    .venv/bin/python bench/chat_live.py [--turns 10] [--events 20] [--interval 1.0]

chat: the wall time of --turns one-pass turns in one `openkoi chat` process (messages piped
on stdin) against as many `openkoi -i 1 "task"` processes, each turn = plan + answer + judge.
live: a task's events are recorded through the real Store API while `openkoi status --live`
watches in a subprocess; each event waits until the watcher printed it, and the delay from
the commit to the printed line is reported (median, p90, max), with the watcher's CPU time
and peak RSS.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from fake_servers import FakeServer, Reply, openai_text  # noqa: E402

from openkoi import events  # noqa: E402
from openkoi.config import Paths  # noqa: E402
from openkoi.events import EventBus  # noqa: E402
from openkoi.memory.store import Store  # noqa: E402
from openkoi.records import TaskOutcome  # noqa: E402

PLAN = {"summary": "Answer", "steps": ["answer"], "files": [], "tools": [],
        "estimated_iterations": 1}
JUDGE = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9}, "findings": []}


def _reply(obj: object) -> Reply:
    return Reply(sse=openai_text([obj if isinstance(obj, str) else json.dumps(obj)]))


def _turn(i: int) -> list[Reply]:
    return [_reply(PLAN), _reply(f"answer {i}"), _reply(JUDGE)]


def _home(root: Path, url: str) -> dict[str, str]:
    home = root / "home"
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(
        f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(root)})
    return env


def bench_chat(turns: int) -> dict[str, float]:
    cmd = [sys.executable, "-m", "openkoi"]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "ws").mkdir()
        replies = [r for i in range(turns) for r in _turn(i)]
        with FakeServer(*replies) as srv:
            env = _home(root / "chat", srv.url)
            t0 = time.perf_counter()
            done = subprocess.run([*cmd, "chat", "-m", "fake/scripted", "-i", "1", "--quiet"],
                                  input="".join(f"question {i}\n" for i in range(turns)),
                                  env=env, cwd=root / "ws", capture_output=True, text=True,
                                  check=True)
            chat_s = time.perf_counter() - t0
            assert done.stdout.count("answer ") == turns, done.stdout
        with FakeServer(*replies) as srv:
            env = _home(root / "run", srv.url)
            t0 = time.perf_counter()
            for i in range(turns):
                subprocess.run([*cmd, "-m", "fake/scripted", "-i", "1", "--quiet",
                                f"question {i}"], env=env, cwd=root / "ws",
                               capture_output=True, text=True, check=True,
                               stdin=subprocess.DEVNULL)
            run_s = time.perf_counter() - t0
    return {"chat_per_turn_s": chat_s / turns, "run_per_task_s": run_s / turns}


def bench_live(n_events: int, interval: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        env = _home(Path(tmp), "http://127.0.0.1:9")
        store = Store.open(Paths.from_env(env))
        sid = store.create_session("task", title="bench")
        tid = store.create_task(sid, "bench", model="fake/scripted",
                                options={"iterations": n_events})
        bus = EventBus()
        bus.subscribe(store.recorder(tid))
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "openkoi", "status", "--live",
                                 "--interval", str(interval)], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                stdin=subprocess.DEVNULL)
        lines: queue.Queue[tuple[float, str]] = queue.Queue()

        def read() -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                lines.put((time.perf_counter(), line))

        threading.Thread(target=read, daemon=True).start()

        def wait_for(part: str) -> float:
            while True:
                at, line = lines.get(timeout=30)
                if part in line:
                    return at

        wait_for("[LIVE] iteration")  # the first picture
        rng = random.Random(7)
        delays = []
        bus.emit(tid, events.TASK_STARTED, {"iterations": n_events})
        for i in range(1, n_events + 1):
            time.sleep(rng.uniform(0.0, interval))  # events land anywhere in the poll cycle
            t0 = time.perf_counter()
            bus.emit(tid, events.EVALUATION, {"score": i / (n_events + 1), "iteration": i})
            delays.append(wait_for(f"score {i / (n_events + 1):.2f}") - t0)
        bus.emit(tid, events.DONE, {"status": "done"})
        store.finish_task(tid, TaskOutcome(status="done", score=0.9, iterations=n_events))
        wait_for("✓ Done.")
        proc.wait(timeout=30)
        watched = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        store.close()
    delays.sort()
    return {
        "latency_median_s": statistics.median(delays),
        "latency_p90_s": delays[int(0.9 * (len(delays) - 1))],
        "latency_max_s": delays[-1],
        "watch_wall_s": watched,
        "watcher_cpu_s": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
        "watcher_peak_rss_mib": after.ru_maxrss / 1024,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--events", type=int, default=20)
    ap.add_argument("--interval", type=float, default=1.0)
    args = ap.parse_args()
    live = bench_live(args.events, args.interval)
    print(f"status --live, {args.events} events, --interval {args.interval}: " + ", ".join(
        f"{k} {v:.3f}" for k, v in live.items()))
    chat = bench_chat(args.turns)
    print(f"{args.turns} one-pass turns: " + ", ".join(f"{k} {v:.3f}" for k, v in chat.items()))


if __name__ == "__main__":
    main()
