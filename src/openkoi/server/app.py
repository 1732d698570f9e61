"""The Starlette application: REST routes under /api/v1, two WebSockets, the OpenAPI
description, and the web UI's static files at /ui/ (``server/web/``).

Every handler is ``async`` and runs on the event loop that also runs the tasks, so the one
server Store connection is only ever used from that thread. Errors are JSON
``{"error", "message", "hint"?}``; an unknown task id is a 404, openkoi's own errors a
400, or 503 (the database is busy or failing); a request that does not fit the task's
state is a 409.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from openkoi import __version__, errors, events
from openkoi.progress import TaskProgress, fold
from openkoi.runner import check_workspace
from openkoi.server import openapi, views
from openkoi.server.bgjobs import JobRoutes
from openkoi.server.hooks import Hooks
from openkoi.server.hub import EventHub, Subscription
from openkoi.server.queue import Refusal, TaskQueue
from openkoi.server.schemas import MAX_HOURS, ApproveBody, TaskBody, describe
from openkoi.server.security import Gate
from openkoi.server.settings import ApiSettings

WEB_DIR = Path(__file__).parent / "web"
FINAL_KINDS = (events.DONE, events.FAILED)
FINAL_STATUSES = ("cancelled", "failed", "rejected")  # job-only endings (no task.failed)
LIVE_STATUSES = ("queued", "running", "awaiting_approval")
FOLLOW_POLL_S = 0.5


@dataclass
class Server:
    """What the routes share: the queue, the hub, and how the server was started."""

    queue: TaskQueue
    hub: EventHub
    api: ApiSettings
    url: str
    started_at: float = field(default_factory=time.time)
    daemon: bool = False


def error(status: int, code: str, message: str, hint: str | None = None) -> JSONResponse:
    body: dict[str, Any] = {"error": code, "message": message}
    if hint:
        body["hint"] = hint
    return JSONResponse(body, status_code=status)


def create_app(server: Server) -> Any:
    """The ASGI app: the Starlette routes behind the security gate."""

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        await asyncio.to_thread(hooks.load)
        await server.queue.start()
        try:
            yield
        finally:
            await server.queue.stop()

    jobs = JobRoutes(lambda: server.queue.paths)
    hooks = Hooks(lambda: server.queue)
    routes: list[BaseRoute] = [
        Route("/", lambda _r: RedirectResponse("/ui/"), methods=["GET"]),
        Route("/openapi.json", lambda _r: JSONResponse(openapi.spec()), methods=["GET"]),
        Route("/api/v1/health", _bind(server, health), methods=["GET"]),
        Route("/api/v1/status", _bind(server, status), methods=["GET"]),
        Route("/api/v1/cost", _bind(server, cost), methods=["GET"]),
        Route("/api/v1/tasks", _bind(server, submit), methods=["POST"]),
        Route("/api/v1/tasks", _bind(server, list_tasks), methods=["GET"]),
        Route("/api/v1/tasks/{id}", _bind(server, get_task), methods=["GET"]),
        Route("/api/v1/tasks/{id}/events", _bind(server, task_events), methods=["GET"]),
        Route("/api/v1/tasks/{id}/cancel", _bind(server, cancel), methods=["POST"]),
        Route("/api/v1/tasks/{id}/approve", _bind(server, approve), methods=["POST"]),
        WebSocketRoute("/api/v1/tasks/{id}/events", _bind_ws(server, task_stream)),
        Route("/api/v1/integrations", _bind(server, integrations), methods=["GET"]),
        Route("/api/v1/jobs", _bind(server, lambda _s, r: jobs.list(r)), methods=["GET"]),
        Route("/api/v1/jobs/{id}", _bind(server, lambda _s, r: jobs.get(r)), methods=["GET"]),
        Route("/api/v1/jobs/{id}/log", _bind(server, lambda _s, r: jobs.log(r)),
              methods=["GET"]),
        Route("/api/v1/jobs/{id}/cancel", _bind(server, lambda _s, r: jobs.cancel(r)),
              methods=["POST"]),
        WebSocketRoute("/api/v1/events", _bind_ws(server, all_stream)),
        Route("/hooks/{name}", hooks.handle, methods=["POST"]),  # Slack, GitHub, Discord: signed
    ]
    if WEB_DIR.is_dir():
        from starlette.staticfiles import StaticFiles

        routes.append(Mount("/ui", StaticFiles(directory=WEB_DIR, html=True), name="ui"))
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={404: _not_found, 405: _not_allowed})
    host = server.url.split("//", 1)[1].rsplit(":", 1)[0].strip("[]")
    return Gate(app, token=server.api.token, bound_host=host,
                port=int(server.url.rsplit(":", 1)[1]), extra_hosts=server.api.allowed_hosts)


def _bind(server: Server, handler: Any) -> Any:
    async def endpoint(request: Request) -> Response:
        try:
            response: Response = await handler(server, request)
            return response
        except errors.StorageError as exc:
            return error(503, "storage", exc.message, exc.hint)
        except errors.OpenKoiError as exc:
            return error(400, "bad_request", exc.message, exc.hint)

    return endpoint


def _bind_ws(server: Server, handler: Any) -> Any:
    async def endpoint(ws: WebSocket) -> None:
        await handler(server, ws)

    return endpoint


async def _not_found(_request: Request, _exc: Exception) -> Response:
    return error(404, "not_found", "no such route", "see /openapi.json")


async def _not_allowed(request: Request, _exc: Exception) -> Response:
    return error(405, "method_not_allowed", f"{request.method} is not allowed here",
                 "see /openapi.json")


# -- REST ---------------------------------------------------------------------------------

async def health(server: Server, _request: Request) -> Response:
    return JSONResponse({"ok": True, "version": __version__})


async def status(server: Server, _request: Request) -> Response:
    q = server.queue
    running = q.running_ids()
    settings = _settings(server)
    return JSONResponse({
        "version": __version__, "pid": os.getpid(), "url": server.url,
        "daemon": server.daemon, "started_at": server.started_at,
        "uptime_s": round(time.time() - server.started_at, 3),
        "workers": server.api.workers, "queued": len(q.jobs.ids_in("queued")),
        "running": running, "active_task": running[0] if running else None,
        "awaiting_approval": q.jobs.ids_in("awaiting_approval"),
        "model": settings.model if settings is not None else None,
        "task_counts": q.store.task_counts(), "webhooks": len(server.api.webhooks),
        "auth": bool(server.api.token), "listeners": server.hub.listeners,
    })


async def cost(server: Server, request: Request) -> Response:
    hours = _number(request, "hours", 24.0, low=0.0, high=MAX_HOURS)
    if hours is None:
        return error(422, "invalid_query",
                     f"hours must be a number from 0 to {MAX_HOURS:.0f} (100 years)")
    summary = server.queue.store.cost_summary(time.time() - hours * 3600)
    return JSONResponse(summary | {"hours": hours})


async def integrations(server: Server, request: Request) -> Response:
    """Each integration's state and recent tries, and the newest tries of all (or ``name``)."""
    from openkoi.integrations.status import deliveries, overview

    limit = _number(request, "limit", 50, low=1, high=500)
    if limit is None:
        return error(422, "invalid_query", "limit must be a number from 1 to 500")
    name = request.query_params.get("name") or None
    db = server.queue.store.db
    problem = ""
    try:
        rows = overview(server.queue.paths, db)
    except errors.ConfigError as exc:  # the deliveries are still worth showing
        rows, problem = [], exc.message + (f" ({exc.hint})" if exc.hint else "")
    return JSONResponse({"integrations": rows, "deliveries": deliveries(db, int(limit), name),
                         "problem": problem})


