"""The task JSON the API and the webhooks send: one shape for queued, running and finished
tasks, for API jobs and for tasks run from the CLI (whose webhooks send it too).

``job``: the HTTP API's queue entry (``openkoi.server.jobs.Job``) when there is one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from openkoi.memory.rows import TaskInfo
    from openkoi.memory.store import Store

Job = Any  # openkoi.server.jobs.Job (a surface above this module)

# Job states that decide the status whatever the task row says.
_JOB_DECIDES = ("queued", "awaiting_approval", "cancelled", "rejected", "failed")


BLOCKED = "blocked by the Guardian"  # runner.BLOCKED: the stop reason of a blocked task


def status_of(task: TaskInfo | None, job: Job | None) -> str:
    if job is not None and (job.state in _JOB_DECIDES or task is None):
        return job.state
    assert task is not None
    if task.status == "failed" and task.stop_reason == BLOCKED:
        return "blocked"  # the Guardian said no: a decision, not an error
    return task.status


def thinking_view(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """The Sovereign's line, the Parliament's verdicts, an ESCALATION and a simulation, from
    the task's ``parliament`` / ``simulation`` events (None: the task did not think)."""
    if not data:
        return None
    out: dict[str, Any] = {
        "sovereign": data.get("sovereign", ""),
        "blocked": bool(data.get("blocked")) and not data.get("overridden"),
        "overridden": bool(data.get("overridden")),
        "needs_human": bool(data.get("needs_human")),
        "source": data.get("source", ""),
        "skipped": data.get("skipped", ""),
        "verdicts": [{"agency": v.get("agency", ""), "verdict": v.get("verdict", ""),
                      "reason": v.get("reason", ""), "caveats": v.get("caveats", []),
                      "confidence": v.get("confidence", 0.0)}
                     for v in data.get("verdicts") or []],
        "escalated": bool(data.get("escalated")),
        "policy": data.get("policy"),
        "intent": data.get("intent"),
        "truth": data.get("truth"),
        "escalation": data.get("escalation") or None,
        "simulation": data.get("simulation"),
    }
    return out


def task_view(task: TaskInfo | None, job: Job | None,
              thinking: dict[str, Any] | None = None) -> dict[str, Any]:
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
        "think": bool(request.get("think") or request.get("simulate")) or thinking is not None,
        "simulate": bool(request.get("simulate")) or bool(thinking and thinking.get("simulation")),
        "thinking": thinking_view(thinking),
    }


def of_task(store: Store, task_id: str) -> dict[str, Any]:
    """The JSON of a task run outside the API (no job): what a CLI run's webhooks send."""
    task = store.get_task(task_id)
    return task_view(task, None, store.deliberations([task.id]).get(task.id))
