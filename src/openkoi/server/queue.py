"""The server's task queue: persistent jobs, N workers, cancellation and plan approval.

Each job runs through the same pipeline as ``openkoi "task"`` and ``openkoi think``
(``runner.run``: the same options, Parliament, models, engine, trust guard, recorder and
database; ``think`` / ``simulate`` in the request as on the command line); only the surface
differs:
events go to the WebSocket hub and the webhooks instead of stderr, and the trust level
``ask`` is refused (nobody is at the server's terminal to confirm).

Cancelling a running job cancels its asyncio task: the engine stops at its next await (a
model call, a tool, a subprocess), the task is recorded as interrupted with the reason
"cancelled via the API", its files stay as they are, and a ``task.failed`` event closes its
stream. A server that stops does the same to its running jobs (reason "the server stopped")
and leaves the queued ones queued for the next start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from openkoi import errors, events
from openkoi.config import Overrides, Paths
from openkoi.server.hub import EventHub
from openkoi.server.jobs import Job, JobStore
from openkoi.server.schemas import TaskBody
from openkoi.server.settings import ApiSettings
from openkoi.server.views import find
from openkoi.webhooks import BudgetWatcher, WebhookSender, end_event

if TYPE_CHECKING:
    from openkoi.memory.store import Store
    from openkoi.records import Plan
    from openkoi.runner import Started

POLL_S = 1.0  # how often an idle worker looks for jobs queued by another process
CANCELLED = "cancelled via the API"
SERVER_STOPPED = "the server stopped"
log = logging.getLogger("openkoi.server.queue")


@dataclass(frozen=True)
class Refusal:
    """A request that does not fit the task's state (the API answers 409)."""

    message: str
    hint: str = ""


@dataclass
class _Running:
    task: asyncio.Task[None] | None = None
    started: Started | None = None
    cancelled: bool = False  # by the API (else: the server is stopping)


