"""`openkoi batch FILE --ray ADDRESS`: the batch's tasks as Ray tasks on an existing cluster.

Each task is one Ray task (a generator, ``run_remote``) given a copy of its workspace (a tar
archive). On whichever node Ray puts it, it runs the same `openkoi run --json` the local pool
runs, in that copy, with a data dir of its own; while it runs it streams the task's events
back as they are recorded there. The driver (``RayPool``) records them in the local store
as they arrive, so the task shows up in `openkoi task list/show/replay` like a local one
(same task id), and when it ends writes the files the task changed back into the local
workspace and returns the same result row as the local pool.

Every node needs openkoi installed (``pip install 'openkoi[ray]'``, the same Python as the
driver's) and configured for the models the tasks use: a task runs with its node's
configuration (OPENKOI_HOME, provider keys), never the driver's.
"""

from __future__ import annotations

import contextlib
import io
import json
import logging
import os
import queue
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from openkoi import errors

POLL_S = 0.3  # how often a running task's new events are read on its node
MAX_WORKSPACE_BYTES = 512 * 1024 * 1024  # a larger workspace is refused before anything runs


# -- the driver --------------------------------------------------------------------------


def connect(address: str) -> Any:
    """Connect this process to the Ray cluster at ``address``; the ``ray`` module."""
    try:
        import ray
    except ImportError:
        raise errors.UsageError("--ray needs Ray, which is not installed",
                                hint="pip install 'openkoi[ray]'") from None
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    _reachable(address)
    try:
        ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False)
    except Exception as exc:  # noqa: BLE001 - Ray raises ConnectionError, ValueError, ...
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise errors.UsageError(f"cannot connect to Ray at {address}: {first[:300]}",
                                hint="start one with `ray start --head`, then pass the "
                                "address it prints (e.g. --ray 127.0.0.1:6379)") from None
    return ray


def _reachable(address: str) -> None:
    """Fail in seconds, not minutes (Ray retries a dead address for long), when nothing
    listens at a ``host:port`` or ``ray://host:port`` address."""
    where = address.removeprefix("ray://").rsplit("/", 1)[0]
    host, sep, port = where.rpartition(":")
    if not sep or not port.isdigit():
        return  # "auto", "local", ...: Ray's own resolution
    try:
        with socket.create_connection((host.strip("[]") or "127.0.0.1", int(port)), timeout=10):
            pass
    except OSError as exc:
        raise errors.UsageError(f"cannot connect to Ray at {address}: {exc.strerror or exc}",
                                hint="start one with `ray start --head`, then pass the "
                                "address it prints (e.g. --ray 127.0.0.1:6379)") from None


