"""REST routes for background jobs (tools/jobs.py): the commands a task's model left
running (``run_background``). Tasks sent with ``openkoi run --background`` are API tasks:
``/api/v1/tasks`` shows them.

GET /api/v1/jobs (newest first), GET /api/v1/jobs/{id} (with the end of its output),
GET /api/v1/jobs/{id}/log (the whole output, text), POST /api/v1/jobs/{id}/cancel.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response

from openkoi.config import Paths
from openkoi.tools.jobs import JobBoard, JobInfo

MAX_LOG_BYTES = 4 * 1024 * 1024


def _error(status: int, code: str, message: str, hint: str) -> JSONResponse:
    return JSONResponse({"error": code, "message": message, "hint": hint}, status_code=status)


def _missing(ident: str) -> JSONResponse:
    return _error(404, "not_found", f"no background job {ident!r}", "GET /api/v1/jobs lists them")


def view(board: JobBoard, info: JobInfo, *, tail: bool = False) -> dict[str, Any]:
    data = info.to_dict()
    data.pop("log", None)  # a path on the server's disk: /log serves it
    data.pop("pid", None)
    if tail:
        data["output_tail"] = board.tail(info)
    return data


class JobRoutes:
    def __init__(self, paths: Callable[[], Paths]) -> None:
        self._paths = paths  # read at the first request: the queue is set up by then
        self._board: JobBoard | None = None

    @property
    def board(self) -> JobBoard:
        if self._board is None:
            self._board = JobBoard(self._paths().jobs)
        return self._board

    async def list(self, request: Request) -> Response:
        jobs = await asyncio.to_thread(self.board.all)
        task = request.query_params.get("task")
        if task:
            jobs = [j for j in jobs if j.task_id.startswith(task)]
        return JSONResponse({"jobs": [view(self.board, j) for j in jobs]})

    async def get(self, request: Request) -> Response:
        info = self.board.resolve(request.path_params["id"])
        if info is None:
            return _missing(request.path_params["id"])
        return JSONResponse(view(self.board, info, tail=True))

    async def log(self, request: Request) -> Response:
        info = self.board.resolve(request.path_params["id"])
        if info is None:
            return _missing(request.path_params["id"])
        return PlainTextResponse(self.board.tail(info, MAX_LOG_BYTES))

    async def cancel(self, request: Request) -> Response:
        info = self.board.resolve(request.path_params["id"])
        if info is None:
            return _missing(request.path_params["id"])
        if info.state != "running":
            return _error(409, "conflict", f"job {info.id} has already ended ({info.state})",
                          "only a running job can be cancelled")
        info = await asyncio.to_thread(self.board.cancel, info)
        return JSONResponse({"id": info.id, "status": info.state})
