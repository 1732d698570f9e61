"""Deliveries in the background, retried: the one queue webhooks (``openkoi.webhooks``) and
integrations (``openkoi.integrations``) share.

``DeliveryQueue.put(send, record)`` runs ``send`` as an asyncio task on the running loop, up to
``tries`` times: after a failure it waits ``backoff_s * 2**n`` (or the service's Retry-After,
when it gave one, at most ``max_wait_s``) and tries again. An ``IntegrationError`` with
``permanent`` (a refused token) is not retried. ``record`` hears every try (to the database:
``webhook_deliveries``). ``after`` chains deliveries: a task's second post to a service waits
for its first, so it can answer in the thread the first one opened.

Nothing here blocks or fails the task that queued it: a failed ``send`` or ``record`` is
logged, never raised. ``drain(grace_s)`` gives what is in flight ``grace_s`` to finish (a
short-lived process before it exits) and stops the rest, recorded as abandoned.

``in_thread`` runs a blocking client call (slack-sdk, smtplib) in a daemon thread, so a
service that hangs neither blocks the loop nor keeps the process from exiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from openkoi.errors import IntegrationError, OpenKoiError

TRIES = 5
BACKOFF_S = 1.0
MAX_WAIT_S = 60.0
ABANDONED = "abandoned: the process ended before the delivery finished"
log = logging.getLogger("openkoi.delivery")
T = TypeVar("T")


@dataclass
class Try:
    attempt: int
    ok: bool
    status: int | None = None
    error: str = ""
    value: Any = None  # what ``send`` returned (a thread id)


Send = Callable[[], Awaitable[Any]]
Record = Callable[[Try], None]


class DeliveryQueue:
    def __init__(self, *, tries: int = TRIES, backoff_s: float = BACKOFF_S,
                 max_wait_s: float = MAX_WAIT_S) -> None:
        self.tries = tries
        self.backoff_s = backoff_s
        self.max_wait_s = max_wait_s
        self._pending: set[asyncio.Task[Any]] = set()
        self._records: dict[asyncio.Task[Any], tuple[Record, list[int]]] = {}

    @property
    def pending(self) -> int:
        return len(self._pending)

    def put(self, send: Send, record: Record, *, label: str = "delivery",
            after: asyncio.Task[Any] | None = None) -> asyncio.Task[Any]:
        """Queue ``send`` on the running loop; the task, to chain a later delivery."""
        attempts = [0]
        task = asyncio.get_running_loop().create_task(
            self._deliver(send, record, label, after, attempts), name=f"openkoi-{label}")
        self._pending.add(task)
        self._records[task] = (record, attempts)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._pending.discard(task)
        self._records.pop(task, None)

    async def _deliver(self, send: Send, record: Record, label: str,
                       after: asyncio.Task[Any] | None, attempts: list[int]) -> Any:
        if after is not None:
            await asyncio.wait([after])  # its outcome is its own; only the order matters here
        for attempt in range(1, self.tries + 1):
            attempts[0] = attempt
            wait: float | None = None
            try:
                value = await send()
            except IntegrationError as exc:
                _record(record, Try(attempt, False, exc.status, str(exc)[:300]))
                if exc.permanent:
                    log.warning("%s refused: %s", label, exc)
                    return None
                wait = exc.retry_after
            except OpenKoiError as exc:  # e.g. a webhook's generated secret cannot be read
                _record(record, Try(attempt, False, None, str(exc)[:300]))
            except Exception as exc:  # a client's own error: a connection refused, a timeout
                _record(record, Try(attempt, False, None, f"{type(exc).__name__}: {exc}"[:300]))
            else:
                _record(record, Try(attempt, True, None, "", value))
                return value
            if attempt < self.tries:
                backoff = self.backoff_s * 2 ** (attempt - 1)
                await asyncio.sleep(min(self.max_wait_s, wait if wait is not None else backoff))
        log.warning("%s failed after %d tries", label, self.tries)
        return None

    async def drain(self, grace_s: float, reason: str = ABANDONED) -> int:
        """Wait up to ``grace_s`` for what is in flight; stop the rest (recorded with
        ``reason``, as try 0). Returns how many were stopped."""
        pending = list(self._pending)
        if not pending:
            return 0
        _done, still = await asyncio.wait(pending, timeout=max(0.0, grace_s))
        for task in still:
            record, _attempts = self._records.get(task, (None, [0]))
            task.cancel()
            if record is not None:
                _record(record, Try(0, False, None, reason))
        await asyncio.gather(*still, return_exceptions=True)
        return len(still)


def _record(record: Record, attempt: Try) -> None:
    try:
        record(attempt)
    except Exception as exc:  # the log is a help, never a reason to stop sending
        log.warning("cannot record a delivery: %s", exc)


async def in_thread(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` in a daemon thread (a blocking client call), awaited."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def settle(value: Any, error: BaseException | None) -> None:
        if future.done():
            return
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(value)

    def work() -> None:
        value: Any = None
        error: BaseException | None = None
        try:
            value = fn(*args)
        except BaseException as exc:
            error = exc
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody is waiting any more
            loop.call_soon_threadsafe(settle, value, error)

    threading.Thread(target=work, daemon=True, name="openkoi-delivery").start()
    return await future
