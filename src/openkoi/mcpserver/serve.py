"""``openkoi mcp serve``: openkoi's own tools for editors and other agents, over stdio, on the
SDK's ``MCPServer``.

- ``run_task``: run a task in a folder to its verified outcome (the same pipeline as
  ``openkoi run``: trust levels, the Guardian, the evaluators; ``done`` only when checks
  that ran the code passed, ``unverified`` when only a model judged);
- ``think``: the same, after the Sovereign and the Parliament (``simulate``: a dry run that
  reports what would change and run; nothing is written);
- ``task_status``: one task (or the latest) as stored: status, score, files, answer;
- ``recall``: the learnings openkoi would bring to a task like this one.

Nobody is at a terminal here, so a call the trust levels would ``ask`` about is refused
(the task is told why), as on the HTTP API. Status lines go to stderr: stdout is the
protocol's.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from openkoi import errors
from openkoi.config import Overrides
from openkoi.context import Context

INSTRUCTIONS = (
    "openkoi is a local agent that plans, runs tools, checks its own work (tests, linters, a "
    "judge) and refines it. Hand it a task with run_task (or think, which deliberates first) "
    "and a folder; the result says whether the work was verified by checks that ran.")


def _stderr(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def _failure(exc: errors.OpenKoiError) -> Exception:
    from mcp.server.mcpserver.exceptions import ToolError

    return ToolError(exc.message + (f" (hint: {exc.hint})" if exc.hint else ""))


def _context(base: Context, workspace: str | None) -> Context:
    if not workspace:
        return Context(paths=base.paths, workspace=base.workspace, notify=_stderr)
    folder = Path(workspace).expanduser()
    if not folder.is_absolute():
        folder = base.workspace / folder
    if not folder.is_dir():
        raise errors.UsageError(f"{folder} is not a folder", hint="give an existing folder")
    return Context(paths=base.paths, workspace=folder.resolve(), notify=_stderr)


async def run_task(base: Context, task: str, *, workspace: str | None = None,
                   think: bool = False, simulate: bool = False,
                   iterations: int | None = None, quality: float | None = None
                   ) -> dict[str, Any]:
    """One task through ``openkoi.runner``, to its recorded outcome."""
    from openkoi import runner

    try:
        ctx = _context(base, workspace)
        options = runner.TaskOptions(task, overrides=Overrides(iterations=iterations,
                                                               quality=quality),
                                     think=think or simulate, simulate=simulate)
        started = await asyncio.to_thread(runner.start, ctx, options, kind="task",
                                          progress=ctx.note)
        from openkoi import task_hooks

        task_hooks.watch(started)  # [api.webhooks]: sent before the tool's answer
        try:
            outcome = await runner.execute(started, lambda: runner.run(started, ctx))
            await _send_webhooks(started, outcome)
        finally:
            started.store.close()
    except errors.OpenKoiError as exc:
        raise _failure(exc) from None
    return outcome.to_dict() | started.report()


async def _send_webhooks(started: Any, outcome: Any) -> None:
    """The task's webhooks (at most ``webhooks.AFTER_GRACE_S``); a receiver that is down
    never changes the task's answer."""
    from openkoi import task_hooks

    try:
        await task_hooks.send(started, outcome, started.store, source="mcp")
    except errors.OpenKoiError as exc:
        _stderr(f"warning: webhooks not sent: {exc}")


def task_status(base: Context, task_id: str = "") -> dict[str, Any]:
    from openkoi.memory.store import Store

    try:
        with Store.open(base.paths) as store:
            if task_id:
                return store.get_task(task_id).to_dict()
            latest = store.list_tasks(limit=1)
            if not latest:
                return {"status": "none", "message": "no task has run yet"}
            return latest[0].to_dict()
    except errors.OpenKoiError as exc:
        raise _failure(exc) from None


def recall(base: Context, task: str) -> list[dict[str, Any]]:
    from openkoi.memory.store import Store
    from openkoi.memory.task_memory import open_learnings

    try:
        with Store.open(base.paths) as store:
            memory = open_learnings(store.db, base.paths, base.settings)
            return [x.to_dict() for x in memory.recall(task, mark_used=False)]
    except errors.OpenKoiError as exc:
        raise _failure(exc) from None


def build(base: Context) -> Any:
    """The MCP server with openkoi's tools, working in ``base.workspace`` by default."""
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("openkoi", instructions=INSTRUCTIONS)

    @server.tool(name="run_task")
    async def _run_task(task: str, workspace: str | None = None,
                        iterations: int | None = None,
                        quality: float | None = None) -> dict[str, Any]:
        """Run a task in a folder (default: where the server started) until its checks pass
        or a budget runs out. Returns status (done = verified by checks that ran; unverified
        = only a model judged; below_threshold, failed, ...), score, files_changed, answer
        and task_id."""
        return await run_task(base, task, workspace=workspace, iterations=iterations,
                              quality=quality)

    @server.tool(name="think")
    async def _think(task: str, workspace: str | None = None,
                     simulate: bool = False) -> dict[str, Any]:
        """Like run_task, but the Parliament deliberates first (the Guardian may block it);
        simulate=true makes it a dry run that reports what would change and run."""
        return await run_task(base, task, workspace=workspace, think=True, simulate=simulate)

    @server.tool(name="task_status")
    def _task_status(task_id: str = "") -> dict[str, Any]:
        """A task as stored (status, score, files changed, answer, tokens); the latest one
        when task_id is empty. A task id prefix works."""
        return task_status(base, task_id)

    @server.tool(name="recall")
    def _recall(task: str) -> list[dict[str, Any]]:
        """The learnings openkoi has stored that it would recall for a task like this."""
        return recall(base, task)

    return server


def run_stdio(base: Context) -> None:
    build(base).run("stdio")