class TaskQueue:
    def __init__(self, paths: Paths, workspace: Path, api: ApiSettings, hub: EventHub) -> None:
        self.paths = paths
        self.workspace = workspace
        self.api = api
        self.hub = hub
        self.instance = secrets.token_hex(4)
        self._store: Store | None = None
        self._jobs: JobStore | None = None
        self.webhooks: WebhookSender | None = None
        self._wake: asyncio.Event | None = None
        self._workers: list[asyncio.Task[None]] = []
        self._running: dict[str, _Running] = {}
        self._approvals: dict[str, asyncio.Future[bool | Plan]] = {}
        self._drafts: dict[str, Plan] = {}  # the plan each waiting task drafted
        self._stopping = False
        self.recovered: list[str] = []
        self._inbound: asyncio.Task[None] | None = None

    # -- lifecycle ------------------------------------------------------------------------

    def open(self) -> None:
        """Open the database and settle what an earlier server left (before serving)."""
        from openkoi.memory.store import Store

        self._store = Store.open(self.paths)
        self._jobs = JobStore(self._store.db, JobStore.owner_for(self.instance))
        self.webhooks = WebhookSender(self.api.webhooks, self._jobs)
        for job in self.jobs.orphans():
            self.store.mark_interrupted(job.id, "its server stopped while it ran") \
                if self._has_task_row(job.id) else None
            self.jobs.set_state(job.id, "interrupted", only_from=(job.state,))
            self.recovered.append(job.id)

    @property
    def store(self) -> Store:
        assert self._store is not None, "TaskQueue.open() first"
        return self._store

    @property
    def jobs(self) -> JobStore:
        assert self._jobs is not None, "TaskQueue.open() first"
        return self._jobs

    async def start(self) -> None:
        self.hub.bind(asyncio.get_running_loop())
        self._wake = asyncio.Event()
        self._workers = [asyncio.create_task(self._worker(), name=f"openkoi-worker-{i}")
                         for i in range(self.api.workers)]
        from openkoi.integrations import inbound

        sources, poll_s = await asyncio.to_thread(inbound.sources, self.paths)
        if sources:  # tasks from Telegram, e-mail: integrations/inbound.py
            self._inbound = asyncio.create_task(
                inbound.Poller(sources, self._submit_inbound, poll_s).run(),
                name="openkoi-inbound")

    def _submit_inbound(self, item: Any) -> str:
        """Queue an inbound task (integrations/inbound.py): the Parliament votes first."""
        body: dict[str, Any] = {"task": item.text, "think": True}
        if item.context:
            body["context"] = item.context
        return self.submit(TaskBody.model_validate(body)).id

    def take(self, item: Any) -> str:
        """Queue a task a service sent (server/hooks.py); its answers go to its thread."""
        from openkoi.integrations.outbound import seed_thread

        task_id = self._submit_inbound(item)
        seed_thread(task_id, item.service, item.thread)
        return task_id

    async def stop(self) -> None:
        """Interrupt the running jobs (recorded), keep the queued ones, close everything."""
        self._stopping = True
        if self._inbound is not None:
            self._inbound.cancel()
            await asyncio.gather(self._inbound, return_exceptions=True)
            self._inbound = None
        for entry in list(self._running.values()):
            if entry.started is None:
                continue  # not started: _run sees _stopping (queued again, or interrupted)
            if not entry.cancelled:
                entry.started.cancel_reason = SERVER_STOPPED
            if entry.task is not None:
                entry.task.cancel()
        inner = [e.task for e in self._running.values() if e.task is not None]
        if inner:
            await asyncio.gather(*inner, return_exceptions=True)
        for worker in self._workers:
            worker.cancel()
        await asyncio.gather(*self._workers, return_exceptions=True)
        self._workers = []
        if self.webhooks is not None:
            await self.webhooks.aclose()
        if self._store is not None:
            self._store.close()
            self._store = None

    # -- requests -------------------------------------------------------------------------

    def submit(self, body: TaskBody) -> Job:
        job = self.jobs.submit(body.model_dump(exclude_none=True))
        self.hub.status(job.id, "queued")
        if self._wake is not None:
            self._wake.set()
        return job

    def cancel(self, job_id: str) -> str | Refusal:
        """The task's new status, or why it cannot be cancelled."""
        job = self.jobs.get(job_id)
        if job is None:
            return Refusal(f"task {job_id} was not submitted through the API",
                           hint="stop a CLI task with Ctrl-C where it runs")
        if job.state == "queued" and self.jobs.set_state(job_id, "cancelled",
                                                         only_from=("queued",)):
            self.hub.status(job_id, "cancelled")
            self._notify("task.failed", job_id)
            return "cancelled"
        entry = self._running.get(job_id)
        if entry is not None and not entry.cancelled:
            entry.cancelled = True
            if entry.started is not None and entry.task is not None:
                entry.started.cancel_reason = CANCELLED
                entry.task.cancel()
            return "cancelled"
        if job.state in ("running", "awaiting_approval"):
            return Refusal(f"task {job_id} runs in another openkoi server",
                           hint="cancel it through that server")
        return Refusal(f"task {job_id} has already ended ({job.state})")

    def approve(self, job_id: str, approve: bool,
                edit: dict[str, Any] | None = None) -> str | Refusal:
        """The task's new status, or why there is nothing to approve. ``edit`` (summary,
        steps) replaces the drafted plan's summary and steps when approving."""
        from openkoi.records import Plan

        future = self._approvals.get(job_id)
        if future is None or future.done():
            return Refusal(f"task {job_id} is not waiting for plan approval",
                           hint="only a task submitted with approve_plan waits, after planning")
        if edit is not None and not approve:
            return Refusal("an edited plan goes with approve: true",
                           hint='send {"approve": false} alone to reject the plan')
        verdict: bool | Plan = approve
        draft = self._drafts.get(job_id)
        if edit is not None and draft is not None:
            verdict = Plan(summary=edit.get("summary") or draft.summary,
                           steps=list(edit["steps"]), files=list(draft.files),
                           tools=list(draft.tools),
                           estimated_iterations=draft.estimated_iterations)
        future.set_result(verdict)
        return "running" if approve else "rejected"

    def running_ids(self) -> list[str]:
        return list(self._running)

    def describe(self, job_id: str) -> dict[str, Any]:
        return find(self.store, self.jobs, job_id) or {"id": job_id}

    # -- workers --------------------------------------------------------------------------

    async def _worker(self) -> None:
        assert self._wake is not None
        while not self._stopping:
            self._wake.clear()
            try:
                job = self.jobs.claim_next()
            except errors.OpenKoiError as exc:  # a busy database: try again shortly
                log.warning("cannot claim a queued task: %s", exc)
                job = None
            if job is None:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), POLL_S)
                continue
            entry = _Running()
            self._running[job.id] = entry
            try:
                entry.task = asyncio.create_task(self._run(job, entry))
                await asyncio.wait({entry.task})
                crash = None if entry.task.cancelled() else entry.task.exception()
                if crash is not None:  # a bug: the job must not stay "running"
                    log.error("task %s: internal error", job.id, exc_info=crash)
                    self.jobs.set_state(job.id, "interrupted", only_from=("running",),
                                        error=f"internal error: {type(crash).__name__}")
            finally:
                self._running.pop(job.id, None)

    async def _run(self, job: Job, entry: _Running) -> None:
        from openkoi import runner
        from openkoi.context import Context

        if entry.cancelled or self._stopping:  # before it started: nothing ran
            state = "cancelled" if entry.cancelled else "queued"
            self.jobs.set_state(job.id, state, only_from=("running",))
            self.hub.status(job.id, state)
            if entry.cancelled:
                self._notify("task.failed", job.id)
            return
        body = TaskBody.model_validate(job.request)
        workspace = self.resolve_workspace(body.workspace)
        app = Context(paths=self.paths, workspace=workspace)  # nobody to ask: `ask` refuses
        options = runner.TaskOptions(
            task=body.task, context=body.context, overrides=Overrides(
                iterations=body.max_iterations, quality=body.quality, model=body.model,
                max_tokens=body.max_tokens, max_cost_usd=body.max_cost_usd,
                max_time_s=body.max_time_s, max_steps=body.max_steps,
                plan_candidates=body.plan_candidates),
            think=body.think or body.simulate, simulate=body.simulate)
        try:
            if not workspace.is_dir():
                raise errors.UsageError(f"the workspace {workspace} is gone")
            # in a thread: loading (or first installing) a local model must not stall the
            # server; a cancel meanwhile is seen right after
            started = await asyncio.to_thread(runner.start, app, options, task_id=job.id)
        except errors.OpenKoiError as exc:
            message = exc.message + (f" ({exc.hint})" if exc.hint else "")
            self.jobs.set_state(job.id, "failed", error=message)
            self.hub.status(job.id, "failed", error=message)
            self._notify("task.failed", job.id)
            return
        entry.started = started
        try:
            if entry.cancelled or self._stopping:  # while its models loaded
                started.cancel_reason = CANCELLED if entry.cancelled else SERVER_STOPPED
                started.store.mark_interrupted(job.id, started.cancel_reason)
                started.bus.subscribe(self.hub.bus_subscriber())
                self._ended(job.id, started, entry)
                return
            await self._execute(job, body, app, started, entry)
        finally:
            started.store.close()

    async def _execute(self, job: Job, body: TaskBody, app: Any, started: Started,
                       entry: _Running) -> None:
        from openkoi import runner

        started.bus.subscribe(self.hub.bus_subscriber())
        if any("budget.warning" in h.events for h in self.api.webhooks):
            started.bus.subscribe(BudgetWatcher(
                started.budget, self.api.budget_warning_fraction, job.id,
                lambda data: self._send("budget.warning", data, job.id)))
        gate = self._gate(job.id) if body.approve_plan else None
        try:  # the one pipeline: the Parliament when asked, the trust guard, the plan gate
            outcome = await runner.execute(started, lambda: runner.run(started, app,
                                                                       plan_gate=gate),
                                           flush=False)  # integrations: in the background
        except asyncio.CancelledError:  # recorded as interrupted by runner.execute
            self._ended(job.id, started, entry)
            return
        except Exception as exc:  # recorded as an internal error by runner.execute
            log.exception("task %s failed inside openkoi", job.id)
            self.jobs.set_state(job.id, "interrupted", only_from=("running",),
                                error=f"internal error: {type(exc).__name__}: {exc}")
            self._notify("task.failed", job.id)
            return
        self.jobs.set_state(job.id, "finished", only_from=("running",))
        event = end_event(outcome.status)
        if event is not None:  # a simulation announces nothing
            self._notify(event, job.id)

    def _ended(self, job_id: str, started: Started, entry: _Running) -> None:
        """A task stopped before its end (cancelled, or its server stopping): the job's
        state, a closing ``task.failed`` event for its stream, the webhook."""
        state = "cancelled" if entry.cancelled else "interrupted"
        self.jobs.set_state(job_id, state, only_from=("running", "awaiting_approval"))
        started.bus.emit(job_id, events.FAILED, {
            "status": state, "stop_reason": started.cancel_reason,
            "usage": started.budget.spent.to_dict()})
        self._notify("task.failed", job_id)

    def _gate(self, job_id: str) -> Callable[[Plan], Awaitable[bool | Plan]]:
        async def gate(plan: Plan) -> bool | Plan:
            future: asyncio.Future[bool | Plan] = asyncio.get_running_loop().create_future()
            self._approvals[job_id] = future
            self._drafts[job_id] = plan
            self.jobs.set_state(job_id, "awaiting_approval", plan=plan.to_dict())
            self.hub.status(job_id, "awaiting_approval", plan=plan.to_dict())
            try:
                approved = await future
            finally:
                self._approvals.pop(job_id, None)
                self._drafts.pop(job_id, None)
            state = "running" if approved else "rejected"
            edited = approved.to_dict() if not isinstance(approved, bool) else None
            self.jobs.set_state(job_id, state, only_from=("awaiting_approval",), plan=edited)
            self.hub.status(job_id, state, **({"plan": edited} if edited else {}))
            return approved

        return gate

    def resolve_workspace(self, given: str | None) -> Path:
        if not given:
            return self.workspace
        if "\x00" in given:
            raise errors.UsageError("workspace contains a NUL character",
                                    hint="give a folder path without control characters")
        path = Path(given).expanduser()
        return (path if path.is_absolute() else self.workspace / path).resolve()

    # -- webhooks -------------------------------------------------------------------------

    def _notify(self, event: str, job_id: str) -> None:
        if self.webhooks is None or not any(event in h.events for h in self.api.webhooks):
            return
        try:
            data = self.describe(job_id)
        except errors.OpenKoiError as exc:
            data = {"id": job_id, "error": str(exc)}
        self._send(event, data, job_id)

    def _send(self, event: str, data: dict[str, Any], job_id: str) -> None:
        if self.webhooks is not None:
            self.webhooks.send(event, data, job_id)

    def _has_task_row(self, task_id: str) -> bool:
        return self.store.db.query_one("SELECT 1 FROM tasks WHERE id = ?", (task_id,)) \
            is not None
