"""The process groups of the commands openkoi starts, and how they end.

Every command openkoi runs (a shell command, a test run, a linter, a background job's
wrapper, a batch task) starts as the leader of its own session and process group
(``start_new_session=True``), so one ``killpg`` reaches it and everything it started that did
not leave the group; inside the sandbox, bubblewrap's PID namespace also takes down what did
(its init dies with the outer bwrap: ``--die-with-parent``).

``spawn(argv)`` starts a command and ``owned(proc)`` ties its group to the block that awaits
it: however that block ends (the command's own end, a timeout, an asyncio cancel, Ctrl-C or SIGTERM
raised as KeyboardInterrupt), ``stop`` sends the group SIGTERM, gives it a short grace, and sends
SIGKILL from a ``finally``, so a second cancel during the grace still kills it. Groups that
are still recorded when the interpreter exits (an event loop closed without cancelling its
tasks, a worker thread abandoned) get SIGKILL from an ``atexit`` hook.

``alive(pgid)`` reads ``/proc``: a zombie is dead (it only waits to be reaped, by us or, for
what the sandbox's init left, by the system's init). Standard library only: the background
job wrapper imports it for every job.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import signal
import subprocess
import threading
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from pathlib import Path

KILL_GRACE_S = 1.0  # between SIGTERM and SIGKILL
_POLL_S = 0.02

# groups started and not yet stopped -> their leader's start time (clock ticks since boot):
# a group id is a pid, and once the group is gone the number may be given to a new process
_live: dict[int, int] = {}
_lock = threading.Lock()
_hooked = False


def started_at(pid: int) -> int:
    """The process's start time in clock ticks since boot (0: no such process)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        return int(stat[stat.rindex(b")") + 2:].split()[19])
    except (OSError, ValueError, IndexError):
        return 0


def track(pgid: int) -> None:
    """Record a group this process started (just now), so ``kill_all`` (at exit) reaches
    it and no signal goes to a later group that got the same number."""
    global _hooked
    when = started_at(pgid)
    with _lock:
        _live[pgid] = when
        if not _hooked:
            atexit.register(kill_all)
            _hooked = True


def untrack(pgid: int) -> None:
    with _lock:
        _live.pop(pgid, None)


def tracked() -> set[int]:
    with _lock:
        return set(_live)


def _reused(pgid: int) -> bool:
    """Whether the number of a tracked group now leads another process. While any process
    of a group lives (even as a zombie) its number is not given out again, so a leader with
    the same pid and another start time means our group is gone."""
    with _lock:
        when = _live.get(pgid)
    if not when:
        return False
    now = started_at(pgid)
    return now != 0 and now != when


def send(pgid: int, sig: int) -> None:
    """``sig`` to every process of the group; nothing when it is gone."""
    if pgid <= 1 or _reused(pgid):
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


def members(pgid: int) -> list[int]:
    """The group's processes that are still alive (zombies are not)."""
    found: list[int] = []
    try:
        names = os.listdir("/proc")
    except OSError:
        return found
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rindex(b")") + 2:].split()
        if len(fields) > 2 and int(fields[2]) == pgid and fields[0] not in (b"Z", b"X"):
            found.append(int(name))
    return found


def alive(pgid: int) -> bool:
    """Whether any process of the group is still alive."""
    if pgid <= 1 or _reused(pgid):
        return False
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False  # the usual case: nothing left, not even a zombie
    except PermissionError:
        return True
    return bool(members(pgid))


def kill_all() -> None:
    """SIGKILL every group still recorded (the ``atexit`` hook)."""
    for pgid in tracked():
        send(pgid, signal.SIGKILL)
        untrack(pgid)


async def stop(pgid: int, grace_s: float = KILL_GRACE_S) -> None:
    """SIGTERM the group, wait up to ``grace_s`` for it to go, then SIGKILL what is left;
    the SIGKILL is sent even when the wait is cancelled."""
    if not alive(pgid):  # ended with its command: nothing to signal (its id may be reused)
        untrack(pgid)
        return
    try:
        send(pgid, signal.SIGTERM)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + grace_s
        while alive(pgid) and loop.time() < deadline:
            await asyncio.sleep(_POLL_S)
    finally:
        send(pgid, signal.SIGKILL)
        untrack(pgid)


def stop_sync(pgid: int, grace_s: float = KILL_GRACE_S) -> None:
    """``stop`` for a caller without an event loop (a thread, a signal path)."""
    if not alive(pgid):
        untrack(pgid)
        return
    try:
        send(pgid, signal.SIGTERM)
        deadline = time.monotonic() + grace_s
        while alive(pgid) and time.monotonic() < deadline:
            time.sleep(_POLL_S)
    finally:
        send(pgid, signal.SIGKILL)
        untrack(pgid)


class Group:
    """A command from ``spawn``, inside ``owned``: its process (the group's leader) and its
    output (stdout and stderr together) as a stream."""

    def __init__(self, proc: subprocess.Popen[bytes], output: asyncio.StreamReader) -> None:
        self.proc = proc
        self.output = output

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def returncode(self) -> int | None:
        """The leader's exit code once it exited (None while it runs); reaps it."""
        return self.proc.poll()

    async def exited(self, timeout: float | None = None) -> bool:
        """Wait up to ``timeout`` (None: no limit) for the leader to exit. It polls: a
        stream's end also waits for every child holding the output open."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        interval = 0.005
        while self.proc.poll() is None:
            remaining = None if deadline is None else deadline - loop.time()
            if remaining is not None and remaining <= 0:
                return False
            await asyncio.sleep(interval if remaining is None else min(interval, remaining))
            interval = min(interval * 2, 0.05)
        return True

    async def communicate(self) -> bytes:
        """All of the output, once the leader exited and the output is closed."""
        data = await self.output.read()
        await self.exited()
        return data


def spawn(argv: Sequence[str], *, cwd: Path, env: Mapping[str, str],
          stdin: Path | None = None) -> subprocess.Popen[bytes]:
    """Start ``argv`` as the leader of a new process group, recorded at once (stdin: the
    file ``stdin`` or nothing; stdout and stderr: one pipe, for ``owned``). Raises OSError
    (FileNotFoundError: no such program).

    Synchronous on purpose, so no cancel can land between the start and ``owned``:
    asyncio's ``create_subprocess_exec``, cancelled while it connects the pipes, kills
    only the leader (bubblewrap's inner half, left before it set its parent-death signal,
    then waits forever) and then itself waits forever for the pipes it never connected."""
    with contextlib.ExitStack() as files:
        source = files.enter_context(stdin.open("rb")) if stdin is not None \
            else subprocess.DEVNULL
        proc = subprocess.Popen(list(argv), cwd=cwd, env=dict(env), stdin=source,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
    track(proc.pid)
    return proc


@contextlib.asynccontextmanager
async def owned(proc: subprocess.Popen[bytes],
                grace_s: float = KILL_GRACE_S) -> AsyncIterator[Group]:
    """The group ``proc`` (from ``spawn``) leads lives no longer than this block, whatever
    ends it (``stop``); inside, its output is a stream."""
    transport: asyncio.BaseTransport | None = None
    try:
        assert proc.stdout is not None
        reader = asyncio.StreamReader()
        transport, _ = await asyncio.get_running_loop().connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(reader), proc.stdout)
        yield Group(proc, reader)
    finally:
        try:
            await stop(proc.pid, grace_s)
        finally:
            if transport is not None:
                transport.close()
            elif proc.stdout is not None:
                proc.stdout.close()
            proc.poll()  # reaped when it is gone already; else Popen reaps it later
