"""The Store: sessions, tasks and their event streams in one SQLite file, plus the plain
files users read (transcripts, ``state/last-task.json``, ``state/task-history.jsonl``).

``Store.open`` creates what is missing, migrates, then sweeps: a task still 'running' whose
process is gone (killed, crashed, machine rebooted) becomes 'interrupted'. Writes are one
transaction each, so a process killed at any moment leaves a consistent database.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from openkoi import records
from openkoi.config import Paths
from openkoi.errors import StorageError, UsageError
from openkoi.events import Event
from openkoi.memory import state, transcript
from openkoi.memory.db import Database, dumps, loads, new_id, resolve_prefix, storage_errors
from openkoi.memory.migrations import migrate
from openkoi.memory.recorder import TaskRecorder
from openkoi.memory.rows import (
    SESSION_KINDS,
    SESSION_STATUSES,
    TASK_STATUSES,
    SessionInfo,
    TaskInfo,
)
from openkoi.redact import redact

SWEPT_REASON = "process ended unexpectedly"
_CLOCK_SLACK_S = 30.0  # /proc start times are computed from boot time; allow for drift

_SESSION_SELECT = """
    SELECT s.*, COUNT(t.id) AS task_count,
           COALESCE(SUM(t.input_tokens), 0) AS input_tokens,
           COALESCE(SUM(t.output_tokens), 0) AS output_tokens,
           COALESCE(SUM(t.cost_usd), 0) AS cost_usd
    FROM sessions s LEFT JOIN tasks t ON t.session_id = s.id