async def submit(server: Server, request: Request) -> Response:
    try:
        data = json.loads(await request.body() or b"null", parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError):
        return error(400, "invalid_json", "the body is not JSON",
                     'send e.g. {"task": "write fizzbuzz.py"}')
    except RecursionError:  # nested deeper than the parser's stack: not a task body
        return error(400, "invalid_json", "the body is nested too deeply",
                     'send e.g. {"task": "write fizzbuzz.py"}')
    if not isinstance(data, dict):
        return error(422, "invalid_body", "the body must be a JSON object",
                     'send e.g. {"task": "write fizzbuzz.py"}')
    try:
        body = TaskBody.model_validate(data)
    except ValidationError as exc:
        return error(422, "invalid_body", describe(exc), "see /openapi.json (TaskBody)")
    workspace = server.queue.resolve_workspace(body.workspace)
    check_workspace(workspace, server.queue.paths)
    if not workspace.is_dir():
        return error(422, "invalid_body", f"workspace: {workspace} is not a folder",
                     "give an existing folder (absolute, or relative to the server's)")
    job = server.queue.submit(body)
    return JSONResponse({"id": job.id, "status": "queued", "url": f"/api/v1/tasks/{job.id}"},
                        status_code=202)


async def list_tasks(server: Server, request: Request) -> Response:
    limit = _number(request, "limit", 20, low=1, high=500)
    if limit is None:
        return error(422, "invalid_query", "limit must be a number from 1 to 500")
    wanted = request.query_params.get("status") or None
    q = server.queue
    return JSONResponse({"tasks": views.recent(q.store, q.jobs, int(limit), wanted)})