class RayPool:
    """Up to ``workers`` tasks at a time on the cluster; ``run`` yields each task's result
    row as it ends (the local pool's rows, plus ``node``), recording its events on the way."""

    def __init__(self, app: Any, workers: int, address: str) -> None:
        self.app = app
        self.workers = workers
        self.ray = connect(address)
        self._remote = self.ray.remote(max_retries=0, num_cpus=1)(run_remote)
        self._lock = threading.Lock()
        self._running: dict[str, Any] = {}  # batch task id -> its ObjectRefGenerator
        self._stopping = False
        self._recorded: dict[str, str] = {}  # batch task id -> local task id (running)
        self._store: Any = None

    def run(self, tasks: list[Any]) -> Iterator[dict[str, Any]]:
        inbox: queue.Queue[tuple[Any, dict[str, Any] | None]] = queue.Queue()
        store = self._store = self._store or self.app.store()
        session: str | None = None
        recorders: dict[str, Any] = {}
        ex = ThreadPoolExecutor(max_workers=self.workers)
        futures = [ex.submit(self._one, t, inbox) for t in tasks]
        left = len(tasks)
        try:
            while left:
                try:
                    task, item = inbox.get(timeout=0.5)
                except queue.Empty:
                    continue
                if item is None:  # that task's stream ended without a result
                    left -= 1
                    continue
                kind = item.get("type")
                if kind == "task":
                    if session is None:
                        session = store.create_session("task", "openkoi batch --ray")
                    recorders[task.id] = _start_local(store, session, task, item)
                    with self._lock:
                        self._recorded[task.id] = str(item["id"])
                elif kind == "event" and task.id in recorders:
                    from openkoi.events import Event

                    recorders[task.id](Event.from_dict(item["event"]))
                elif kind == "result":
                    left -= 1
                    row = self._finish(store, task, item)
                    recorders.pop(task.id, None)
                    if row:
                        yield row
        except BaseException:  # Ctrl-C: cancel the Ray tasks first, so the threads end
            self.stop()
            raise
        finally:
            for future in futures:
                future.cancel()
            ex.shutdown(wait=not self._stopping)

    def _one(self, task: Any, inbox: queue.Queue[tuple[Any, dict[str, Any] | None]]) -> None:
        """One task, in a thread of the pool: submit it, pass its stream on to ``run``."""
        started = time.monotonic()
        if self._stopping:
            inbox.put((task, None))
            return
        try:
            archive = pack(task.workspace)
            stream = self._remote.remote(task.argv(), archive)
            with self._lock:
                self._running[task.id] = stream
            got_result = False
            for ref in stream:
                item = self.ray.get(ref)
                if item.get("type") == "result":  # its own time, as the local pool's, and
                    # the time it waited for a free slot on the cluster before it
                    total = time.monotonic() - started
                    item["seconds"] = round(float(item.get("run_s") or total), 2)
                    item["queued_s"] = round(max(total - item["seconds"], 0.0), 2)
                    got_result = True
                inbox.put((task, item))
            if not got_result:
                inbox.put((task, None))
        except errors.OpenKoiError as exc:
            inbox.put((task, {"type": "result", "failed": str(exc),
                              "seconds": round(time.monotonic() - started, 2)}))
        except Exception as exc:  # noqa: BLE001 - a Ray error (worker died, cancelled)
            if self._stopping:
                inbox.put((task, None))
                return
            first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            inbox.put((task, {"type": "result", "failed": f"Ray: {first[:300]}",
                              "seconds": round(time.monotonic() - started, 2)}))
        finally:
            with self._lock:
                self._running.pop(task.id, None)

    def _finish(self, store: Any, task: Any, item: dict[str, Any]) -> dict[str, Any]:
        from openkoi.cli.batch import result_row
        from openkoi.records import TaskOutcome

        with self._lock:
            local_id = self._recorded.pop(task.id, None)
        if self._stopping:
            if local_id:
                store.mark_interrupted(local_id, "openkoi batch --ray was interrupted")
            return {}  # no result: a resume runs it again
        if item.get("failed"):
            if local_id:
                store.mark_interrupted(local_id, str(item["failed"]))
            return result_row(task, "failed", exit_code=None, seconds=item.get("seconds", 0.0),
                        error=str(item["failed"]), node=item.get("node"))
        outcome = item.get("outcome") or {}
        applied = ""
        try:
            unpack_changes(task.workspace, item.get("changes") or b"", item.get("deleted") or [])
        except (OSError, tarfile.TarError) as exc:
            applied = f"; its changes could not be written back: {exc}"
        if local_id:
            if outcome.get("status"):
                store.finish_task(local_id, TaskOutcome.from_dict(outcome))
            else:
                store.mark_interrupted(local_id, "the remote run ended without a result")
            with contextlib.suppress(errors.OpenKoiError):
                store.write_transcript(local_id)
        stderr = str(item.get("stderr") or "")
        error = "" if outcome else (stderr.strip().splitlines()
                                    or [f"exit {item.get('exit_code')}"])[-1]
        return result_row(task, str(outcome.get("status") or "failed"),
                    exit_code=item.get("exit_code"), seconds=item.get("seconds", 0.0),
                    error=(str(outcome.get("error") or error) + applied)[:300],
                    score=outcome.get("score"), task_id=outcome.get("task_id") or local_id,
                    cost_usd=(outcome.get("usage") or {}).get("cost_usd"),
                    node=item.get("node"), queued_s=item.get("queued_s"))

    def stop(self) -> None:
        """Ctrl-C: cancel the running Ray tasks (each stops its `openkoi run`, which records
        nothing locally: the local copies are marked interrupted)."""
        self._stopping = True
        with self._lock:
            streams = list(self._running.values())
            local = list(self._recorded.values())
            self._recorded.clear()
        for stream in streams:
            try:
                self.ray.cancel(stream)
            except Exception:  # noqa: BLE001 - already ended
                continue
        if local and self._store is not None:
            for task_id in local:
                self._store.mark_interrupted(task_id, "openkoi batch --ray was interrupted")

    def close(self) -> None:
        """Close the local store and disconnect (the cluster itself goes on)."""
        if self._store is not None:
            self._store.close()
            self._store = None
        with contextlib.suppress(Exception):  # leaving anyway
            self.ray.shutdown()


