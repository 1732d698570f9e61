"""`openkoi batch FILE`: run a JSONL file of tasks with a local pool of workers (or, with
``--ray ADDRESS``, on a Ray cluster: cli/raypool.py).

Each task runs as its own `openkoi run` (or `think`) process in its workspace, so tasks
share nothing but the database (WAL) and each shows up in `openkoi task list`. A result line
is appended to the results file as each task ends, so an interrupted batch resumes where it
stopped (the tasks with a result are skipped; --rerun runs them again). The file format:
openkoi/batchfile.py.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Run the tasks of a JSONL file, one task a line:

  {"task": "Write fizzbuzz.py with tests", "workspace": "fizz", "options": {"iterations": 2}}
  {"id": "docs", "task": "Document the CLI", "workspace": "/abs/proj", "options": {"think": true}}

workspace is a folder (relative to the batch file's; default: its folder); options are the
task flags (iterations, quality, model, max_tokens, max_cost_usd, max_time_s, max_steps,
plan_candidates, think); id defaults to a hash of the rest. Every line is checked before
anything runs. Tasks run N at a time (--workers), each as its own `openkoi run` in its
workspace; a progress bar (or, off a terminal, a line per finished task) shows how far it
got, and a summary table ends it. Each result is appended to FILE.results.jsonl as its task
ends: run the same command again to resume an interrupted batch (tasks with a result are
skipped; --rerun runs everything again). Exit 0 when every task is done, 1 otherwise.
Tasks in one workspace should not run at once: give them --workers 1 or separate folders.

With --ray ADDRESS (pip install 'openkoi[ray]') the tasks run on an existing Ray cluster
instead (`ray start --head` prints its address), --workers at a time: each a Ray task with
its own copy of its workspace, on a node with openkoi installed and configured (the node's
OPENKOI_HOME and provider keys). Its events stream back into the local store as it runs
(`openkoi task show/replay` see it under the same id), the files it changed are written
back into the workspace when it ends, and the results file and summary are the same.
"""


def register(sub: Any) -> None:
    p = sub.add_parser("batch", help="run a JSONL file of tasks with a pool of workers",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", type=Path, help="the JSONL file of tasks")
    p.add_argument("-w", "--workers", type=int, default=2, metavar="N",
                   help="tasks run at the same time (default 2)")
    p.add_argument("--results", type=Path, metavar="FILE",
                   help="where results go (default: FILE.results.jsonl beside it)")
    p.add_argument("--rerun", action="store_true",
                   help="run every task again, even those with a result already")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--ray", metavar="ADDRESS",
                   help="run the tasks on the Ray cluster at ADDRESS (e.g. 127.0.0.1:6379, "
                   "ray://host:10001, auto); needs openkoi[ray]")
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace, app: App) -> int:
    from openkoi import batchfile

    if args.workers < 1:
        raise errors.UsageError("--workers must be at least 1", hint="e.g. --workers 2")
    path = args.file.expanduser().resolve()
    tasks = batchfile.load(path)
    results = (args.results or batchfile.default_results(path)).expanduser().resolve()
    earlier = {} if args.rerun else batchfile.done_ids(results)
    todo = [t for t in tasks if t.id not in earlier]
    if earlier and todo != tasks:
        app.note(f"resuming: {len(tasks) - len(todo)} of {len(tasks)} tasks already have a "
                 f"result in {results}")
    if args.ray is not None and not args.ray.strip():
        raise errors.UsageError("--ray needs the cluster's address",
                                hint="e.g. --ray 127.0.0.1:6379 (`ray start --head` prints it)")
    pool: Any = _Pool(app, args.workers)
    if args.ray and todo:
        from openkoi.cli.raypool import RayPool

        pool = RayPool(app, args.workers, args.ray.strip())
    rows = {t.id: earlier[t.id] for t in tasks if t.id in earlier}
    interrupted = False
    with _progress(app, len(tasks), len(tasks) - len(todo)) as bar:
        try:
            for row in pool.run(todo):
                batchfile.append(results, row)
                rows[row["id"]] = row
                bar.advance(row)
        except KeyboardInterrupt:
            interrupted = True
            pool.stop()
        finally:
            pool.close()
    ordered = [rows[t.id] for t in tasks if t.id in rows]
    if args.json:
        app.print_json({"results": ordered, "file": str(results),
                        "interrupted": interrupted})
    else:
        for line in table(ordered, tasks):
            app.print(line)
        app.print(f"results: {results}")
    if interrupted:
        app.note(f"interrupted: {len(ordered)} of {len(tasks)} tasks have a result; run the "
                 "same command again to resume")
        return exits.INTERRUPTED
    return exits.OK if all(r.get("status") == "done" for r in ordered) else exits.TASK_NOT_MET


