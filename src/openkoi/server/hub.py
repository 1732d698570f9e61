"""Live fan-out of task events to WebSocket clients.

Every task the server runs publishes its bus events here (after the database recorder has
stored them, so a client that reads the stored events first and then the live ones, skipping
``seq`` numbers it has seen, misses none and sees none twice). The server also publishes
``status`` messages for state changes the engine does not emit (queued, awaiting approval,
cancelled before starting). A client that falls too far behind is dropped, never the task.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

from openkoi.events import Event

QUEUE_LIMIT = 10_000


class Subscription:
    def __init__(self, task_id: str | None) -> None:
        self.task_id = task_id  # None = every task
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue(QUEUE_LIMIT + 1)
        self.dropped = False

    def offer(self, message: dict[str, Any]) -> None:
        if self.dropped or (self.task_id is not None and message["task_id"] != self.task_id):
            return
        if self.queue.qsize() >= QUEUE_LIMIT:
            self.dropped = True
            self.queue.put_nowait(None)  # tells the reader it fell behind
            return
        self.queue.put_nowait(message)


class EventHub:
    def __init__(self) -> None:
        self._subs: set[Subscription] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = 0

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop, self._thread = loop, threading.get_ident()

    def subscribe(self, task_id: str | None = None) -> Subscription:
        sub = Subscription(task_id)
        self._subs.add(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        self._subs.discard(sub)

    @property
    def listeners(self) -> int:
        return len(self._subs)

    def publish(self, message: dict[str, Any]) -> None:
        """Deliver ``message`` to every matching subscriber (from any thread)."""
        if self._loop is not None and threading.get_ident() != self._thread:
            self._loop.call_soon_threadsafe(self._fan_out, message)
        else:
            self._fan_out(message)

    def bus_subscriber(self) -> Callable[[Event], None]:
        return lambda event: self.publish(event.to_dict())

    def status(self, task_id: str, status: str, **extra: Any) -> None:
        self.publish({"task_id": task_id, "seq": None, "kind": "status", "status": status,
                      "ts": time.time()} | extra)

    def _fan_out(self, message: dict[str, Any]) -> None:
        for sub in list(self._subs):
            sub.offer(message)
