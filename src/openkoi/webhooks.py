"""Signed webhooks, delivered in the background with retries: one sender for the HTTP API's
tasks (server/queue.py) and the CLI's (``deliver_after``, called once the result is shown).

Signing follows Standard Webhooks (https://www.standardwebhooks.com): headers ``webhook-id``
(the same on every retry of one message), ``webhook-timestamp`` (unix seconds of the try) and
``webhook-signature`` = ``v1,<base64 HMAC-SHA256 of "id.timestamp.body">`` keyed with the
base64 part of the ``whsec_`` secret (done by the ``standardwebhooks`` package).

A delivery is tried up to ``TRIES`` times, waiting ``BACKOFF_S * 2**n`` between tries, on a
connection error, a timeout or a non-2xx answer, on the queue integrations use too
(``openkoi.delivery``). Each try is recorded in ``webhook_deliveries``. Nothing here ever
blocks or fails a task.

Where the hooks come from: ``openkoi.api_config`` (``[api.webhooks]`` and ``[[webhooks]]``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Protocol

from openkoi.api_config import WebhookConfig
from openkoi.delivery import BACKOFF_S, TRIES, DeliveryQueue, Send, Try
from openkoi.errors import IntegrationError
from openkoi.events import Event
from openkoi.memory.db import Database, new_id

TIMEOUT_S = 10.0
# A task run outside the API (the CLI) sends its webhooks once its result is shown, and
# waits at most AFTER_GRACE_S for them, retrying after 0.5 s, 1 s, 2 s: what has not gone
# through by then is recorded as given up.
AFTER_GRACE_S = 5.0
AFTER_BACKOFF_S = 0.5
GAVE_UP = "given up: openkoi was exiting"
log = logging.getLogger("openkoi.webhooks")


def sign(secret: str, message_id: str, timestamp: int, body: str) -> str:
    from standardwebhooks.webhooks import Webhook

    return Webhook(secret).sign(message_id, datetime.fromtimestamp(timestamp, tz=UTC), body)


def headers(secret: str, message_id: str, timestamp: int, body: str) -> dict[str, str]:
    return {"content-type": "application/json", "user-agent": "openkoi-webhooks",
            "webhook-id": message_id, "webhook-timestamp": str(timestamp),
            "webhook-signature": sign(secret, message_id, timestamp, body)}


class Recorder(Protocol):
    def record_delivery(self, *, message_id: str, url: str, event: str, task_id: str,
                        attempt: int, status: int | None, ok: bool, error: str) -> None: ...


class DeliveryLog:
    """Each try of each message, in ``webhook_deliveries`` (migration m007)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def record_delivery(self, *, message_id: str, url: str, event: str, task_id: str,
                        attempt: int, status: int | None, ok: bool, error: str) -> None:
        with self.db.transaction("cannot record a webhook delivery") as conn:
            conn.execute("INSERT INTO webhook_deliveries (message_id, url, event, task_id,"
                         " attempt, status, ok, error, ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (message_id, url, event, task_id, attempt, status, int(ok), error,
                          time.time()))


class WebhookSender:
    """Webhooks on the shared delivery queue (``openkoi.delivery.DeliveryQueue``)."""

    def __init__(self, hooks: list[WebhookConfig], jobs: Recorder, *,
                 backoff_s: float = BACKOFF_S, tries: int = TRIES) -> None:
        self.hooks = hooks
        self.jobs = jobs
        self.queue = DeliveryQueue(tries=tries, backoff_s=backoff_s)
        self._client: Any = None

    def send(self, event: str, data: dict[str, Any], task_id: str = "") -> int:
        """Queue ``event`` for every webhook that wants it; returns how many."""
        targets = [h for h in self.hooks if event in h.events]
        if not targets:
            return 0
        body = json.dumps({"type": event, "timestamp": datetime.now(UTC).isoformat(),
                           "data": data}, separators=(",", ":"), default=str)
        for hook in targets:
            message_id = "msg_" + new_id() + new_id()
            self.queue.put(self._sender(hook, message_id, body),
                           self._recorder(hook, message_id, event, task_id),
                           label=f"webhook {event} to {hook.url}")
        return len(targets)

    def _sender(self, hook: WebhookConfig, message_id: str, body: str) -> Send:
        async def send() -> int:
            import httpx

            if self._client is None:
                self._client = httpx.AsyncClient(timeout=TIMEOUT_S, follow_redirects=False)
            try:
                answer = await self._client.post(
                    hook.url, content=body.encode(),
                    headers=headers(hook.signing_secret(), message_id, int(time.time()),
                                    body))
            except httpx.HTTPError as exc:
                raise IntegrationError(f"{type(exc).__name__}: {exc}") from exc
            if not 200 <= answer.status_code < 300:
                raise IntegrationError(f"HTTP {answer.status_code}", status=answer.status_code)
            return answer.status_code

        return send

    def _recorder(self, hook: WebhookConfig, message_id: str, event: str,
                  task_id: str) -> Callable[[Try], None]:
        def record(attempt: Try) -> None:
            self.jobs.record_delivery(message_id=message_id, url=hook.url, event=event,
                                      task_id=task_id, attempt=attempt.attempt,
                                      status=attempt.value if attempt.ok else attempt.status,
                                      ok=attempt.ok, error=attempt.error)

        return record

    async def aclose(self, grace_s: float = 2.0) -> None:
        """Give deliveries in flight ``grace_s`` to finish, then stop them (recorded as
        given up)."""
        await self.queue.drain(grace_s, GAVE_UP)
        if self._client is not None:
            await self._client.aclose()
            self._client = None


