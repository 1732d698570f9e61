"""run_shell: ``bash -c`` in the workspace, inside the sandbox, with a timeout.

The command runs through ``tools.sandbox`` (bubblewrap: workspace-only writes, secrets
hidden, no network unless the command is a network one the trust levels let through, its
own PID namespace) and in its own session (process group); on timeout, cancellation or
Ctrl-C the whole group is killed, children included (``tools.procgroup``). stdout and stderr
come back combined, with the exit code. Secrets never reach the command: its environment is
an allowlist (``sandbox.child_env``) plus ``ctx.env``, never a copy of openkoi's.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
from collections.abc import Mapping
from typing import Any

from openkoi.errors import ToolError
from openkoi.tools import procgroup, sandbox
from openkoi.tools.base import EFFECT_EXTERNAL, Tool, ToolContext, ToolOutput
from openkoi.tools.policy import wants_network

CAPTURE_MAX = 8 * 1024 * 1024  # bytes of output kept in memory; the rest is counted
DRAIN_GRACE_S = 1.0  # after bash exits, how long to wait for children holding the output
KILL_GRACE_S = procgroup.KILL_GRACE_S  # between SIGTERM and SIGKILL


def scrub_env(environ: Mapping[str, str]) -> dict[str, str]:
    """The allowlisted part of ``environ`` (PATH, LANG, LC_*, TERM...; never a key)."""
    env = {name: environ[name] for name in sandbox.ALLOWED_ENV if name in environ}
    env.update({k: v for k, v in environ.items() if k.startswith("LC_")})
    env.setdefault("PATH", os.defpath)
    return env


class _Collector:
    def __init__(self) -> None:
        self.chunks: list[bytes] = []
        self.kept = 0
        self.dropped = 0

    async def drain(self, stream: asyncio.StreamReader) -> None:
        while chunk := await stream.read(65536):
            room = CAPTURE_MAX - self.kept
            if room > 0:
                self.chunks.append(chunk[:room])
                self.kept += min(room, len(chunk))
            self.dropped += max(len(chunk) - max(room, 0), 0)

    def text(self) -> str:
        return b"".join(self.chunks).decode("utf-8", errors="replace")


class RunShell(Tool):
    name = "run_shell"
    description = "Run a bash command in the workspace; returns output and exit code."
    parameters = {
        "type": "object",
        "properties": {"command": {"type": "string"}, "timeout_s": {"type": "number"}},
        "required": ["command"],
    }
    effect = EFFECT_EXTERNAL
    domain = "shell"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        command: str = args["command"]
        if not command.strip():
            raise ToolError("empty command", hint="give a bash command to run")
        timeout = float(ctx.shell_timeout_s)
        if args.get("timeout_s") is not None:
            # The model may ask for less time than the user allows, never more.
            timeout = max(min(float(args["timeout_s"]), timeout), 0.1)
        if ctx.dry_run:
            return ToolOutput(f"dry run: would run in {ctx.workspace} (timeout {timeout:g}s):"
                              f"\n{command}")
        if not ctx.workspace.is_dir():
            raise ToolError(f"cannot run the command: workspace {ctx.workspace} not found",
                            hint="check the workspace path")
        sandbox.warn_once()
        temp = ctx.temp_dir or sandbox.make_temp_dir()
        try:
            env = sandbox.child_env(temp, ctx.env)
            argv = sandbox.command(["bash", "-c", command], ctx.workspace, temp,
                                   network=wants_network(command))
            try:
                proc = procgroup.spawn(argv, cwd=ctx.workspace, env=env)
            except FileNotFoundError:
                raise ToolError(f"cannot run the command: {argv[0]} not found",
                                hint="install bash (and bubblewrap for the sandbox)") from None
            except OSError as exc:
                raise ToolError(f"cannot run the command: {exc.strerror or exc}",
                                hint="check the workspace path and system limits") from None
            async with procgroup.owned(proc, KILL_GRACE_S) as group:
                return await self._supervise(group, timeout)
        finally:
            if ctx.temp_dir is None:
                shutil.rmtree(temp, ignore_errors=True)

    async def _supervise(self, group: procgroup.Group, timeout: float) -> ToolOutput:
        collector = _Collector()
        reader = asyncio.create_task(collector.drain(group.output))
        notes: list[str] = []
        timed_out = False
        try:
            if not await group.exited(timeout):
                timed_out = True
                await procgroup.stop(group.pid, KILL_GRACE_S)  # children too
                await group.exited(KILL_GRACE_S)
            try:
                await asyncio.wait_for(asyncio.shield(reader), DRAIN_GRACE_S)
            except TimeoutError:
                # bash is gone, but something it started still holds the output open.
                procgroup.send(group.pid, signal.SIGKILL)
                notes.append("background processes still holding the output were stopped")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(reader), DRAIN_GRACE_S)
        finally:
            if not reader.done():
                reader.cancel()
        output = collector.text()
        if collector.dropped:
            notes.append(f"{collector.dropped} more bytes of output were discarded")
        parts = [output.rstrip("\n")] if output.strip() else ["(no output)"]
        parts += [f"[{note}]" for note in notes]
        if timed_out:
            parts.append(f"[timed out after {timeout:g}s; the command and its children "
                         "were killed]")
            return ToolOutput("\n".join(parts), ok=False)
        code = group.returncode
        code = code if code is not None else -1
        parts.append(f"[exit code: {code}]")
        return ToolOutput("\n".join(parts), ok=code == 0)
