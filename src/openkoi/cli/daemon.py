"""`openkoi daemon start|stop|status|log`: `openkoi serve` in the background.

The pid file ``<config>/state/daemon.pid`` holds the pid, the URL and the start time (one
per line); the server's output goes to ``<config>/state/daemon.log``. ``stop`` sends SIGTERM
and waits for the server to finish its graceful stop (running tasks are recorded as
interrupted, queued ones stay queued).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Run `openkoi serve` detached. start: launch it (this folder, or -C DIR, is the default
workspace of its tasks) and wait until it answers; stop: SIGTERM, then wait for it to stop;
status: running or stopped, with pid and URL; log: the end of its log file.
"""
START_WAIT_S = 20.0
STOP_WAIT_S = 30.0


def register(sub: Any) -> None:
    p = sub.add_parser("daemon", help="run the HTTP API in the background", description=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    dsub = p.add_subparsers(dest="daemon_command", metavar="ACTION", required=True)
    from openkoi.cli.serve import add_server_arguments

    s = dsub.add_parser("start", help="start the server in the background")
    add_server_arguments(s)
    s.set_defaults(handler=start)
    t = dsub.add_parser("stop", help="stop it (SIGTERM, then wait)")
    t.add_argument("--timeout", type=float, default=STOP_WAIT_S, metavar="SECONDS",
                   help=f"how long to wait for it to stop (default {STOP_WAIT_S:g})")
    t.set_defaults(handler=stop)
    st = dsub.add_parser("status", help="running or stopped, pid, URL")
    st.add_argument("--json", action="store_true", help="as JSON")
    st.set_defaults(handler=status)
    lg = dsub.add_parser("log", help="print the end of the server's log")
    lg.add_argument("-n", "--lines", type=int, default=50, metavar="N",
                    help="how many lines (default 50)")
    lg.set_defaults(handler=log)


def pid_file(app: App) -> Path:
    return app.paths.state / "daemon.pid"


def log_file(app: App) -> Path:
    return app.paths.state / "daemon.log"


def running(app: App) -> tuple[int, str] | None:
    """(pid, url) of the running daemon, or None (a stale pid file is removed)."""
    from openkoi.memory.store import pid_alive

    path = pid_file(app)
    try:
        lines = path.read_text().split("\n")
        pid, url, started = int(lines[0]), lines[1].strip(), float(lines[2])
    except FileNotFoundError:
        return None
    except (OSError, ValueError, IndexError):
        path.unlink(missing_ok=True)
        return None
    if not pid_alive(pid, started):
        path.unlink(missing_ok=True)
        return None
    return pid, url


def start(args: argparse.Namespace, app: App) -> int:
    import subprocess

    from openkoi.cli.serve import api_settings
    from openkoi.fsio import atomic_write
    from openkoi.server.serve import bind, url_for

    found = running(app)
    if found is not None:
        app.print(f"openkoi daemon already running (pid {found[0]}) at {found[1]}")
        return exits.OK
    api = api_settings(args, app)
    app.settings  # noqa: B018 - a broken config.toml stops here, not in the background
    if api.port == 0:
        probe = bind(api.host, 0)  # pick a free port now so the URL is known
        api.port = int(probe.getsockname()[1])
        probe.close()
    else:
        bind(api.host, api.port).close()  # a taken port is an error here, not in the log
    url = url_for(api.host, api.port)
    command = [sys.executable, "-m", "openkoi", "-C", str(app.workspace), "serve",
               "--host", api.host, "--port", str(api.port), "--workers", str(api.workers),
               "--daemon-child"]
    app.paths.state.mkdir(parents=True, exist_ok=True)
    log_path = log_file(app)
    with log_path.open("ab") as out:
        out.write(f"--- openkoi daemon start {time.strftime('%Y-%m-%d %H:%M:%S')}\n".encode())
        out.flush()
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True,
                                cwd=str(app.workspace))
    atomic_write(pid_file(app), f"{proc.pid}\n{url}\n{time.time() - 1:.3f}\n")
    deadline = time.monotonic() + START_WAIT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pid_file(app).unlink(missing_ok=True)
            raise errors.UsageError(f"the server exited at once (code {proc.returncode}): "
                                    f"{_last_line(log_path)}",
                                    hint=f"see {log_path}")
        if _answers(url, api.token):
            app.print(f"openkoi daemon started (pid {proc.pid}) at {url}; log: {log_path}")
            return exits.OK
        time.sleep(0.2)
    app.print(f"openkoi daemon started (pid {proc.pid}) at {url} but it does not answer yet; "
              f"log: {log_path}")
    return exits.OK


def stop(args: argparse.Namespace, app: App) -> int:
    found = running(app)
    if found is None:
        app.print("openkoi daemon is not running")
        return exits.OK
    pid, _url = found
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pid_file(app).unlink(missing_ok=True)
        app.print("openkoi daemon is not running")
        return exits.OK
    except PermissionError:
        raise errors.UsageError(f"not allowed to stop process {pid}",
                                hint="it belongs to another user") from None
    deadline = time.monotonic() + max(args.timeout, 0.0)
    while time.monotonic() < deadline:
        if running(app) is None or not _exists(pid):
            pid_file(app).unlink(missing_ok=True)
            app.print(f"openkoi daemon stopped (pid {pid})")
            return exits.OK
        time.sleep(0.1)
    raise errors.UsageError(f"the daemon (pid {pid}) did not stop within {args.timeout:g} s",
                            hint=f"wait, or force it: kill -9 {pid}")


def status(args: argparse.Namespace, app: App) -> int:
    from openkoi.server.settings import load_api_settings

    found = running(app)
    if found is None:
        info: dict[str, Any] = {"running": False, "log": str(log_file(app))}
        text = "openkoi daemon: stopped"
    else:
        pid, url = found
        answers = _answers(url, load_api_settings(app.paths).token)
        info = {"running": True, "pid": pid, "url": url, "answers": answers,
                "log": str(log_file(app))}
        text = f"openkoi daemon: running (pid {pid}) at {url}" + (
            "" if answers else " (not answering)")
    if args.json:
        app.print(json.dumps(info))
    else:
        app.print(text)
    return exits.OK


def log(args: argparse.Namespace, app: App) -> int:
    path = log_file(app)
    try:
        lines = path.read_text(errors="replace").splitlines()
    except FileNotFoundError:
        app.print(f"no daemon log yet ({path})")
        return exits.OK
    except OSError as exc:
        raise errors.StorageError(f"cannot read {path}: {exc.strerror}") from None
    for line in lines[-max(args.lines, 1):]:
        app.print(line)
    return exits.OK


def _answers(url: str, token: str) -> bool:
    import httpx

    headers = {"authorization": f"Bearer {token}"} if token else {}
    try:
        return httpx.get(f"{url}/api/v1/health", headers=headers, timeout=1.0).status_code \
            == 200
    except httpx.HTTPError:
        return False


def _exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return _not_zombie(pid)


def _not_zombie(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat[stat.rindex(")") + 2:].split()[0] not in ("Z", "X")


def _last_line(path: Path) -> str:
    try:
        lines = [line for line in path.read_text(errors="replace").splitlines() if line]
    except OSError:
        return ""
    return lines[-1] if lines else ""
