"""``POST /hooks/NAME``: what Slack, GitHub and Discord send the daemon (inbound tasks).

Each configured receiver (``openkoi.integrations.receive``) verifies the request with the
service's own signature, so these routes sit outside ``/api/`` and need no API token (the
Host check still applies: add the public name to ``[api] allowed_hosts``). A task a request
carries is queued like an API task with ``think = true`` (the Parliament votes first; trust
as for any server task) and its answers go to the thread it came from.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

if TYPE_CHECKING:
    from openkoi.integrations.receive import Receiver
    from openkoi.server.queue import TaskQueue

log = logging.getLogger("openkoi.server.hooks")
MAX_BODY = 1_000_000


class Hooks:
    def __init__(self, queue: Callable[[], TaskQueue]) -> None:
        self.queue = queue
        self.receivers: dict[str, Receiver] = {}

    def load(self) -> None:
        """Build the receivers the user config switches on (when the server starts)."""
        from openkoi.integrations.receive import receivers

        self.receivers = receivers(self.queue().paths)

    async def handle(self, request: Request) -> Response:
        name = request.path_params["name"]
        receiver = self.receivers.get(name)
        if receiver is None:
            return JSONResponse({"error": "not_found", "message": f"{name} inbound is off",
                                 "hint": f"set inbound = true in [integrations.{name}] and "
                                 "restart the server"}, status_code=404)
        body = await request.body()
        if len(body) > MAX_BODY:
            return JSONResponse({"error": "too_large", "message": "the body is too large"},
                                status_code=413)
        headers = {k.lower(): v for k, v in request.headers.items()}
        reply = receiver.receive(headers, body)
        if reply.incoming is not None:
            task_id = self.queue().take(reply.incoming)
            log.info("inbound %s task %s from %s", name, task_id, reply.incoming.sender)
        return JSONResponse(reply.body, status_code=reply.status)
