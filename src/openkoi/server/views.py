"""Finding the API's tasks for the REST views: ``find`` one, ``recent`` ones (API jobs and
CLI tasks alike). The JSON itself is ``openkoi.task_view``."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from openkoi.errors import StorageError, UsageError
from openkoi.task_view import status_of, task_view, thinking_view

if TYPE_CHECKING:
    from openkoi.memory.store import Store
    from openkoi.server.jobs import JobStore

__all__ = ["find", "recent", "status_of", "task_view", "thinking_view"]


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
    thinking = store.deliberations([task.id]).get(task.id) if task is not None else None
    return task_view(task, job, thinking)


def recent(store: Store, jobs: JobStore, limit: int = 20,
           status: str | None = None) -> list[dict[str, Any]]:
    """The newest tasks, API and CLI alike (``status`` filters on the API status)."""
    scan = limit if status is None else max(limit, 500)
    tasks = store.list_tasks(limit=scan)
    by_id = jobs.find([t.id for t in tasks])
    thought = store.deliberations([t.id for t in tasks])
    views = [task_view(t, by_id.get(t.id), thought.get(t.id)) for t in tasks]
    views += [task_view(None, j) for j in jobs.without_task(scan)]
    views.sort(key=lambda v: v["created_at"] or 0.0, reverse=True)
    if status is not None:
        views = [v for v in views if v["status"] == status]
    return views[:limit]
