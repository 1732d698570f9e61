"""`openkoi daemon start|status|log|stop` end to end (the real CLI in subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
from fake_servers import free_port
from server_support import AgentModel, make_home, wait_for


def openkoi(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=90)


def test_daemon_start_status_stop(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    port = free_port()
    with AgentModel() as model:
        env = make_home(tmp_path, model.url)
        home = Path(env["OPENKOI_HOME"])
        assert openkoi(["daemon", "status"], env, ws).stdout.strip() == "openkoi daemon: stopped"
        started = openkoi(["daemon", "start", "--port", str(port)], env, ws)
        url = f"http://127.0.0.1:{port}"
        try:
            assert started.returncode == 0, started.stderr
            assert "openkoi daemon started (pid" in started.stdout and url in started.stdout
            pid = int((home / "state" / "daemon.pid").read_text().split()[0])
            info = json.loads(openkoi(["daemon", "status", "--json"], env, ws).stdout)
            assert info == info | {"running": True, "pid": pid, "url": url, "answers": True}
            again = openkoi(["daemon", "start", "--port", str(port)], env, ws)
            assert again.returncode == 0 and "already running" in again.stdout
            taken = openkoi(["serve", "--port", str(port)], env, ws)
            assert taken.returncode == 2 and f"port {port} on 127.0.0.1 is already in use" \
                in taken.stderr
            # the daemon runs tasks, in the folder it was started from
            task_id = httpx.post(f"{url}/api/v1/tasks", json={"task": "write result.txt"},
                                 timeout=10).json()["id"]
            wait_for(lambda: httpx.get(f"{url}/api/v1/tasks/{task_id}", timeout=10)
                     .json()["status"] == "unverified", timeout=90)
            assert (ws / "result.txt").exists()
            assert httpx.get(f"{url}/api/v1/status", timeout=10).json()["daemon"] is True
        finally:
            stopped = openkoi(["daemon", "stop"], env, ws)
        assert stopped.returncode == 0 and f"openkoi daemon stopped (pid {pid})" in stopped.stdout
        with_error = subprocess.run(["kill", "-0", str(pid)], capture_output=True)
        assert with_error.returncode != 0 or _zombie(pid)
        assert not (home / "state" / "daemon.pid").exists()
        assert openkoi(["daemon", "status"], env, ws).stdout.strip() == "openkoi daemon: stopped"
        assert "not running" in openkoi(["daemon", "stop"], env, ws).stdout
        log = openkoi(["daemon", "log", "-n", "20"], env, ws).stdout
        assert f"openkoi serving {url}" in log and "openkoi server stopped" in log
        with httpx.Client() as c:
            try:
                c.get(f"{url}/api/v1/health", timeout=2)
                raise AssertionError("still answering after stop")
            except httpx.ConnectError:
                pass


def _zombie(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2:].split()[0] == "Z" or not os.path.exists(f"/proc/{pid}")
