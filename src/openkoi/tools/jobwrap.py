"""``python -m openkoi.tools.jobwrap FOLDER -- ARGV...``: run one background job.

The detached process between openkoi and a background command (tools/jobs.py): it runs
ARGV with its output in ``FOLDER/output.log`` and, when it ends, writes ``FOLDER/exit.json``
(exit code, end time, cancelled or not), so the end is on record whoever started the job,
then kills whatever the command left running in the job's process group. SIGTERM (a
cancel) is passed on to the command and recorded. Standard library only (and the
standard-library ``tools.procgroup``): it starts for every job.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print("usage: python -m openkoi.tools.jobwrap FOLDER -- COMMAND...", file=sys.stderr)
        return 2
    folder, command = Path(argv[0]), argv[2:]
    cancelled = False
    with (folder / "output.log").open("ab") as log:
        try:
            proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log,
                                    stderr=subprocess.STDOUT)
        except OSError as exc:
            log.write(f"cannot start {command[0]}: {exc}\n".encode())
            _record(folder, 127, False)
            return 127

        def stop(_sig: int, _frame: FrameType | None) -> None:
            nonlocal cancelled
            cancelled = True
            if proc.poll() is None:
                proc.terminate()

        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        code = proc.wait()
    _record(folder, code, cancelled or (folder / "cancel").exists())
    _stop_the_rest()
    return 0


def _stop_the_rest() -> None:
    """SIGKILL what the command left running in the job's process group (this wrapper
    leads it): the job has ended, so nothing of it may go on. Inside the sandbox its PID
    namespace already ended with it; this covers a machine without one."""
    from openkoi.tools.procgroup import members

    me = os.getpid()
    for pid in members(os.getpgrp()):
        if pid != me:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)


def _record(folder: Path, code: int, cancelled: bool) -> None:
    tmp = folder / "exit.tmp"
    tmp.write_text(json.dumps({"code": code, "ended_at": time.time(), "cancelled": cancelled}))
    os.replace(tmp, folder / "exit.json")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
