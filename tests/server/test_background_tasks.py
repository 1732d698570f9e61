"""`openkoi run --background "task"`: the task goes to the daemon, the CLI returns at once,
`openkoi jobs` follows it (the real CLI and daemon in subprocesses, a fake model)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from fake_servers import free_port
from server_support import AgentModel, make_home, wait_for


def openkoi(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=90)


def test_a_background_task_runs_in_the_daemon_after_the_cli_exits(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with AgentModel() as model:
        env = make_home(tmp_path, model.url)
        started = openkoi(["daemon", "start", "--port", str(free_port())], env, ws)
        assert started.returncode == 0, started.stderr
        try:
            sent = openkoi(["run", "--background", "-i", "1", "write result.txt"], env, ws)
            assert sent.returncode == 0, sent.stderr
            task_id = sent.stdout.strip()
            assert len(task_id) >= 8 and "queued in the daemon" in sent.stderr

            def status() -> str:
                rows = json.loads(openkoi(["jobs", "list", "--json"], env, ws).stdout)
                return next(r["state"] for r in rows if r["id"] == task_id and
                            r["kind"] == "task")

            wait_for(lambda: status() in ("done", "unverified"), timeout=90)
            assert (ws / "result.txt").read_text() == "ok\n"  # in the folder it was sent from
            shown = json.loads(openkoi(["jobs", "show", task_id[:8], "--json"], env, ws).stdout)
            assert shown["kind"] == "task" and shown["source"] == "api"
            assert shown["description"] == "write result.txt"
            log = openkoi(["jobs", "log", task_id], env, ws)
            assert log.returncode == 0 and "write result.txt" in log.stdout
            ended = openkoi(["jobs", "cancel", task_id], env, ws)
            assert ended.returncode == 2 and "has already ended" in ended.stderr
        finally:
            openkoi(["daemon", "stop"], env, ws)