def _start_local(store: Any, session: str, task: Any, item: dict[str, Any]) -> Any:
    """The local copy of a remote task (its id, description, model), and its recorder."""
    try:
        options = json.loads(item.get("options") or "{}")
    except ValueError:
        options = {}
    store.create_task(session, str(item.get("description") or task.task),
                      model=str(item.get("model") or ""), workspace=task.workspace,
                      options=options if isinstance(options, dict) else {},
                      task_id=str(item["id"]))
    return store.recorder(str(item["id"]))


# -- workspace copies --------------------------------------------------------------------


def pack(folder: Path) -> bytes:
    """``folder`` as a gzipped tar (regular files and folders; links are left out)."""
    size = 0
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=1) as tar:
        for path in sorted(_files(folder)):
            size += path.stat().st_size
            if size > MAX_WORKSPACE_BYTES:
                raise errors.UsageError(
                    f"workspace {folder} is larger than {MAX_WORKSPACE_BYTES >> 20} MiB: too "
                    "big to copy to a Ray node", hint="give the task a smaller folder")
            tar.add(path, arcname=str(path.relative_to(folder)), recursive=False)
    return buf.getvalue()


def _files(folder: Path) -> Iterator[Path]:
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not (Path(root) / d).is_symlink()]
        for name in files:
            path = Path(root) / name
            if path.is_file() and not path.is_symlink():
                yield path


def _manifest(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in _files(folder)}


def _changes(folder: Path, before: dict[str, tuple[int, int]]) -> tuple[bytes, list[str]]:
    """The files changed or added in ``folder`` since ``before`` (a tar) and those deleted."""
    after = _manifest(folder)
    changed = [rel for rel, stamp in after.items() if before.get(rel) != stamp]
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=1) as tar:
        for rel in sorted(changed):
            tar.add(folder / rel, arcname=rel, recursive=False)
    return buf.getvalue(), sorted(set(before) - set(after))


def unpack_changes(folder: Path, archive: bytes, deleted: list[str]) -> None:
    """Write a remote task's changed files into ``folder`` and delete what it deleted
    (only paths inside ``folder``: tarfile's ``data`` filter refuses the rest)."""
    if archive:
        with tarfile.open(fileobj=io.BytesIO(archive), mode="r:gz") as tar:
            tar.extractall(folder, filter="data")
    root = folder.resolve()
    for rel in deleted:
        path = (folder / rel).resolve()
        if path.is_relative_to(root) and path != root and path.is_file():
            path.unlink()


# -- on the node ---------------------------------------------------------------------------


