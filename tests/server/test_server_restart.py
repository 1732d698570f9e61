"""The queue is in the database: queued tasks survive a restart; a running task whose server
stopped (gracefully or killed) is recorded as interrupted and not run again."""

from __future__ import annotations

import signal
from pathlib import Path

import httpx
from server_support import AgentModel, Served, make_home, wait_for


def status(url: str, task_id: str) -> str:
    return str(httpx.get(f"{url}/api/v1/tasks/{task_id}", timeout=10).json()["status"])


def test_queued_tasks_survive_a_restart(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with AgentModel(slow_s=30) as model:
        env = make_home(tmp_path, model.url)
        with Served(env, ws, "--workers", "1") as first:
            running = httpx.post(f"{first.url}/api/v1/tasks", json={"task": "[slow] long"},
                                 timeout=10).json()["id"]
            wait_for(lambda: status(first.url, running) == "running")
            queued = [httpx.post(f"{first.url}/api/v1/tasks",
                                 json={"task": f"write result.txt ({i})",
                                       "workspace": str(ws / str(i))}, timeout=10).json()["id"]
                      for i in range(2) if (ws / str(i)).mkdir() is None]
            assert [status(first.url, t) for t in queued] == ["queued", "queued"]
            assert first.stop() == 0, "".join(first.output)
        with Served(env, ws, "--workers", "2") as second:
            for task_id in queued:
                wait_for(lambda t=task_id: status(second.url, t) == "unverified", timeout=90)
            stopped = httpx.get(f"{second.url}/api/v1/tasks/{running}", timeout=10).json()
            assert stopped["status"] == "interrupted"
            assert stopped["stop_reason"] == "the server stopped"
            events = httpx.get(f"{second.url}/api/v1/tasks/{running}/events", timeout=10)
            assert events.json()["events"][-1]["kind"] == "task.failed"
            # a server killed outright: its running task is found and marked at the next start
            killed = httpx.post(f"{second.url}/api/v1/tasks", json={"task": "[slow] again"},
                                timeout=10).json()["id"]
            wait_for(lambda: status(second.url, killed) == "running")
            second.proc.send_signal(signal.SIGKILL)
            second.proc.wait(10)
        with Served(env, ws) as third:
            assert status(third.url, killed) == "interrupted"
            assert [status(third.url, t) for t in queued] == ["unverified", "unverified"]
            assert third.stop() == 0
    for i in range(2):
        assert (ws / str(i) / "result.txt").read_text() == "ok\n"
