"""Outbound: a task's events become structured results, posted by every enabled integration.

``attach`` (called by ``runner.start`` for every surface) subscribes an ``Outbound`` to the
task's bus when the user config enables an integration; otherwise nothing is imported or
opened. It folds the events it hears (cost, changed files, the latest evaluation's findings)
and, on

- ``task.done`` / ``task.failed``: ``task.complete`` (done), ``task.unverified`` or
  ``task.failed`` (any other end but a simulation's, which posts nothing), once per task;
- ``parliament`` with an escalation or a block: ``guardian.escalation``;
- a budget passing ``budget_warning_fraction``: ``budget.warning`` (once per budget),

queues a ``Result`` for each integration whose ``events`` want it, on the delivery queue
webhooks use too (``openkoi.delivery``: retries, Retry-After, a refused token not retried).
A task's posts to one service are chained, so the later ones answer in the thread the first
opened. Every try is recorded in ``webhook_deliveries`` (url = ``NAME:TARGET``), which
``openkoi integrations list`` reads.
A dead service never fails or slows the task: sending happens beside it, and ``drain``
(``runner.execute``, after a CLI task's result is shown) waits at most ``exit_grace_s``.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from openkoi import events
from openkoi.delivery import DeliveryQueue, Try
from openkoi.integrations import base
from openkoi.webhooks import BudgetWatcher, DeliveryLog, end_event

if TYPE_CHECKING:
    from openkoi.config import Paths
    from openkoi.integrations.settings import Configured, IntegrationSettings
    from openkoi.memory.db import Database

log = logging.getLogger("openkoi.integrations")
# task id -> {integration: thread}: an inbound task's answers go in the thread it came from
_SEEDS: dict[str, dict[str, str]] = {}


def seed_thread(task_id: str, name: str, thread: str) -> None:
    """Make ``name``'s posts about ``task_id`` answer in ``thread`` (an inbound message)."""
    if thread:
        _SEEDS.setdefault(task_id, {})[name] = thread


