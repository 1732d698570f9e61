"""run_shell, cancelled or timed out, in the sandbox and without it: nothing it started is
left alive. Each check goes by the process group recorded when the command started
(tests/support/procwatch.py), never by a process's name."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from procwatch import Recorder, started_at

from openkoi.tools import sandbox
from openkoi.tools.base import ToolContext
from openkoi.tools.shell import RunShell

# a child that ignores SIGTERM (the ignore is inherited), and a shell that waits for it
STUBBORN = "trap '' TERM; sleep 300 & sleep 300; wait"


@pytest.fixture(params=["sandbox", "no sandbox"])
def ctx(request: pytest.FixtureRequest, workspace: Path,
        monkeypatch: pytest.MonkeyPatch) -> Iterator[ToolContext]:
    if request.param == "no sandbox":
        monkeypatch.setenv("OPENKOI_SANDBOX", "off")
    elif not sandbox.detect().available:
        pytest.skip(f"no sandbox here: {sandbox.detect().detail}")
    sandbox.detect.cache_clear()
    yield ToolContext(workspace=workspace, tool_output_dir=workspace.parent / "out",
                      shell_timeout_s=600)
    sandbox.detect.cache_clear()


def _started(recorder: Recorder) -> asyncio.Event:
    """Set once the command's group has started."""
    event = asyncio.Event()
    recorder.listeners.append(lambda argv: event.set())
    return event


@pytest.mark.parametrize("cancels", [1, 2], ids=["one cancel", "a second during the grace"])
def test_a_cancelled_command_is_killed_with_its_children(
        ctx: ToolContext, started_groups: Recorder, cancels: int) -> None:
    async def go() -> None:
        started = _started(started_groups)
        run = asyncio.ensure_future(RunShell().run({"command": STUBBORN}, ctx))
        await asyncio.wait_for(started.wait(), 60)
        await asyncio.sleep(0.5)
        run.cancel()
        if cancels == 2:
            await asyncio.sleep(0.2)  # it is giving SIGTERM its grace now
            run.cancel()  # e.g. asyncio.run cancelling what is left after a second Ctrl-C
        with pytest.raises(asyncio.CancelledError):
            await run

    asyncio.run(go())
    assert len(started_groups.groups) == 1
    assert started_groups.alive_after() == {}


def test_a_command_cancelled_as_it_starts_is_killed(
        ctx: ToolContext, started_groups: Recorder) -> None:
    async def go() -> None:
        run = asyncio.ensure_future(RunShell().run({"command": STUBBORN}, ctx))
        for _ in range(200):  # cancel at the first await after its start
            await asyncio.sleep(0)
            if started_groups.groups:
                break
        run.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(run, 60)  # never hangs

    asyncio.run(go())
    assert started_groups.groups
    assert started_groups.alive_after() == {}


def test_a_timed_out_command_is_killed_with_its_children(
        ctx: ToolContext, started_groups: Recorder) -> None:
    out = asyncio.run(RunShell().run({"command": STUBBORN, "timeout_s": 1}, ctx))
    assert "timed out after 1s" in out.output
    assert started_groups.alive_after() == {}


def test_a_background_child_outliving_its_shell_is_stopped(
        ctx: ToolContext, started_groups: Recorder) -> None:
    out = asyncio.run(RunShell().run(
        {"command": "(trap '' TERM; exec sleep 300) >/dev/null 2>&1 & echo started"}, ctx))
    assert out.ok and out.output.startswith("started")
    assert started_groups.alive_after() == {}


def test_ctrl_c_in_a_process_that_abandons_its_loop_still_kills_the_group(
        tmp_path: Path, workspace: Path) -> None:
    """A loop closed without cancelling its tasks (no finally runs): the group is killed
    when the interpreter exits. The script prints the group it started, then exits."""
    script = textwrap.dedent(f"""
        import asyncio, os, subprocess, sys
        from pathlib import Path
        from openkoi.tools.base import ToolContext
        from openkoi.tools.shell import RunShell

        real = subprocess.Popen.__init__
        def init(self, *args, **kwargs):
            real(self, *args, **kwargs)
            if kwargs.get("start_new_session"):
                print(self.pid, flush=True)
        subprocess.Popen.__init__ = init
        ctx = ToolContext(workspace=Path({str(workspace)!r}),
                          tool_output_dir=Path({str(tmp_path / "out")!r}), shell_timeout_s=600)
        loop = asyncio.new_event_loop()
        loop.create_task(RunShell().run({{"command": {STUBBORN!r}}}, ctx))
        loop.run_until_complete(asyncio.sleep(1.5))
        sys.exit(0)  # the loop and its task are abandoned, not closed
    """)
    env = {"OPENKOI_SANDBOX": "off", "PATH": "/usr/bin:/bin",
           **{k: v for k, v in os.environ.items() if k == "PYTHONPATH"}}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, env=env)
    recorder = Recorder()
    recorder.groups = [int(line) for line in done.stdout.split()]
    recorder.started = {g: started_at(g) for g in recorder.groups}
    assert recorder.groups, done.stderr
    try:
        assert recorder.alive_after() == {}
    finally:
        recorder.kill_left()