def run_remote(argv: list[str], archive: bytes) -> Iterator[dict[str, Any]]:
    """A Ray task: run ``openkoi ARGV`` (its ``-C`` folder replaced by a copy of the
    workspace made from ``archive``) with a data dir of its own. Yields ``{"type": "task"}``
    (the task's id, description, model) once it exists, ``{"type": "event"}`` for each event
    as it is recorded, then ``{"type": "result"}``: exit code, the JSON outcome, stderr's
    tail, the changed files (a tar) and the deleted ones. Cancelled, it interrupts the run."""
    from openkoi.config import Paths
    from openkoi.tools import procgroup

    root = Path(tempfile.mkdtemp(prefix="openkoi-ray-"))
    work, data = root / "workspace", root / "data"
    work.mkdir()
    proc: subprocess.Popen[bytes] | None = None
    try:
        with tarfile.open(fileobj=io.BytesIO(archive), mode="r:gz") as tar:
            tar.extractall(work, filter="data")
        before = _manifest(work)
        env = dict(os.environ)
        env["OPENKOI_MODELS_DIR"] = str(Paths.from_env(env).models)  # the node's, shared
        env["OPENKOI_DATA"] = str(data)
        args = list(argv)
        if args[:1] == ["-C"]:
            args[1] = str(work)
        out, err = root / "stdout", root / "stderr"
        began = time.monotonic()
        with out.open("wb") as stdout, err.open("wb") as stderr:
            proc = subprocess.Popen([sys.executable, "-m", "openkoi", *args],
                                    stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr,
                                    env=env, cwd=work, start_new_session=True)
        procgroup.track(proc.pid)
        tail = _Tail(data / "openkoi.db")
        while True:
            ended = proc.poll() is not None
            yield from tail.new()
            if ended:
                break
            time.sleep(POLL_S)
        try:
            outcome = json.loads(out.read_text(encoding="utf-8", errors="replace") or "{}")
        except ValueError:
            outcome = {}
        changes, deleted = _changes(work, before)
        yield {"type": "result", "exit_code": proc.returncode,
               "outcome": outcome if isinstance(outcome, dict) else {},
               "stderr": err.read_text(encoding="utf-8", errors="replace")[-4000:],
               "changes": changes, "deleted": deleted, "node": socket.gethostname(),
               "run_s": round(time.monotonic() - began, 2)}
    finally:
        if proc is not None and proc.poll() is None:  # cancelled: stop the run, then wait
            try:
                os.killpg(proc.pid, signal.SIGINT)
                proc.wait(timeout=20)
            except (ProcessLookupError, PermissionError, subprocess.TimeoutExpired):
                pass
        if proc is not None:  # its whole group: what it left, or all of it if it hung
            procgroup.stop_sync(proc.pid, grace_s=0)
        shutil.rmtree(root, ignore_errors=True)


class _Tail:
    """The events of the run's task, read from its database as they are recorded."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.task: str | None = None
        self.seq = 0

    def new(self) -> Iterator[dict[str, Any]]:
        if not self.db.exists():
            return
        try:
            conn = sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=5)
        except sqlite3.Error:
            return
        try:
            if self.task is None:
                row = conn.execute("SELECT id, description, model, options FROM tasks"
                                   " ORDER BY started_at LIMIT 1").fetchone()
                if row is None:
                    return
                self.task = str(row[0])
                yield {"type": "task", "id": row[0], "description": row[1], "model": row[2],
                       "options": row[3]}
            rows = conn.execute("SELECT seq, kind, data, ts FROM events WHERE task_id = ?"
                                " AND seq > ? ORDER BY seq", (self.task, self.seq)).fetchall()
        except sqlite3.Error:  # not migrated yet, or busy: the next poll reads it
            return
        finally:
            conn.close()
        for seq, kind, data, ts in rows:
            self.seq = int(seq)
            try:
                payload = json.loads(data) if data else {}
            except ValueError:
                payload = {}
            yield {"type": "event", "event": {"task_id": self.task, "seq": seq, "kind": kind,
                                              "data": payload, "ts": ts}}