class _Pool:
    """N workers, each running one task at a time as an `openkoi` child process."""

    def __init__(self, app: App, workers: int) -> None:
        self.app = app
        self.workers = workers
        self._procs: dict[str, subprocess.Popen[str]] = {}
        self._lock = threading.Lock()
        self._stopping = False

    def run(self, tasks: list[Any]) -> Any:
        """Yield each task's result row as it ends."""
        with ThreadPoolExecutor(max_workers=self.workers) as ex:
            pending: set[Future[dict[str, Any]]] = {ex.submit(self._one, t) for t in tasks}
            try:
                while pending:
                    done, pending = wait(pending, timeout=0.5, return_when=FIRST_COMPLETED)
                    for future in done:
                        row = future.result()
                        if row:
                            yield row
            except BaseException:  # Ctrl-C: stop the running tasks before the pool is
                self.stop()  # joined (it would wait for them to end)
                raise
            finally:
                for future in pending:
                    future.cancel()

    def _one(self, task: Any) -> dict[str, Any]:
        from openkoi.tools import procgroup

        if self._stopping:
            return {}
        started = time.monotonic()
        command = [sys.executable, "-m", "openkoi", *task.argv()]
        env = dict(os.environ)
        try:
            proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True, env=env,
                                    start_new_session=True)
        except OSError as exc:
            return result_row(task, "failed", exit_code=None, seconds=0.0,
                        error=f"cannot start openkoi: {exc}")
        procgroup.track(proc.pid)  # killed with openkoi if it exits before the task ends
        with self._lock:
            self._procs[task.id] = proc
        try:
            out, err = proc.communicate()
        finally:
            with self._lock:
                self._procs.pop(task.id, None)
            if not self._stopping:  # ended by itself: what it left running goes too
                procgroup.stop_sync(proc.pid, grace_s=0)
        if self._stopping:
            return {}  # interrupted: no result, so a resume runs it again
        seconds = round(time.monotonic() - started, 2)
        try:
            outcome = json.loads(out) if out.strip() else {}
        except ValueError:
            outcome = {}
        if not isinstance(outcome, dict):
            outcome = {}
        error = "" if outcome else (err.strip().splitlines() or [f"exit {proc.returncode}"])[-1]
        return result_row(task, str(outcome.get("status") or "failed"),
                          exit_code=proc.returncode, seconds=seconds,
                          error=str(outcome.get("error") or error)[:300],
                          score=outcome.get("score"), task_id=outcome.get("task_id"),
                          cost_usd=(outcome.get("usage") or {}).get("cost_usd"))

    def close(self) -> None:
        """Nothing to let go of (the Ray pool disconnects here)."""

    def stop(self) -> None:
        """Ctrl-C: interrupt the running tasks (each records itself as interrupted)."""
        from openkoi.tools import procgroup

        self._stopping = True
        with self._lock:
            procs = list(self._procs.values())
        for proc in procs:
            try:
                os.killpg(proc.pid, signal.SIGINT)
            except (ProcessLookupError, PermissionError):
                continue
        deadline = time.monotonic() + 20
        for proc in procs:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=max(deadline - time.monotonic(), 0.1))
            # the task's whole process group, not only its `openkoi` (what it left
            # running after it ended, or all of it when it did not answer Ctrl-C)
            procgroup.stop_sync(proc.pid, grace_s=0)


def result_row(task: Any, status: str, **extra: Any) -> dict[str, Any]:
    return {"id": task.id, "line": task.line, "task": task.task,
            "workspace": str(task.workspace), "status": status,
            "options": task.options, "ended_at": time.time()} | extra


def table(rows: list[dict[str, Any]], tasks: list[Any]) -> list[str]:
    """The summary: one line per task with a result, then the totals."""
    head = f"{'id':<12} {'status':<16} {'score':>5} {'time':>8} {'cost':>9}  task"
    lines = [head, "-" * len(head)]
    cost = 0.0
    for r in rows:
        score = "-" if r.get("score") is None else f"{float(r['score']):.2f}"
        spent = float(r.get("cost_usd") or 0.0)
        cost += spent
        lines.append(f"{str(r['id'])[:12]:<12} {str(r['status'])[:16]:<16} {score:>5} "
                     f"{float(r.get('seconds') or 0):>7.1f}s ${spent:>8.4f}  "
                     f"{' '.join(str(r['task']).split())[:50]}")
    by: dict[str, int] = {}
    for r in rows:
        by[str(r["status"])] = by.get(str(r["status"]), 0) + 1
    counts = ", ".join(f"{n} {s}" for s, n in sorted(by.items()))
    missing = len(tasks) - len(rows)
    lines.append(f"{len(rows)} of {len(tasks)} tasks: {counts or 'none'}"
                 + (f"; {missing} not run" if missing else "") + f"; cost ${cost:.4f}")
    return lines


class _progress:
    """A progress bar on a terminal (rich), else a line per finished task on stderr."""

    def __init__(self, app: App, total: int, already: int) -> None:
        self.app = app
        self.total = total
        self.count = already
        self.bar: Any = None
        self.task: Any = None

    def __enter__(self) -> _progress:
        try:
            tty = self.app.err.isatty()
        except (AttributeError, ValueError):
            tty = False
        if tty:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            self.bar = Progress(TextColumn("batch"), BarColumn(), MofNCompleteColumn(),
                                TextColumn("{task.description}"),
                                console=Console(file=self.app.err), transient=True)
            self.bar.start()
            self.task = self.bar.add_task("", total=self.total, completed=self.count)
        return self

    def advance(self, row: dict[str, Any]) -> None:
        self.count += 1
        score = "" if row.get("score") is None else f" {float(row['score']):.2f}"
        text = f"{row['status']}{score} {row['id']}"
        if self.bar is not None:
            self.bar.update(self.task, advance=1, description=text)
        else:
            self.app.note(f"[{self.count}/{self.total}] {text} ({row.get('seconds', 0)} s)")

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