"""


class Store:
    def __init__(self, paths: Paths, db: Database, *,
                 history_max_bytes: int = state.HISTORY_MAX_BYTES) -> None:
        self.paths = paths
        self.db = db
        self.history_max_bytes = history_max_bytes

    @classmethod
    def open(cls, paths: Paths, *, history_max_bytes: int = state.HISTORY_MAX_BYTES) -> Store:
        with storage_errors("cannot create the openkoi directories"):
            for folder in (paths.data, paths.sessions, paths.state):
                folder.mkdir(parents=True, exist_ok=True)
        db = Database.open(paths.db)
        store = cls(paths, db, history_max_bytes=history_max_bytes)
        try:
            migrate(db)
            store.sweep()
        except BaseException:
            db.close()
            raise
        return store

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    # -- sessions -------------------------------------------------------------------------

    def create_session(self, kind: str = "task", title: str = "") -> str:
        if kind not in SESSION_KINDS:
            raise UsageError(f"unknown session kind {kind!r}",
                             hint=f"use one of: {', '.join(SESSION_KINDS)}")
        session_id, now = new_id(), time.time()
        with self.db.transaction("cannot create a session") as conn:
            conn.execute("INSERT INTO sessions (id, kind, title, status, created_at, updated_at)"
                         " VALUES (?, ?, ?, 'active', ?, ?)", (session_id, kind, title, now, now))
        return session_id

    def set_session_status(self, session_id: str, status: str) -> None:
        if status not in SESSION_STATUSES:
            raise UsageError(f"unknown session status {status!r}",
                             hint=f"use one of: {', '.join(SESSION_STATUSES)}")
        with self.db.transaction("cannot update the session") as conn:
            cur = conn.execute("UPDATE sessions SET status = ?, updated_at = ? WHERE id = ?",
                               (status, time.time(), session_id))
        if cur.rowcount == 0:
            raise StorageError(f"no session {session_id} in the database")

    def list_sessions(self, limit: int | None = 20) -> list[SessionInfo]:
        sql = _SESSION_SELECT + " GROUP BY s.id ORDER BY s.updated_at DESC, s.rowid DESC"
        params: tuple[Any, ...] = ()
        if limit is not None:
            sql, params = sql + " LIMIT ?", (limit,)
        return [SessionInfo.from_row(r) for r in self.db.query(sql, params)]

    def get_session(self, prefix: str) -> SessionInfo:
        session_id = resolve_prefix(self.db, "sessions", prefix, "session",
                                    "openkoi session list")
        row = self.db.query_one(_SESSION_SELECT + " WHERE s.id = ? GROUP BY s.id", (session_id,))
        if row is None:  # deleted between the two reads
            raise UsageError(f"no session matches {prefix!r}", hint="see `openkoi session list`")
        return SessionInfo.from_row(row)

    def delete_session(self, prefix: str) -> SessionInfo:
        """Delete a session, its tasks, events and its ``sessions/<id>/`` folder."""
        session = self.get_session(prefix)
        for task in self.list_tasks(session=session.id, limit=None):
            if task.status == "running" and pid_alive(task.pid, task.started_at):
                raise UsageError(f"session {session.id} has a running task ({task.id})",
                                 hint="wait for it to finish or stop it first")
        task_ids = {t.id for t in self.list_tasks(session=session.id, limit=None)}
        with self.db.transaction(f"cannot delete session {session.id}") as conn:
            conn.execute("DELETE FROM sessions WHERE id = ?", (session.id,))
        folder = self.paths.sessions / session.id
        with storage_errors(f"deleted session {session.id} but not its folder {folder}"):
            if folder.exists():
                shutil.rmtree(folder)
        last = state.read_last_task(self.paths.state)
        if last is not None and last.get("task_id") in task_ids:
            with storage_errors("cannot remove the last-task state file"):
                (self.paths.state / state.LAST_TASK).unlink(missing_ok=True)
        return session

    # -- tasks ----------------------------------------------------------------------------

    def create_task(self, session_id: str, description: str, *, model: str = "",
                    workspace: Path | str = "", options: dict[str, Any] | None = None,
                    task_id: str | None = None) -> str:
        task_id, now = task_id or new_id(), time.time()
        with self.db.transaction("cannot create a task") as conn:
            if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() \
                    is None:
                raise StorageError(f"no session {session_id} in the database",
                                   hint="create the session first")
            conn.execute(
                "INSERT INTO tasks (id, session_id, description, workspace, model, options,"
                " status, pid, started_at) VALUES (?, ?, ?, ?, ?, ?, 'running', ?, ?)",
                (task_id, session_id, description, str(workspace), model,
                 dumps(options or {}), os.getpid(), now))
            conn.execute("UPDATE sessions SET status = 'active', updated_at = ? WHERE id = ?",
                         (now, session_id))
        self.write_last_task(task_id, event_kind="task.created")
        return task_id

    def recorder(self, task_id: str, *, min_interval_s: float = 1.0) -> TaskRecorder:
        """A bus subscriber that persists every event of ``task_id`` (see TaskRecorder)."""
        self._task_row(task_id)
        return TaskRecorder(self, task_id, min_interval_s=min_interval_s)

    def finish_task(self, task_id: str, outcome: records.TaskOutcome) -> TaskInfo:
        if outcome.status not in TASK_STATUSES or outcome.status == "running":
            raise StorageError(f"cannot record task status {outcome.status!r}",
                               hint="one of: " + ", ".join(TASK_STATUSES[1:]))
        usage = records.Usage.from_dict(outcome.usage or {})
        fields: dict[str, Any] = {
            "status": outcome.status, "score": outcome.score,
            "iterations": outcome.iterations, "best_iteration": outcome.best_iteration,
            "files_changed": dumps(list(outcome.files_changed)),
            "answer": redact(outcome.answer), "stop_reason": redact(outcome.stop_reason),
            "error": redact(outcome.error),
        }
        if usage.calls or usage.input_tokens or usage.output_tokens or usage.cost_usd:
            fields.update(input_tokens=usage.input_tokens, output_tokens=usage.output_tokens,
                          cost_usd=usage.cost_usd)
        task = self._finalize(task_id, fields, only_running=False)
        assert task is not None  # only_running=False never skips
        return task

    def mark_interrupted(self, task_id: str, reason: str) -> bool:
        """Mark a still-running task interrupted (keeping its best score so far).
        Returns False when the task had already finished."""
        self._task_row(task_id)
        fields = {"status": "interrupted", "stop_reason": reason}
        return self._finalize(task_id, fields, only_running=True) is not None

    def sweep(self) -> list[str]:
        """Mark interrupted every running task whose process is gone; return their ids."""
        rows = self.db.query("SELECT id, pid, started_at FROM tasks WHERE status = 'running'")
        swept = []
        for row in rows:
            if not pid_alive(row["pid"], row["started_at"]) and \
                    self.mark_interrupted(row["id"], SWEPT_REASON):
                swept.append(str(row["id"]))
        return swept

    def list_tasks(self, session: str | None = None, limit: int | None = 20,
                   status: str | None = None) -> list[TaskInfo]:
        where: list[str] = []
        params: list[Any] = []
        if session is not None:
            where.append("session_id = ?")
            params.append(resolve_prefix(self.db, "sessions", session, "session",
                                         "openkoi session list"))
        if status is not None:
            where.append("status = ?")
            params.append(status)
        sql = "SELECT * FROM tasks"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY started_at DESC, rowid DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [TaskInfo.from_row(r) for r in self.db.query(sql, params)]

    def get_task(self, prefix: str) -> TaskInfo:
        task_id = resolve_prefix(self.db, "tasks", prefix, "task", "openkoi task list")
        return self._task_row(task_id)

    def task_events(self, task_id: str) -> list[Event]:
        rows = self.db.query("SELECT seq, kind, data, ts FROM events WHERE task_id = ?"
                             " ORDER BY seq", (task_id,))
        return [Event(task_id=task_id, seq=r["seq"], kind=r["kind"], data=loads(r["data"], {}),
                      ts=r["ts"]) for r in rows]

    def events_of_kind(self, kind: str, limit: int | None = 200) -> list[dict[str, Any]]:
        """The newest ``kind`` events of every task (newest first), with the task's outcome:
        ``task_id``, ``ts``, ``data``, ``description``, ``status``, ``score``, ``stop_reason``."""
        rows = self.db.query(
            "SELECT e.task_id, e.ts, e.data, t.description, t.status, t.score, t.stop_reason"
            " FROM events e JOIN tasks t ON t.id = e.task_id WHERE e.kind = ?"
            " ORDER BY e.ts DESC, e.id DESC LIMIT ?", (kind, -1 if limit is None else limit))
        return [dict(r) | {"data": loads(r["data"], {})} for r in rows]

    def deliberations(self, task_ids: list[str]) -> dict[str, dict[str, Any]]:
        """What thinking produced for these tasks, by task id: the ``parliament`` event's data
        (verdicts, the Sovereign's line, blocked / overridden, the escalation) and, for a
        simulation, the ``simulation`` event's data under "simulation"."""
        out: dict[str, dict[str, Any]] = {}
        for start in range(0, len(task_ids), 500):
            chunk = task_ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self.db.query(
                f"SELECT task_id, kind, data FROM events WHERE task_id IN ({marks})"
                " AND kind IN ('parliament', 'simulation') ORDER BY id", tuple(chunk))
            for r in rows:
                data = loads(r["data"], {})
                entry = out.setdefault(r["task_id"], {})
                if r["kind"] == "parliament":
                    entry.update(data)
                else:
                    entry["simulation"] = data
        return out

    def task_iterations(self, task_id: str) -> list[dict[str, Any]]:
        rows = self.db.query("SELECT number, score, files_changed, usage FROM iterations"
                             " WHERE task_id = ? ORDER BY number", (task_id,))
        return [{"number": r["number"], "score": r["score"],
                 "files_changed": loads(r["files_changed"], []), "usage": loads(r["usage"], {})}
                for r in rows]

    def task_findings(self, task_id: str) -> list[dict[str, Any]]:
        rows = self.db.query("SELECT iteration, severity, dimension, message, location, fix"
                             " FROM findings WHERE task_id = ? ORDER BY id", (task_id,))
        return [dict(r) for r in rows]

    def task_counts(self) -> dict[str, int]:
        rows = self.db.query("SELECT status, COUNT(*) AS n FROM tasks GROUP BY status")
        return {str(r["status"]): int(r["n"]) for r in rows}

    def cost_summary(self, since_ts: float = 0.0) -> dict[str, Any]:
        """Tokens and cost of every model call (``cost`` events) at or after ``since_ts``."""
        rows = self.db.query("""
            SELECT COALESCE(json_extract(data, '$.model'), '') AS model,
                   COUNT(*) AS calls, COUNT(DISTINCT task_id) AS tasks,
                   COALESCE(SUM(json_extract(data, '$.input_tokens')), 0) AS input_tokens,
                   COALESCE(SUM(json_extract(data, '$.output_tokens')), 0) AS output_tokens,
                   COALESCE(SUM(json_extract(data, '$.cost_usd')), 0) AS cost_usd
            FROM events WHERE kind = 'cost' AND ts >= ? GROUP BY model ORDER BY cost_usd DESC
            """, (since_ts,))
        tasks = self.db.query_one("SELECT COUNT(DISTINCT task_id) AS n FROM events"
                                  " WHERE kind = 'cost' AND ts >= ?", (since_ts,))
        by_model = {str(r["model"]): {"calls": int(r["calls"]),
                                      "input_tokens": int(r["input_tokens"]),
                                      "output_tokens": int(r["output_tokens"]),
                                      "cost_usd": float(r["cost_usd"])} for r in rows}
        return {
            "since": since_ts,
            "tasks": int(tasks["n"]) if tasks else 0,
            "calls": sum(m["calls"] for m in by_model.values()),
            "input_tokens": sum(m["input_tokens"] for m in by_model.values()),
            "output_tokens": sum(m["output_tokens"] for m in by_model.values()),
            "cost_usd": sum(m["cost_usd"] for m in by_model.values()),
            "by_model": by_model,
        }

    # -- files ----------------------------------------------------------------------------

    def transcript_path(self, task: TaskInfo) -> Path:
        return self.paths.sessions / task.session_id / f"{task.id}.md"

    def write_transcript(self, task_id: str) -> Path:
        task = self._task_row(task_id)
        text = transcript.render(task, self.task_events(task_id))
        path = self.transcript_path(task)
        transcript.write(path, text)
        return path

    def transcript(self, task_id: str) -> str:
        """The task's markdown transcript, regenerated from the database when missing."""
        path = self.transcript_path(self._task_row(task_id))
        if not path.exists():
            self.write_transcript(task_id)
        with storage_errors(f"cannot read {path}"):
            return path.read_text(encoding="utf-8")

    def write_last_task(self, task_id: str, *, iteration: int | None = None,
                        score: float | None = None, event_kind: str = "") -> None:
        task = self._task_row(task_id)
        state.write_last_task(self.paths.state, {
            "task_id": task.id, "session_id": task.session_id,
            "description": task.description, "model": task.model,
            "workspace": task.workspace, "status": task.status, "pid": task.pid,
            "iteration": iteration if iteration is not None else task.iterations,
            "score": score if score is not None else task.score,
            "best_score": task.score, "cost_usd": task.cost_usd,
            "input_tokens": task.input_tokens, "output_tokens": task.output_tokens,
            "started_at": task.started_at, "ended_at": task.ended_at,
            "last_event": event_kind, "updated_at": time.time(),
        })

    # -- internals ------------------------------------------------------------------------

    def _task_row(self, task_id: str) -> TaskInfo:
        row = self.db.query_one("SELECT * FROM tasks WHERE id = ?", (task_id,))
        if row is None:
            raise StorageError(f"no task {task_id} in the database",
                               hint="see `openkoi task list`")
        return TaskInfo.from_row(row)

    def _finalize(self, task_id: str, fields: dict[str, Any], *,
                  only_running: bool) -> TaskInfo | None:
        """Write the final fields, end a finished task session, then the files: transcript,
        last-task.json (when it is about this task) and a history line."""
        now = time.time()
        assignments = ", ".join(f"{k} = ?" for k in fields)
        with self.db.transaction(f"cannot finish task {task_id}") as conn:
            sql = f"UPDATE tasks SET {assignments}, ended_at = ? WHERE id = ?"
            if only_running:
                sql += " AND status = 'running'"
            cur = conn.execute(sql, (*fields.values(), now, task_id))
            if cur.rowcount == 0:
                if only_running:
                    return None
                raise StorageError(f"no task {task_id} in the database")
            conn.execute("""
                UPDATE sessions SET updated_at = ?,
                    status = CASE WHEN kind = 'task' AND NOT EXISTS (
                        SELECT 1 FROM tasks WHERE session_id = sessions.id
                        AND status = 'running') THEN 'ended' ELSE status END
                WHERE id = (SELECT session_id FROM tasks WHERE id = ?)""", (now, task_id))
        task = self._task_row(task_id)
        self.write_transcript(task_id)
        last = state.read_last_task(self.paths.state)
        if last is None or last.get("task_id") == task_id:
            self.write_last_task(task_id, event_kind="task.finished")
        state.append_history(self.paths.state, {
            "task_id": task.id, "session_id": task.session_id,
            "description": task.description, "status": task.status, "score": task.score,
            "iterations": task.iterations, "model": task.model, "workspace": task.workspace,
            "input_tokens": task.input_tokens, "output_tokens": task.output_tokens,
            "cost_usd": task.cost_usd, "stop_reason": task.stop_reason,
            "started_at": task.started_at, "ended_at": task.ended_at,
        }, max_bytes=self.history_max_bytes)
        return task


def pid_alive(pid: int | None, started_at: float) -> bool:
    """Whether the process that started a task (at ``started_at``) still runs. A zombie, or
    a live process that started after the task did (the pid was reused), does not count."""
    if not pid or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # exists, owned by someone else
    except OSError:
        return False
    zombie, proc_start = _proc_state(pid)
    if zombie:
        return False
    return proc_start is None or proc_start <= started_at + _CLOCK_SLACK_S


def _proc_state(pid: int) -> tuple[bool, float | None]:
    """(is a zombie, start time in epoch seconds) from Linux /proc; (False, None) elsewhere."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[0] in ("Z", "X"):
            return True, None
        boot = next(float(line.split()[1]) for line in
                    Path("/proc/stat").read_text().splitlines() if line.startswith("btime "))
        return False, boot + int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return False, None
