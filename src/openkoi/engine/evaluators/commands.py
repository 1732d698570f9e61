"""Run an evaluation command (tests, linters) in the sandbox, with a timeout.

The project's own tests are code nobody reviewed: they run like any shell command, inside
``tools.sandbox`` (no network, workspace-only writes, secrets hidden, an allowlisted
environment) in a private temp dir that is removed afterwards."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from openkoi import logs
from openkoi.tools import sandbox

log = logs.get("engine.evaluate")


@dataclass
class CommandResult:
    exit_code: int | None  # None: timed out
    output: str

    @property
    def timed_out(self) -> bool:
        return self.exit_code is None


async def run_command(argv: list[str], cwd: Path, timeout_s: float,
                      readable: Sequence[Path] = (), *, stdin: str | None = None
                      ) -> CommandResult:
    """Run ``argv`` in ``cwd`` (the workspace) in the sandbox; ``readable``: files or dirs
    outside it the command needs to read (bound read-only); ``stdin``: text fed to it (a
    program run on the task's example input), None: no input."""
    log.debug("running %s in %s", " ".join(argv), cwd)
    temp = sandbox.make_temp_dir()
    try:
        proc = await asyncio.create_subprocess_exec(
            *sandbox.command(argv, cwd, temp, readable=readable),
            cwd=cwd, env=sandbox.child_env(temp, {"PYTHONDONTWRITEBYTECODE": "1"}),
            stdin=asyncio.subprocess.DEVNULL if stdin is None else asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT, start_new_session=True)
        try:
            out, _ = await asyncio.wait_for(
                proc.communicate(None if stdin is None else stdin.encode("utf-8")), timeout_s)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()
            return CommandResult(None, f"timed out after {timeout_s:.0f} s")
        return CommandResult(proc.returncode, out.decode("utf-8", errors="replace"))
    finally:
        shutil.rmtree(temp, ignore_errors=True)
