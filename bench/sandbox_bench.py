"""Start-up cost per command of the sandbox candidates: how much a `true` costs when openkoi
runs it bare, through bubblewrap (tools/sandbox.py, exactly the arguments run_shell uses), and
under a Landlock ruleset applied between fork and exec (raw syscalls through ctypes: the
cheapest Landlock can be, with no interpreter in between).

    .venv/bin/python bench/sandbox_bench.py [--runs 50]

Each case runs `bash -c true` N times (after 5 warm-up runs) from this process, the way
run_shell starts commands, and prints median and p90 wall times in milliseconds.
Landlock is allowlist-only (it cannot hide ~/.ssh inside a readable home, has no PID
namespace and no network switch before ABI 4), so its row is a cost floor, not an option
with the same walls.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from openkoi.tools import sandbox  # noqa: E402

# Landlock: x86_64/aarch64 syscall numbers and the ABI-1 file-system rights.
SYS_CREATE, SYS_ADD, SYS_RESTRICT = 444, 445, 446
PR_SET_NO_NEW_PRIVS = 38
# WRITE_FILE (1) and REMOVE_DIR..MAKE_SYM (4-12): every ABI-1 right that changes something
WRITE_RIGHTS = (1 << 1) | sum(1 << bit for bit in range(4, 13))


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("handled_access_fs", ctypes.c_uint64)]


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def landlock_preexec(writable: list[str]) -> Callable[[], None]:
    libc = ctypes.CDLL(None, use_errno=True)

    def apply() -> None:
        attr = _RulesetAttr(WRITE_RIGHTS)
        fd = libc.syscall(SYS_CREATE, ctypes.byref(attr), ctypes.sizeof(attr), 0)
        if fd < 0:
            raise OSError(ctypes.get_errno(), "landlock_create_ruleset")
        for path in writable:
            parent = os.open(path, os.O_PATH)
            rule = _PathBeneath(WRITE_RIGHTS, parent)
            if libc.syscall(SYS_ADD, fd, 1, ctypes.byref(rule), 0) != 0:
                raise OSError(ctypes.get_errno(), "landlock_add_rule")
            os.close(parent)
        libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
        if libc.syscall(SYS_RESTRICT, fd, 0) != 0:
            raise OSError(ctypes.get_errno(), "landlock_restrict_self")
        os.close(fd)

    return apply


def measure(argv: list[str], runs: int, env: dict[str, str],
            preexec: Callable[[], None] | None = None) -> list[float]:
    def once() -> float:
        start = time.perf_counter()
        subprocess.run(argv, env=env, check=True, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, start_new_session=True, preexec_fn=preexec)
        return time.perf_counter() - start

    for _ in range(5):
        once()
    return [once() for _ in range(runs)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    workspace = Path(tempfile.mkdtemp(prefix="openkoi-bench-ws-"))
    temp = sandbox.make_temp_dir()
    env = sandbox.child_env(temp)
    cases: dict[str, tuple[list[str], Callable[[], None] | None]] = {
        "bare bash -c true": (["bash", "-c", "true"], None),
        "landlock (write rules, fork->exec)": (["bash", "-c", "true"],
                                               landlock_preexec([str(workspace), str(temp)])),
    }
    status = sandbox.detect()
    if status.available:
        cases["bubblewrap (run_shell's arguments)"] = (
            sandbox.command(["bash", "-c", "true"], workspace, temp), None)
        cases["bubblewrap + network"] = (
            sandbox.command(["bash", "-c", "true"], workspace, temp, network=True), None)
    else:
        print(f"bubblewrap skipped: {status.detail}")
    print(f"machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, "
          f"kernel {platform.release()}, load {os.getloadavg()[0]:.1f}; {args.runs} runs each")
    base = None
    for name, (argv, preexec) in cases.items():
        try:
            times = measure(argv, args.runs, env, preexec)
        except (OSError, subprocess.SubprocessError) as exc:
            print(f"{name:38s} failed: {exc}")
            continue
        med = statistics.median(times) * 1000
        p90 = statistics.quantiles(times, n=10)[-1] * 1000
        base = base if base is not None else med
        print(f"{name:38s} median {med:6.1f} ms  p90 {p90:6.1f} ms  (+{med - base:5.1f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
