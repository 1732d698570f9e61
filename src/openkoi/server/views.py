"""The task JSON the API and the webhooks send: one shape for queued, running and finished
tasks, for API jobs and for tasks run from the CLI."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from openkoi.errors import StorageError, UsageError

if TYPE_CHECKING:
    from openkoi.memory.rows import TaskInfo
    from openkoi.memory.store import Store
    from openkoi.server.jobs import Job, JobStore

# Job states that decide the status whatever the task row says.
_JOB_DECIDES = ("queued", "awaiting_approval", "cancelled", "rejected", "failed")


def status_of(task: TaskInfo | None, job: Job | None) -> str:
    if job is not None and (job.state in _JOB_DECIDES or task is None):
        return job.state
    assert task is not None
    return task.status


def task_view(task: TaskInfo | None, job: Job | None) -> dict[str, Any]:
    if task is None and job is None:
        raise ValueError("a task view needs a task or a job")
    request = job.request if job is not None else {}
    return {
        "id": task.id if task is not None else job.id,  # type: ignore[union-attr]
        "description": task.description if task is not None else request.get("task", ""),
        "status": status_of(task, job),
        "score": task.score if task is not None else None,
        "iterations": task.iterations if task is not None else 0,
        "best_iteration": task.best_iteration if task is not None else None,
        "result": task.answer if task is not None else "",
        "files_changed": list(task.files_changed) if task is not None else [],
        "usage": {"input_tokens": task.input_tokens if task is not None else 0,
                  "output_tokens": task.output_tokens if task is not None else 0,
                  "cost_usd": task.cost_usd if task is not None else 0.0},
        "stop_reason": task.stop_reason if task is not None else "",
        "error": (task.error if task is not None else "") or (job.error if job else ""),
        "workspace": task.workspace if task is not None else request.get("workspace") or "",
        "model": task.model if task is not None else request.get("model") or "",
        "created_at": job.created_at if job is not None else task.started_at,  # type: ignore
        "started_at": task.started_at if task is not None else None,
        "ended_at": task.ended_at if task is not None else (
            job.updated_at if job is not None and job.state in ("cancelled", "failed")
            else None),
        "plan": job.plan if job is not None else None,
        "approve_plan": bool(request.get("approve_plan", False)),
        "source": "api" if job is not None else "cli",
    }


def find(store: Store, jobs: JobStore, ident: str) -> dict[str, Any] | None:
    """The task named by ``ident`` (an id or a unique prefix), or None."""
    job_id = jobs.resolve(ident)
    job = jobs.get(job_id) if job_id else None
    task = None
    with contextlib.suppress(UsageError, StorageError):
        task = store.get_task(job.id if job is not None else ident)
    if task is None and job is None:
        return None
    if job is None and task is not None:
        job = jobs.get(task.id)
    return task_view(task, job)


def recent(store: Store, jobs: JobStore, limit: int = 20,
           status: str | None = None) -> list[dict[str, Any]]:
    """The newest tasks, API and CLI alike (``status`` filters on the API status)."""
    scan = limit if status is None else max(limit, 500)
    tasks = store.list_tasks(limit=scan)
    by_id = jobs.find([t.id for t in tasks])
    views = [task_view(t, by_id.get(t.id)) for t in tasks]
    views += [task_view(None, j) for j in jobs.without_task(scan)]
    views.sort(key=lambda v: v["created_at"] or 0.0, reverse=True)
    if status is not None:
        views = [v for v in views if v["status"] == status]
    return views[:limit]