async def get_task(server: Server, request: Request) -> Response:
    found = _find(server, request.path_params["id"])
    if found is None:
        return _no_task(request.path_params["id"])
    return JSONResponse(found)


async def task_events(server: Server, request: Request) -> Response:
    found = _find(server, request.path_params["id"])
    if found is None:
        return _no_task(request.path_params["id"])
    after = _number(request, "after", 0, low=0)
    if after is None:
        return error(422, "invalid_query", "after must be a sequence number (0 or more)")
    stored = _stored_events(server, found["id"])
    return JSONResponse({"events": [e for e in stored if e["seq"] > after]})


async def cancel(server: Server, request: Request) -> Response:
    found = _find(server, request.path_params["id"])
    if found is None:
        return _no_task(request.path_params["id"])
    return _changed(found["id"], server.queue.cancel(found["id"]))


async def approve(server: Server, request: Request) -> Response:
    found = _find(server, request.path_params["id"])
    if found is None:
        return _no_task(request.path_params["id"])
    try:
        body = ApproveBody.model_validate_json(await request.body() or b"null")
    except ValidationError as exc:
        return error(422, "invalid_body", describe(exc), 'send {"approve": true} or false, '
                     'with "plan": {"steps": [...]} to run an edited plan')
    edit = body.plan.model_dump(exclude_none=True) if body.plan is not None else None
    return _changed(found["id"], server.queue.approve(found["id"], body.approve, edit))


def _changed(task_id: str, result: str | Refusal) -> Response:
    if isinstance(result, Refusal):
        return error(409, "conflict", result.message, result.hint or None)
    return JSONResponse({"id": task_id, "status": result})


# -- WebSockets ---------------------------------------------------------------------------

async def task_stream(server: Server, ws: WebSocket) -> None:
    """Stored events first, then live ones; each ``seq`` once, in order."""
    await ws.accept()
    sub = server.hub.subscribe(None)  # before reading the database: nothing falls between
    try:
        found = _find(server, ws.path_params["id"])
        if found is None:
            await ws.send_json({"error": "not_found", "message": "no such task"})
            await ws.close(code=4404)
            return
        sub.task_id = task_id = found["id"]
        last = 0
        folds = Folds()
        for event in _stored_events(server, task_id):
            await ws.send_json(folds.add(event))
            last = event["seq"]
            if event["kind"] in FINAL_KINDS:
                await ws.close()
                return
        current = views.find(server.queue.store, server.queue.jobs, task_id) or found
        if current["status"] not in LIVE_STATUSES:  # ended without a final event
            await ws.send_json(_status_message(current))
            await ws.close()
            return
        if task_id in server.queue.running_ids() or current["status"] == "queued":
            await _pump(ws, sub, {task_id: last}, folds, until_final=True)
        else:  # run by another process (the CLI, another server): follow the database
            await _follow(server, ws, task_id, last, folds)
    except WebSocketDisconnect:
        pass
    finally:
        server.hub.unsubscribe(sub)


async def all_stream(server: Server, ws: WebSocket) -> None:
    """The stored events of the tasks running now, then live events of every task."""
    await ws.accept()
    sub = server.hub.subscribe(None)
    try:
        last: dict[str, int] = {}
        folds = Folds()
        for task_id in server.queue.running_ids():
            for event in _stored_events(server, task_id):
                await ws.send_json(folds.add(event))
                last[task_id] = event["seq"]
        await _pump(ws, sub, last, folds, until_final=False)
    except WebSocketDisconnect:
        pass
    finally:
        server.hub.unsubscribe(sub)


