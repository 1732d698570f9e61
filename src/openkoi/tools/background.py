"""run_background and check_job: long commands (test suites, builds) that run on while the
model does other work.

``run_background`` starts a command the way ``run_shell`` runs one (bash in the workspace,
inside the sandbox, the same policy, trust and Guardian checks: same domain, same
``command`` argument) but returns at once with a job id. When the job ends the model is told
before its next turn (engine/execute.py); ``check_job`` reads a job's state and the end of
its output, waiting up to ``wait_s`` for it to end, or cancels it.
"""

from __future__ import annotations

import asyncio
from typing import Any

from openkoi.errors import ToolError
from openkoi.tools import sandbox
from openkoi.tools.base import EFFECT_EXTERNAL, EFFECT_NONE, Tool, ToolContext, ToolOutput
from openkoi.tools.footprint import NOTHING, Footprint
from openkoi.tools.jobs import ENDED, JobBoard, JobInfo
from openkoi.tools.policy import wants_network

POLL_S = 0.1


class RunBackground(Tool):
    name = "run_background"
    description = ("Start a long bash command (a test suite, a build) in the background and "
                   "get a job id at once; you are told when it ends. Read it with check_job.")
    parameters = {
        "type": "object",
        "properties": {"command": {"type": "string"}},
        "required": ["command"],
    }
    effect = EFFECT_EXTERNAL
    domain = "shell"

    def __init__(self, board: JobBoard) -> None:
        self.board = board

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        command: str = args["command"]
        if not command.strip():
            raise ToolError("empty command", hint="give a bash command to run")
        if ctx.dry_run:
            return ToolOutput(f"dry run: would start in the background in {ctx.workspace}:"
                              f"\n{command}")
        if not ctx.workspace.is_dir():
            raise ToolError(f"cannot start the job: workspace {ctx.workspace} not found",
                            hint="check the workspace path")
        sandbox.warn_once()
        folder_temp = sandbox.make_temp_dir()  # its own: the task's goes when the task ends
        env = sandbox.child_env(folder_temp, ctx.env)
        argv = sandbox.command(["bash", "-c", command], ctx.workspace, folder_temp,
                               network=wants_network(command))
        info = await asyncio.to_thread(self.board.start, command, argv, ctx.workspace, env)
        return ToolOutput(f"started background job {info.id}: {command}\n"
                          "[you will be told when it ends; check_job reads it]")


class CheckJob(Tool):
    name = "check_job"
    description = ("A background job's state and the end of its output; wait_s waits up to "
                   "that long for it to end; cancel: true stops it.")
    parameters = {
        "type": "object",
        "properties": {"id": {"type": "string"},
                       "wait_s": {"type": "number", "minimum": 0},
                       "cancel": {"type": "boolean"}},
        "required": ["id"],
    }
    effect = EFFECT_NONE
    domain = "shell"

    def __init__(self, board: JobBoard) -> None:
        self.board = board

    def footprint(self, args: dict[str, Any], ctx: ToolContext) -> Footprint:
        return NOTHING  # it reads a job's files, never the workspace

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        info = self.board.resolve(str(args["id"]))
        if info is None or (self.board.task_id and info.task_id != self.board.task_id):
            known = ", ".join(j.id for j in self.board.all()) or "none"
            raise ToolError(f"no background job {args['id']!r}", hint=f"this task's: {known}")
        if args.get("cancel"):
            info = await asyncio.to_thread(self.board.cancel, info)
        wait = min(float(args.get("wait_s") or 0.0), float(ctx.shell_timeout_s))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        while info.state == "running" and loop.time() < deadline:
            await asyncio.sleep(POLL_S)
            info = self.board.get(info.id) or info
        if info.state in ENDED:
            self.board.told(info.id)
        return ToolOutput(describe(self.board, info), ok=info.state in ("running", "done"))


def describe(board: JobBoard, info: JobInfo) -> str:
    code = "" if info.exit_code is None else f", exit code {info.exit_code}"
    tail = board.tail(info).rstrip("\n") or "(no output yet)"
    return f"job {info.id} ({info.command}): {info.state}{code}\n{tail}"
