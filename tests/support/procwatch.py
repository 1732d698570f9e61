"""Recording the process groups a test's code starts, to check none outlives what it should.

``Recorder`` wraps ``asyncio.create_subprocess_exec`` and ``subprocess.Popen`` (monkeypatched
by the ``started_groups`` fixture in tests/conftest.py) and keeps the pid of every process
started in a session of its own (``start_new_session=True``: the pid is its process group's
id). ``alive_after`` reads ``/proc``, so it sees what a sandboxed command started too (their
host pids share the group unless they left it, and then the sandbox's PID namespace takes
them down); a zombie counts as gone. Nothing here goes by a process's name.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import time
from collections.abc import Callable
from typing import Any

from openkoi.tools.procgroup import members, started_at


class Recorder:
    def __init__(self) -> None:
        self.groups: list[int] = []
        self.argvs: list[list[str]] = []
        self.started: dict[int, int] = {}
        self.listeners: list[Callable[[list[str]], None]] = []

    def left(self, pgid: int) -> list[int]:
        """The group's live processes, if it is still ours (a group's number is not given
        out again while any of its processes exists; a leader with that pid and another
        start time means it was, so ours is gone)."""
        now = started_at(pgid)
        if now and now != self.started.get(pgid, now):
            return []
        return members(pgid)

    def alive_after(self, within_s: float = 5.0) -> dict[int, list[int]]:
        """The recorded groups with a live process left once ``within_s`` passed (SIGKILL
        is delivered asynchronously: a group being killed gets that long to go)."""
        deadline = time.monotonic() + within_s
        while True:
            left = {g: m for g in self.groups if (m := self.left(g))}
            if not left or time.monotonic() >= deadline:
                return left
            time.sleep(0.05)

    def _seen(self, pid: int, argv: list[str], new_session: bool) -> None:
        if new_session and pid not in self.groups:  # asyncio's exec goes through Popen too
            self.groups.append(pid)
            self.argvs.append(argv)
            self.started[pid] = started_at(pid)
            for listener in self.listeners:
                listener(argv)

    def kill_left(self) -> None:
        """SIGKILL what is left (a failing test must not leave processes behind)."""
        for pgid in self.groups:
            if not self.left(pgid):
                continue
            try:
                os.killpg(pgid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                continue

    def patch(self, monkeypatch: Any) -> None:
        real_exec = asyncio.create_subprocess_exec
        real_popen_init = subprocess.Popen.__init__
        recorder = self

        async def create_subprocess_exec(*args: Any, **kwargs: Any) -> Any:
            proc = await real_exec(*args, **kwargs)
            recorder._seen(proc.pid, [str(a) for a in args],
                           bool(kwargs.get("start_new_session")))
            return proc

        def popen_init(self: subprocess.Popen[Any], args: Any, *rest: Any,
                       **kwargs: Any) -> None:
            real_popen_init(self, args, *rest, **kwargs)
            argv = [str(a) for a in args] if isinstance(args, list | tuple) else [str(args)]
            recorder._seen(self.pid, argv, bool(kwargs.get("start_new_session")))

        monkeypatch.setattr(asyncio, "create_subprocess_exec", create_subprocess_exec)
        monkeypatch.setattr(subprocess.Popen, "__init__", popen_init)