async def _pump(ws: WebSocket, sub: Subscription, last: dict[str, int], folds: Folds, *,
                until_final: bool) -> None:
    """Send live messages, skipping each task's ``seq`` numbers already sent (``last``),
    until the task ends (``until_final``) or the client leaves."""
    gone = asyncio.ensure_future(_until_disconnect(ws))
    try:
        while True:
            getter = asyncio.ensure_future(sub.queue.get())
            done, _ = await asyncio.wait({getter, gone}, return_when=asyncio.FIRST_COMPLETED)
            if gone in done:
                getter.cancel()
                return
            message = getter.result()
            if message is None:  # fell too far behind
                await ws.close(code=1013, reason="too slow; reconnect to resume")
                return
            seq, task_id = message.get("seq"), message["task_id"]
            if isinstance(seq, int):
                if seq <= last.get(task_id, 0):
                    continue
                last[task_id] = seq
            await ws.send_json(folds.add(message))
            if until_final and (message["kind"] in FINAL_KINDS or (
                    message["kind"] == "status" and message["status"] in FINAL_STATUSES
                    and message["status"] != "rejected")):
                await ws.close()
                return
    finally:
        gone.cancel()


async def _follow(server: Server, ws: WebSocket, task_id: str, last: int,
                  folds: Folds) -> None:
    """Poll the database for the events of a task another process runs."""
    gone = asyncio.ensure_future(_until_disconnect(ws))
    try:
        while not gone.done():
            await asyncio.wait({gone}, timeout=FOLLOW_POLL_S)
            for event in _stored_events(server, task_id):
                if event["seq"] <= last:
                    continue
                await ws.send_json(folds.add(event))
                last = event["seq"]
                if event["kind"] in FINAL_KINDS:
                    await ws.close()
                    return
            current = views.find(server.queue.store, server.queue.jobs, task_id)
            if current is None or current["status"] not in LIVE_STATUSES:
                if current is not None:
                    await ws.send_json(_status_message(current))
                await ws.close()
                return
    finally:
        gone.cancel()


async def _until_disconnect(ws: WebSocket) -> None:
    while True:
        message = await ws.receive()
        if message["type"] == "websocket.disconnect":
            return


class Folds:
    """One connection's fold of each task's events (``openkoi.progress.fold``): every event
    goes to the browser with its task's ``progress`` (phase, scores, tokens, the verdicts,
    the line to show, an escalation), so the pages never fold raw event data themselves."""

    def __init__(self) -> None:
        self._progress: dict[str, TaskProgress] = {}

    def add(self, message: dict[str, Any]) -> dict[str, Any]:
        if message.get("kind") not in events.KINDS or not isinstance(message.get("seq"), int):
            return message  # a server "status" message: no event to fold
        task_id = str(message["task_id"])
        progress = fold(self._progress.get(task_id), events.Event.from_dict(message))
        self._progress[task_id] = progress
        return message | {"progress": progress.view()}


# -- helpers ------------------------------------------------------------------------------

def _find(server: Server, ident: str) -> dict[str, Any] | None:
    return views.find(server.queue.store, server.queue.jobs, ident)


def _stored_events(server: Server, task_id: str) -> list[dict[str, Any]]:
    try:
        return [e.to_dict() for e in server.queue.store.task_events(task_id)]
    except errors.OpenKoiError:
        return []


def _status_message(task: dict[str, Any]) -> dict[str, Any]:
    return {"task_id": task["id"], "seq": None, "kind": "status", "status": task["status"],
            "ts": time.time(), "error": task.get("error", "")}


def _no_task(ident: str) -> Response:
    return error(404, "not_found", f"no task matches {ident!r}", "see GET /api/v1/tasks")


def _number(request: Request, name: str, default: float, *, low: float,
            high: float | None = None) -> float | None:
    """A finite number within [low, high] from the query, the default, or None (invalid)."""
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        return None
    if not math.isfinite(value) or value < low or (high is not None and value > high):
        return None
    return value


def _no_constant(name: str) -> Any:
    """JSON has no NaN or Infinity; Python's parser would accept them."""
    raise ValueError(f"{name} is not JSON")


def _settings(server: Server) -> Any:
    from openkoi.config import load_settings

    try:
        return load_settings(server.queue.paths, workspace=server.queue.workspace)
    except errors.OpenKoiError:
        return None