class BudgetWatcher:
    """A bus subscriber calling ``warn`` once per budget (tokens, cost, time) when a task
    passes ``fraction`` of it (checked at each of the task's events)."""

    def __init__(self, budget: Any, fraction: float, task_id: str,
                 warn: Callable[[dict[str, Any]], None]) -> None:
        self.budget = budget
        self.fraction = fraction
        self.task_id = task_id
        self.warn = warn
        self.warned: set[str] = set()

    def __call__(self, event: Event) -> None:
        if event.task_id != self.task_id:
            return
        b = self.budget
        for which, used, limit in (("tokens", b.spent.total_tokens, b.max_tokens),
                                   ("cost", b.spent.cost_usd, b.max_cost_usd),
                                   ("time", b.elapsed_s, b.max_time_s)):
            if which in self.warned or not limit or used < self.fraction * limit:
                continue
            self.warned.add(which)
            self.warn({"task_id": self.task_id, "which": which, "used": used,
                       "limit": limit, "fraction": round(used / limit, 4)})


class Outbox:
    """The webhooks of one task run outside the API (the CLI): budget warnings gathered while
    it runs (``watch``), its end (``finish``), all sent by ``deliver`` once the result is
    shown, so the result line never waits on a receiver."""

    def __init__(self, hooks: list[WebhookConfig], budget_fraction: float) -> None:
        self.hooks = hooks
        self.budget_fraction = budget_fraction
        self.messages: list[tuple[str, dict[str, Any], str]] = []

    def wants(self, event: str) -> bool:
        return any(event in h.events for h in self.hooks)

    def watch(self, bus: Any, budget: Any, task_id: str) -> None:
        """Gather ``budget.warning`` from the task's events, if any hook wants it."""
        if self.wants("budget.warning"):
            bus.subscribe(BudgetWatcher(budget, self.budget_fraction, task_id,
                                        lambda data: self.add("budget.warning", data, task_id)))

    def add(self, event: str, data: dict[str, Any], task_id: str) -> None:
        if self.wants(event):
            self.messages.append((event, data, task_id))

    def deliver(self, recorder: Recorder, *, grace_s: float = AFTER_GRACE_S,
                backoff_s: float = AFTER_BACKOFF_S) -> int:
        """Send what was gathered and wait at most ``grace_s`` (the tries are recorded, and
        what is still in flight then is recorded as given up). Returns the messages sent."""
        if not self.messages:
            return 0
        return asyncio.run(self.adeliver(recorder, grace_s=grace_s, backoff_s=backoff_s))

    async def adeliver(self, recorder: Recorder, *, grace_s: float = AFTER_GRACE_S,
                       backoff_s: float = AFTER_BACKOFF_S) -> int:
        """``deliver`` on a running loop (a chat's, the MCP server's). Each message is sent
        once: a second call sends only what was added since."""
        messages, self.messages = self.messages, []
        if not messages:
            return 0
        sender = WebhookSender(self.hooks, recorder, backoff_s=backoff_s)
        sent = sum(sender.send(event, data, task_id) for event, data, task_id in messages)
        await sender.aclose(grace_s)
        return sent


def end_event(status: str) -> str | None:
    """The webhook event of a task's end status; None for a simulation (a dry run: no task
    was done or failed, nothing to announce)."""
    if status == "simulated":
        return None
    return {"done": "task.complete", "unverified": "task.unverified"}.get(status, "task.failed")
