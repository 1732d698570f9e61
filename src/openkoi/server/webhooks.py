"""Signed webhooks, delivered in the background with retries.

Signing follows Standard Webhooks (https://www.standardwebhooks.com): headers ``webhook-id``
(the same on every retry of one message), ``webhook-timestamp`` (unix seconds of the try) and
``webhook-signature`` = ``v1,<base64 HMAC-SHA256 of "id.timestamp.body">`` keyed with the
base64 part of the ``whsec_`` secret (done by the ``standardwebhooks`` package).

A delivery is tried up to ``TRIES`` times, waiting ``BACKOFF_S * 2**n`` between tries, on a
connection error, a timeout or a non-2xx answer. Each try is recorded in
``webhook_deliveries``. Nothing here ever blocks or fails a task.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from openkoi.events import Event
from openkoi.memory.db import new_id
from openkoi.server.jobs import JobStore
from openkoi.server.settings import WebhookConfig

TRIES = 5
BACKOFF_S = 1.0
TIMEOUT_S = 10.0
log = logging.getLogger("openkoi.server.webhooks")


def sign(secret: str, message_id: str, timestamp: int, body: str) -> str:
    from standardwebhooks.webhooks import Webhook

    return Webhook(secret).sign(message_id, datetime.fromtimestamp(timestamp, tz=UTC), body)


def headers(secret: str, message_id: str, timestamp: int, body: str) -> dict[str, str]:
    return {"content-type": "application/json", "user-agent": "openkoi-webhooks",
            "webhook-id": message_id, "webhook-timestamp": str(timestamp),
            "webhook-signature": sign(secret, message_id, timestamp, body)}


class WebhookSender:
    def __init__(self, hooks: list[WebhookConfig], jobs: JobStore, *,
                 backoff_s: float = BACKOFF_S, tries: int = TRIES) -> None:
        self.hooks = hooks
        self.jobs = jobs
        self.backoff_s = backoff_s
        self.tries = tries
        self._pending: set[asyncio.Task[None]] = set()
        self._client: Any = None

    def send(self, event: str, data: dict[str, Any], task_id: str = "") -> int:
        """Queue ``event`` for every webhook that wants it; returns how many."""
        targets = [h for h in self.hooks if event in h.events]
        if not targets:
            return 0
        body = json.dumps({"type": event, "timestamp": datetime.now(UTC).isoformat(),
                           "data": data}, separators=(",", ":"), default=str)
        for hook in targets:
            task = asyncio.get_running_loop().create_task(
                self._deliver(hook, "msg_" + new_id() + new_id(), event, body, task_id))
            self._pending.add(task)
            task.add_done_callback(self._pending.discard)
        return len(targets)

    async def _deliver(self, hook: WebhookConfig, message_id: str, event: str, body: str,
                       task_id: str) -> None:
        import httpx

        if self._client is None:
            self._client = httpx.AsyncClient(timeout=TIMEOUT_S, follow_redirects=False)
        for attempt in range(1, self.tries + 1):
            status: int | None = None
            error = ""
            try:
                answer = await self._client.post(
                    hook.url, content=body.encode(),
                    headers=headers(hook.secret, message_id, int(time.time()), body))
                status = answer.status_code
                if not 200 <= status < 300:
                    error = f"HTTP {status}"
            except httpx.HTTPError as exc:
                error = f"{type(exc).__name__}: {exc}"[:300]
            ok = not error
            try:
                self.jobs.record_delivery(message_id=message_id, url=hook.url, event=event,
                                          task_id=task_id, attempt=attempt, status=status,
                                          ok=ok, error=error)
            except Exception as exc:  # recording is a help, never a reason to stop sending
                log.warning("cannot record a webhook delivery: %s", exc)
            if ok:
                return
            if attempt < self.tries:
                await asyncio.sleep(self.backoff_s * 2 ** (attempt - 1))
        log.warning("webhook %s to %s failed after %d tries", event, hook.url, self.tries)

    async def aclose(self, grace_s: float = 2.0) -> None:
        """Give deliveries in flight ``grace_s`` to finish, then stop them."""
        pending = list(self._pending)
        if pending:
            _done, still = await asyncio.wait(pending, timeout=grace_s)
            for task in still:
                task.cancel()
            await asyncio.gather(*still, return_exceptions=True)
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