class Outbound:
    def __init__(self, paths: Paths, services: list[tuple[Configured, base.Integration]], *,
                 task_id: str, session_id: str, task: str, budget: Any = None,
                 fraction: float = 0.8, grace_s: float = 5.0,
                 queue: DeliveryQueue | None = None, workspace: str = "") -> None:
        self.paths = paths
        self.services = services
        self.task_id = task_id
        self.session_id = session_id
        self.task = task
        self.workspace = workspace
        self.queue = queue or DeliveryQueue()
        self.grace_s = grace_s  # how long a process about to exit waits for deliveries
        self.threads: dict[str, str] = {}
        self._last: dict[str, asyncio.Task[Any]] = {}
        self._ended = False
        self._findings: list[str] = []
        self._files: list[str] = []
        self._cost = 0.0
        self._db: Database | None = None
        self._watch = BudgetWatcher(budget, fraction, task_id, self._budget) \
            if budget is not None and any(base.BUDGET in c.events for c, _ in services) else None

    # -- the bus -------------------------------------------------------------------------

    def __call__(self, event: events.Event) -> None:
        if event.task_id != self.task_id:
            return
        data = event.data
        if event.kind == events.COST:
            self._cost = float(data.get("total_cost_usd") or self._cost)
        elif event.kind == events.TOOL_RESULT:
            for path in data.get("changed_files") or []:
                if path not in self._files:
                    self._files.append(str(path))
        elif event.kind == events.EVALUATION:
            self._findings = [_finding(f) for f in data.get("findings") or []
                              if isinstance(f, dict)]
        elif event.kind == events.PARLIAMENT and (data.get("escalated") or data.get("blocked")) \
                and not data.get("approved_by_human") and not data.get("overridden"):
            self.deliver(self._result(base.ESCALATION, status="needs a human", detail=str(
                data.get("escalation") or "; ".join(data.get("rule_reasons") or [])
                or "the Parliament asks a human")))
        elif event.kind in (events.DONE, events.FAILED) and not self._ended:
            self._ended = True
            self._outcome(event)
        if self._watch is not None:
            self._watch(event)

    def _outcome(self, event: events.Event) -> None:
        outcome = event.payload
        kind = end_event(outcome.status)  # task.unverified ends with task.failed on the bus
        if kind is None:  # a simulation: nothing was done or failed
            return
        usage = outcome.usage or {}
        detail = outcome.error or ("" if kind == base.COMPLETE else outcome.stop_reason)
        self.deliver(self._result(
            kind, status=outcome.status, score=outcome.score, iterations=outcome.iterations,
            cost_usd=float(usage.get("cost_usd") or self._cost),
            files=list(outcome.files_changed) or self._files, detail=detail))

    def _budget(self, data: dict[str, Any]) -> None:
        which, used, limit = data["which"], data["used"], data["limit"]
        shown = f"${used:.4f} of ${limit:.4f}" if which == "cost" else \
            f"{used:.0f} of {limit:.0f}" + (" s" if which == "time" else " tokens")
        self.deliver(self._result(base.BUDGET, status="running",
                                  detail=f"{which} budget {data['fraction']:.0%} used ({shown})"))

    def _result(self, event: str, *, status: str, score: float | None = None,
                iterations: int = 0, cost_usd: float | None = None,
                files: list[str] | None = None, detail: str = "") -> base.Result:
        title = (self.task.strip().splitlines() or [""])[0][:120]
        transcript = self.paths.sessions / self.session_id / f"{self.task_id}.md"
        return base.Result(event=event, task_id=self.task_id, title=title, status=status,
                           score=score, iterations=iterations,
                           cost_usd=self._cost if cost_usd is None else cost_usd,
                           files_changed=list(self._files if files is None else files),
                           findings=list(self._findings), transcript=str(transcript),
                           detail=detail, task=self.task, workspace=self.workspace)

    # -- sending -------------------------------------------------------------------------

    def deliver(self, result: base.Result) -> int:
        """Queue ``result`` for every integration that wants its event; how many."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            log.warning("no event loop to deliver %s on", result.event)
            return 0
        queued = 0
        for configured, service in self.services:
            if result.event not in configured.events and result.event != base.TEST:
                continue
            why = "" if self.threads.get(configured.name) else service.skip(result)
            if why:
                self._record(service, result.event)(Try(0, False, None, f"skipped: {why}"))
                continue
            previous = self._last.get(configured.name)
            task = self.queue.put(self._sender(configured.name, service, result),
                                   self._record(service, result.event),
                                   label=f"{configured.name} {result.event}", after=previous)
            task.add_done_callback(self._maybe_close)
            self._last[configured.name] = task
            queued += 1
        return queued

    def _sender(self, name: str, service: base.Integration, result: base.Result) -> Any:
        async def send() -> str:
            thread = self.threads.get(name, "")
            opened = await service.post(result, thread)
            if opened and not thread and service.threads:
                self.threads[name] = opened
            return opened

        return send

    def _record(self, service: base.Integration, event: str) -> Any:
        url = f"{service.name}:{service.target()}"

        def record(attempt: Try) -> None:
            DeliveryLog(self._database()).record_delivery(
                message_id=f"{service.name}-{self.task_id}-{event}", url=url, event=event,
                task_id=self.task_id, attempt=attempt.attempt, status=attempt.status,
                ok=attempt.ok, error=attempt.error)

        return record

    def _database(self) -> Database:
        if self._db is None:
            from openkoi.memory.db import Database

            self._db = Database.open(self.paths.db)  # migrated: the task's store opened it
        return self._db

    def _maybe_close(self, _task: asyncio.Task[Any]) -> None:
        if self._ended and not self.queue.pending and self._db is not None:
            self._db.close()
            self._db = None

    async def drain(self, grace_s: float) -> int:
        """Wait up to ``grace_s`` for the deliveries in flight; how many were stopped."""
        stopped = await self.queue.drain(grace_s)
        if self._db is not None:
            self._db.close()
            self._db = None
        return stopped


def _finding(f: dict[str, Any]) -> str:
    where = f" ({f['location']})" if f.get("location") else ""
    return f"{f.get('severity') or 'minor'}: {str(f.get('message') or '').strip()}{where}"


def attach(paths: Paths, started: Any, settings: IntegrationSettings | None = None,
           workspace: Any = None) -> Outbound | None:
    """Subscribe an ``Outbound`` to a started task's bus when integrations are enabled.

    A broken ``[integrations]`` config or a missing secret never stops a task: it is noted
    once (``openkoi integrations list`` says what is wrong) and that service is left out."""
    from openkoi import errors
    from openkoi.integrations import settings as config

    try:
        settings = settings or config.load(paths)
    except errors.OpenKoiError as exc:
        log.warning("integrations are off for this task: %s", exc)
        return None
    services: list[tuple[Configured, base.Integration]] = []
    for configured in settings.enabled:
        try:
            services.append((configured, config.build(paths, configured)))
        except errors.OpenKoiError as exc:
            log.warning("integration %s is off for this task: %s", configured.name, exc)
    seeds = _SEEDS.pop(started.task_id, {})
    if not services:
        return None
    outbound = Outbound(paths, services, task_id=started.task_id,
                        session_id=started.session_id, task=started.task,
                        budget=started.budget, fraction=settings.budget_warning_fraction,
                        grace_s=settings.exit_grace_s,
                        workspace=str(workspace) if workspace is not None else "")
    outbound.threads.update(seeds)
    started.bus.subscribe(outbound)
    return outbound
