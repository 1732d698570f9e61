"""Run an evaluation command (tests, linters) in the sandbox, with a timeout.

The project's own tests are code nobody reviewed: they run like any shell command, inside
``tools.sandbox`` (no network, workspace-only writes, secrets hidden, an allowlisted
environment) in a private temp dir that is removed afterwards. The command leads its own
process group; a timeout, a cancelled task or Ctrl-C kills the whole group
(``tools.procgroup``)."""

from __future__ import annotations

import asyncio
import shutil
import signal
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from openkoi import logs
from openkoi.tools import procgroup, sandbox

log = logs.get("engine.evaluate")


@dataclass
class CommandResult:
    exit_code: int | None  # None: timed out
    output: str

    @property
    def timed_out(self) -> bool:
        return self.exit_code is None


async def run_command(argv: list[str], cwd: Path, timeout_s: float,
                      readable: Sequence[Path] = (), *, stdin: str | None = None,
                      temp: Path | None = None) -> CommandResult:
    """Run ``argv`` in ``cwd`` (the workspace) in the sandbox; ``readable``: files or dirs
    outside it the command needs to read (bound read-only); ``stdin``: text fed to it (a
    program run on the task's example input), None: no input; ``temp``: the command's
    private temp dir (``sandbox.make_temp_dir``) when the caller reads what it leaves there
    and removes it; by default one made and removed here."""
    log.debug("running %s in %s", " ".join(argv), cwd)
    own = temp is None
    temp = sandbox.make_temp_dir() if temp is None else temp
    try:
        feed = None
        if stdin is not None:
            feed = temp / "stdin"
            feed.write_text(stdin, encoding="utf-8")
        # cancelled (a task cancelled, Ctrl-C) or timed out: its whole group is killed
        proc = procgroup.spawn(sandbox.command(argv, cwd, temp, readable=readable), cwd=cwd,
                               env=sandbox.child_env(temp, {"PYTHONDONTWRITEBYTECODE": "1"}),
                               stdin=feed)
        async with procgroup.owned(proc) as group:
            try:
                out = await asyncio.wait_for(group.communicate(), timeout_s)
            except TimeoutError:
                procgroup.send(group.pid, signal.SIGKILL)
                return CommandResult(None, f"timed out after {timeout_s:.0f} s")
        return CommandResult(group.returncode, out.decode("utf-8", errors="replace"))
    finally:
        if own:
            shutil.rmtree(temp, ignore_errors=True)
