"""Background jobs: commands that run on after the tool call that started them.

A job is a folder under ``<data>/jobs/<id>/``: ``job.json`` (what runs, where, for which
task, the wrapper's pid), ``output.log`` (stdout and stderr together) and, once it ended,
``exit.json`` (exit code, end time, whether it was cancelled). The command runs under
``python -m openkoi.tools.jobwrap``, a detached process (its own session) that writes
``exit.json`` when the command ends, so a job's end is recorded whoever started it: the
CLI may exit, the daemon may run it, ``openkoi jobs`` reads the same folders.

States: ``running``; ``done`` (exit 0), ``failed`` (another exit code), ``cancelled``;
``lost`` (no exit record and no process: the machine restarted, or the wrapper was killed
hard). Cancelling sends SIGTERM, then SIGKILL, to the job's whole process group.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from openkoi.errors import ToolError, UsageError

ENDED = ("done", "failed", "cancelled", "lost")
KILL_GRACE_S = 2.0
TAIL_CHARS = 4000
_STARTED: list[subprocess.Popen[bytes]] = []  # kept so no "still running" warning fires


@dataclass
class JobInfo:
    id: str
    command: str
    cwd: str
    task_id: str = ""  # the task whose model started it ("" for one started by a user)
    kind: str = "command"
    pid: int = 0
    created_at: float = 0.0
    state: str = "running"
    exit_code: int | None = None
    ended_at: float | None = None
    log: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def line(self) -> str:
        code = "" if self.exit_code is None else f" (exit {self.exit_code})"
        return f"{self.id}  {self.state}{code}  {self.command[:70]}"


@dataclass
class JobBoard:
    """The jobs folder, seen by one task (``task_id``) or by everyone (``task_id=""``)."""

    root: Path
    task_id: str = ""
    _told: set[str] = field(default_factory=set)
    _mine: list[str] = field(default_factory=list)  # started through this board

    # -- starting -------------------------------------------------------------------------

    def start(self, command: str, argv: Sequence[str], cwd: Path,
              env: dict[str, str]) -> JobInfo:
        """Start ``argv`` (the sandboxed form of ``command``) detached; its record first."""
        job_id = secrets.token_hex(4)
        folder = self.root / job_id
        try:
            folder.mkdir(parents=True, mode=0o700)
            info = JobInfo(id=job_id, command=command, cwd=str(cwd), task_id=self.task_id,
                           created_at=time.time(), log=str(folder / "output.log"))
            proc = subprocess.Popen(
                [sys.executable, "-m", "openkoi.tools.jobwrap", str(folder), "--", *argv],
                cwd=str(cwd), env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as exc:
            raise ToolError(f"cannot start the background job: {exc.strerror or exc}",
                            hint="check the workspace path and free disk space") from None
        _STARTED.append(proc)
        self._mine.append(job_id)
        info.pid = proc.pid
        _write_json(folder / "job.json", info.to_dict())
        return info

    # -- reading --------------------------------------------------------------------------

    def get(self, job_id: str) -> JobInfo | None:
        folder = self.root / job_id
        if not job_id.isalnum() or not (folder / "job.json").is_file():
            return None
        try:
            data = json.loads((folder / "job.json").read_text(encoding="utf-8"))
            info = JobInfo(**{k: v for k, v in data.items() if k in JobInfo.__annotations__})
        except (OSError, ValueError, TypeError):
            return None
        ended = _read_json(folder / "exit.json")
        if ended is not None:
            info.exit_code = ended.get("code")
            info.ended_at = ended.get("ended_at")
            info.state = "cancelled" if ended.get("cancelled") else (
                "done" if info.exit_code == 0 else "failed")
        elif (folder / "cancel").exists() and not _alive(info.pid):
            info.state = "cancelled"
        elif not _alive(info.pid):
            info.state = "lost"
        return info

    def resolve(self, prefix: str) -> JobInfo | None:
        """The one job whose id starts with ``prefix``."""
        prefix = prefix.strip().lower()
        if not prefix.isalnum() or not self.root.is_dir():
            return None
        found = [p.name for p in self.root.iterdir() if p.name.startswith(prefix)]
        return self.get(found[0]) if len(found) == 1 else None

    def all(self) -> list[JobInfo]:
        """Every job (of this task, when the board has one), newest first."""
        if not self.root.is_dir():
            return []
        jobs = [j for p in self.root.iterdir() if (j := self.get(p.name)) is not None]
        if self.task_id:
            jobs = [j for j in jobs if j.task_id == self.task_id]
        return sorted(jobs, key=lambda j: j.created_at, reverse=True)

    def tail(self, info: JobInfo, chars: int = TAIL_CHARS) -> str:
        path = Path(info.log)
        try:
            size = path.stat().st_size
            with path.open("rb") as f:
                f.seek(max(0, size - chars))
                text = f.read().decode("utf-8", errors="replace")
        except OSError:
            return ""
        return ("[...]\n" if size > chars else "") + text

    def ended_untold(self) -> list[JobInfo]:
        """This task's jobs that ended since the model was last told (then marked told)."""
        mine = [j for i in self._mine if i not in self._told and (j := self.get(i))]
        out = [j for j in mine if j.state in ENDED]
        self._told.update(j.id for j in out)
        return out

    def told(self, job_id: str) -> None:
        self._told.add(job_id)

    def running(self) -> list[JobInfo]:
        """The jobs started through this board that still run."""
        return [j for i in self._mine if (j := self.get(i)) and j.state == "running"]

    # -- stopping -------------------------------------------------------------------------

    def cancel(self, info: JobInfo) -> JobInfo:
        """Stop a running job and its children (a job that ended is left as it is)."""
        if info.state != "running":
            return info
        folder = self.root / info.id
        with contextlib.suppress(OSError):
            (folder / "cancel").touch()
        _signal(info.pid, signal.SIGTERM)
        deadline = time.monotonic() + KILL_GRACE_S
        while time.monotonic() < deadline and _alive(info.pid):
            time.sleep(0.05)
        _signal(info.pid, signal.SIGKILL)
        deadline = time.monotonic() + KILL_GRACE_S
        while time.monotonic() < deadline and _alive(info.pid):
            time.sleep(0.05)
        return self.get(info.id) or info


def find(board: JobBoard, ident: str) -> JobInfo:
    """The job ``ident`` names (an id or its unique prefix), or a usage error."""
    info = board.resolve(ident)
    if info is None:
        raise UsageError(f"no background job {ident!r}",
                         hint="see `openkoi jobs list` for the ids")
    return info


def _signal(pid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, sig)


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    with contextlib.suppress(OSError, ValueError, IndexError):
        stat = Path(f"/proc/{pid}/stat").read_text()
        if stat[stat.rindex(")") + 2:].split()[0] in ("Z", "X"):
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(pid, os.WNOHANG)  # our own child: reap it
            return False
    return True


def _read_json(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _write_json(path: Path, data: dict[str, Any]) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, path)
