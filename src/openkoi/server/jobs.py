"""The persistent queue of API tasks (table ``api_jobs``, migration m007).

A job is a submitted task. Its id is handed out at submission and becomes the task's id in
``tasks`` when a worker starts it, so ``openkoi task show ID`` works for API tasks too.

States: ``queued`` -> ``running`` (-> ``awaiting_approval`` -> ``running``) -> ``finished``
(the task row holds the outcome), or ``cancelled`` (before or while running), ``rejected``
(its plan was refused), ``interrupted`` (its server stopped or died while it ran; it is not
run again, since it may have half-changed its files), ``failed`` (it could not start: unknown
model, workspace gone; ``error`` says why, and no task row exists).

Claiming is one ``UPDATE ... WHERE state = 'queued'``, so two servers sharing a database
never run the same job.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from typing import Any

from openkoi.memory.db import Database, dumps, loads, new_id
from openkoi.memory.store import pid_alive

_HEX = re.compile(r"^[0-9a-f]+$")


@dataclass(frozen=True)
class Job:
    id: str
    request: dict[str, Any]
    state: str
    owner: str
    plan: dict[str, Any] | None
    error: str
    created_at: float
    updated_at: float

    @classmethod
    def from_row(cls, row: Any) -> Job:
        plan = loads(row["plan"], None) if row["plan"] else None
        return cls(id=row["id"], request=loads(row["request"], {}), state=row["state"],
                   owner=row["owner"], plan=plan, error=row["error"],
                   created_at=row["created_at"], updated_at=row["updated_at"])


class JobStore:
    def __init__(self, db: Database, owner: str) -> None:
        self.db = db
        self.owner = owner  # "pid:instance"

    @staticmethod
    def owner_for(instance: str) -> str:
        return f"{os.getpid()}:{instance}"

    def submit(self, request: dict[str, Any]) -> Job:
        job_id, now = new_id(), time.time()
        with self.db.transaction("cannot queue the task") as conn:
            conn.execute("INSERT INTO api_jobs (id, request, state, created_at, updated_at)"
                         " VALUES (?, ?, 'queued', ?, ?)", (job_id, dumps(request), now, now))
        job = self.get(job_id)
        assert job is not None
        return job

    def get(self, job_id: str) -> Job | None:
        row = self.db.query_one("SELECT * FROM api_jobs WHERE id = ?", (job_id,))
        return None if row is None else Job.from_row(row)

    def find(self, ids: list[str]) -> dict[str, Job]:
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = self.db.query(f"SELECT * FROM api_jobs WHERE id IN ({marks})", ids)
        return {str(r["id"]): Job.from_row(r) for r in rows}

    def resolve(self, prefix: str) -> str | None:
        """The one job id starting with ``prefix`` (None when none or several do)."""
        prefix = prefix.strip().lower()
        if not prefix or not _HEX.match(prefix):
            return None
        rows = self.db.query("SELECT id FROM api_jobs WHERE id LIKE ? || '%' LIMIT 2",
                             (prefix,))
        return str(rows[0]["id"]) if len(rows) == 1 else None

    def without_task(self, limit: int) -> list[Job]:
        """Jobs that never got a task row (queued, cancelled or failed before starting)."""
        rows = self.db.query("SELECT * FROM api_jobs WHERE id NOT IN (SELECT id FROM tasks)"
                             " ORDER BY created_at DESC LIMIT ?", (limit,))
        return [Job.from_row(r) for r in rows]

    def claim_next(self) -> Job | None:
        """Take the oldest queued job for this server (None when there is none)."""
        while True:
            row = self.db.query_one("SELECT id FROM api_jobs WHERE state = 'queued'"
                                    " ORDER BY created_at, rowid LIMIT 1")
            if row is None:
                return None
            with self.db.transaction("cannot claim a queued task") as conn:
                cur = conn.execute("UPDATE api_jobs SET state = 'running', owner = ?,"
                                   " updated_at = ? WHERE id = ? AND state = 'queued'",
                                   (self.owner, time.time(), row["id"]))
            if cur.rowcount == 1:
                return self.get(str(row["id"]))

    def set_state(self, job_id: str, state: str, *, only_from: tuple[str, ...] = (),
                  plan: dict[str, Any] | None = None, error: str | None = None) -> bool:
        """Move a job to ``state`` (only from one of ``only_from`` when given)."""
        sets, params = ["state = ?", "updated_at = ?"], [state, time.time()]
        if plan is not None:
            sets.append("plan = ?")
            params.append(dumps(plan))
        if error is not None:
            sets.append("error = ?")
            params.append(error)
        sql = f"UPDATE api_jobs SET {', '.join(sets)} WHERE id = ?"
        params.append(job_id)
        if only_from:
            sql += f" AND state IN ({', '.join('?' for _ in only_from)})"
            params.extend(only_from)
        with self.db.transaction(f"cannot update task {job_id}") as conn:
            return conn.execute(sql, params).rowcount == 1

    def orphans(self) -> list[Job]:
        """Jobs left running or awaiting approval by a server that is gone: an earlier
        server in this process, or a process that no longer exists."""
        rows = self.db.query("SELECT * FROM api_jobs WHERE state IN"
                             " ('running', 'awaiting_approval')")
        mine_pid = str(os.getpid())
        gone = []
        for row in rows:
            job = Job.from_row(row)
            pid, _, _instance = job.owner.partition(":")
            if job.owner == self.owner:
                continue
            if pid == mine_pid or not pid.isdigit() or \
                    not pid_alive(int(pid), job.updated_at):
                gone.append(job)
        return gone

    def counts(self) -> dict[str, int]:
        rows = self.db.query("SELECT state, COUNT(*) AS n FROM api_jobs GROUP BY state")
        return {str(r["state"]): int(r["n"]) for r in rows}

    def ids_in(self, state: str) -> list[str]:
        rows = self.db.query("SELECT id FROM api_jobs WHERE state = ? ORDER BY created_at",
                             (state,))
        return [str(r["id"]) for r in rows]

    def record_delivery(self, **fields: Any) -> None:
        """A webhook delivery try (openkoi.webhooks.DeliveryLog does the writing)."""
        from openkoi.webhooks import DeliveryLog

        DeliveryLog(self.db).record_delivery(**fields)
