"""The webhooks of a task run outside the HTTP API: `openkoi run`, `think`, `agents run`, each
task of `openkoi batch` (each is an `openkoi run`), a chat turn, a task run through
`openkoi mcp serve`. (The API's queue sends its own, from the same sender.)

``watch(started)`` gives the started task an ``openkoi.webhooks.Outbox`` when
``[api.webhooks]`` / ``[[webhooks]]`` name any hook (budget warnings are gathered while it
runs); ``send(started, outcome, store)`` adds its end event (task.complete, task.unverified
or task.failed, with the task's JSON) and sends what was gathered, once the result is shown,
waiting at most ``webhooks.AFTER_GRACE_S``; every try is recorded in ``webhook_deliveries``.
A receiver that is down never changes the task's outcome.
"""

from __future__ import annotations

from typing import Any

SOURCES = ("cli", "chat", "mcp")  # what the task JSON's "source" says for each surface


def watch(started: Any) -> None:
    """Attach the outbox to ``started`` (a ``runner.Started``) if any webhook is configured."""
    api = started.settings.api
    if not api.webhooks:
        return
    from openkoi.webhooks import Outbox

    started.outbox = Outbox(api.webhooks, api.budget_warning_fraction)
    started.outbox.watch(started.bus, started.budget, started.task_id)


async def send(started: Any, outcome: Any, store: Any, *, source: str = "cli") -> int:
    """Send the task's webhooks (its end event and any budget warnings); returns how many
    messages went out. ``store``: an open ``memory.store.Store``."""
    outbox = started.outbox
    if outbox is None:
        return 0
    from openkoi import task_view
    from openkoi.webhooks import DeliveryLog, end_event

    event = end_event(outcome.status)
    if event is not None and outbox.wants(event):
        data = task_view.of_task(store, started.task_id) | {"source": source}
        outbox.add(event, data, started.task_id)
    return await outbox.adeliver(DeliveryLog(store.db))
