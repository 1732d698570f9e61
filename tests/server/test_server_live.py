"""Live behaviour of `openkoi serve`: WebSocket replay + live events, cancel, plan approval."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_support import AgentModel, Served, make_home, wait_for
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Served, AgentModel]]:
    tmp = tmp_path_factory.mktemp("live")
    ws = tmp / "ws"
    ws.mkdir()
    with AgentModel(slow_s=0.6) as model:
        env = make_home(tmp, model.url)
        with Served(env, ws, "--workers", "2") as server:
            yield server, model
            with connect(ws_url(server, "/api/v1/events")) as listener:  # still connected:
                began = time.monotonic()
                assert server.stop() == 0, "".join(server.output)  # a graceful stop anyway
                assert time.monotonic() - began < 10
                with pytest.raises(ConnectionClosed):
                    listener.recv(timeout=5)
            assert "Traceback" not in "".join(server.output), "".join(server.output)


def ws_url(server: Served, path: str) -> str:
    return server.url.replace("http://", "ws://") + path


def bare(message: dict[str, Any]) -> dict[str, Any]:
    """A streamed event without the fold the server adds to it (``progress``)."""
    return {k: v for k, v in message.items() if k != "progress"}


def receive_all(sock: Any, timeout: float = 60) -> list[dict[str, Any]]:
    got = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            got.append(json.loads(sock.recv(timeout=deadline - time.monotonic())))
        except Exception as exc:  # closed by the server after the final event
            if "ConnectionClosed" in type(exc).__name__:
                return got
            raise
    raise AssertionError(f"no close after {got}")


def test_websocket_replays_then_streams_without_gaps(served: tuple[Served, AgentModel]) -> None:
    server, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c, \
            connect(ws_url(server, "/api/v1/events")) as everything:
        task_id = c.post("/api/v1/tasks", json={"task": "[slow] write result.txt"}).json()["id"]
        wait_for(lambda: len(c.get(f"/api/v1/tasks/{task_id}/events").json()["events"]) >= 2)
        stored_before = len(c.get(f"/api/v1/tasks/{task_id}/events").json()["events"])
        with connect(ws_url(server, "/api/v1/events")) as late, \
                connect(ws_url(server, f"/api/v1/tasks/{task_id}/events")) as sock:
            got = receive_all(sock)
            joined = [json.loads(late.recv(timeout=30))]
            while joined[-1]["kind"] != "task.failed":
                joined.append(json.loads(late.recv(timeout=30)))
        stored = c.get(f"/api/v1/tasks/{task_id}/events").json()["events"]
        live = []
        while not live or live[-1].get("kind") != "task.failed":
            message = json.loads(everything.recv(timeout=30))
            if message["task_id"] == task_id:
                live.append(message)
    events = [bare(m) for m in got if m["seq"] is not None]
    assert [e["seq"] for e in events] == list(range(1, len(stored) + 1))
    assert events == stored  # the same events, each once, in order
    assert events[-1]["kind"] == "task.failed"  # not done: only a model judged it
    assert events[-1]["data"]["status"] == "unverified"
    # each event comes with the server's fold of the task so far (the pages show that)
    progress = [m["progress"] for m in got if m["seq"] is not None]
    assert [p["seq"] for p in progress] == [e["seq"] for e in stored]
    assert progress[-1]["finished"] == "unverified"
    assert progress[-1]["friendly"].startswith("Unverified: only a model judged it")
    assert progress[-1]["input_tokens"] > 0 and progress[-1]["model_calls"] >= 2
    assert len(stored) > stored_before  # some arrived live, after the replay
    # the all-tasks stream saw the queued status and every event live
    assert live[0]["kind"] == "status" and live[0]["status"] == "queued"
    assert [m["seq"] for m in live if m["seq"] is not None] == [e["seq"] for e in stored]
    # joining the all-tasks stream mid-task: the running task's stored events first
    assert [bare(m) for m in joined if m["seq"] is not None] == stored


def test_websocket_of_a_finished_task_replays_and_closes(
        served: tuple[Served, AgentModel]) -> None:
    server, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c:
        task_id = c.post("/api/v1/tasks", json={"task": "write result.txt"}).json()["id"]
        wait_for(lambda: c.get(f"/api/v1/tasks/{task_id}").json()["status"] == "unverified")
        with connect(ws_url(server, f"/api/v1/tasks/{task_id}/events")) as sock:
            got = receive_all(sock)
    assert got[0]["kind"] == "task.started" and got[-1]["kind"] == "task.failed"
    with connect(ws_url(server, "/api/v1/tasks/ffffffffffff/events")) as sock:
        assert json.loads(sock.recv(timeout=10))["error"] == "not_found"


def test_cancel_stops_a_running_task(served: tuple[Served, AgentModel]) -> None:
    server, model = served
    model.slow_s = 30  # every model answer takes 30 s: cancel must not wait for it
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            task_id = c.post("/api/v1/tasks", json={"task": "[slow] write result.txt"}
                             ).json()["id"]
            wait_for(lambda: c.get(f"/api/v1/tasks/{task_id}").json()["status"] == "running")
            with connect(ws_url(server, f"/api/v1/tasks/{task_id}/events")) as sock:
                first = json.loads(sock.recv(timeout=10))
                assert first["kind"] == "task.started"
                began = time.monotonic()
                answer = c.post(f"/api/v1/tasks/{task_id}/cancel")
                assert answer.status_code == 200 and answer.json()["status"] == "cancelled"
                rest = receive_all(sock, timeout=20)
            took = time.monotonic() - began
            task = wait_for(lambda: (t := c.get(f"/api/v1/tasks/{task_id}").json())
                            ["status"] == "cancelled" and t)
    finally:
        model.slow_s = 0.6
    assert took < 10, took
    assert rest[-1]["kind"] == "task.failed"
    assert rest[-1]["data"]["stop_reason"] == "cancelled via the API"
    assert task["stop_reason"] == "cancelled via the API" and task["ended_at"]


def test_cancel_removes_a_queued_task(served: tuple[Served, AgentModel]) -> None:
    server, model = served
    model.slow_s = 30
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            busy = [c.post("/api/v1/tasks", json={"task": f"[slow] busy {i}"}).json()["id"]
                    for i in range(2)]  # both workers busy
            queued = c.post("/api/v1/tasks", json={"task": "write result.txt"}).json()["id"]
            assert c.get(f"/api/v1/tasks/{queued}").json()["status"] == "queued"
            with connect(ws_url(server, f"/api/v1/tasks/{queued}/events")) as sock:
                assert c.post(f"/api/v1/tasks/{queued}/cancel").json()["status"] == "cancelled"
                got = receive_all(sock, timeout=10)
            assert got[-1] == got[-1] | {"kind": "status", "status": "cancelled"}
            assert c.get(f"/api/v1/tasks/{queued}").json()["status"] == "cancelled"
            listed = c.get("/api/v1/tasks", params={"status": "cancelled"}).json()["tasks"]
            assert queued in [t["id"] for t in listed]
            for task_id in busy:
                c.post(f"/api/v1/tasks/{task_id}/cancel")
            wait_for(lambda: all(c.get(f"/api/v1/tasks/{t}").json()["status"] == "cancelled"
                                 for t in busy), timeout=20)
            time.sleep(1.5)  # a worker would have picked the cancelled task by now
            assert c.get(f"/api/v1/tasks/{queued}").json()["status"] == "cancelled"
    finally:
        model.slow_s = 0.6


def test_plan_approval_pauses_until_approved_or_rejected(
        served: tuple[Served, AgentModel], tmp_path: Path) -> None:
    server, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c:
        ids = [c.post("/api/v1/tasks", json={"task": f"write result.txt ({word})",
                                             "approve_plan": True,
                                             "workspace": str(tmp_path / word)}).json()["id"]
               for word in ("yes", "no") if (tmp_path / word).mkdir() is None]
        waiting = [wait_for(lambda t=t: (v := c.get(f"/api/v1/tasks/{t}").json())["status"]
                            == "awaiting_approval" and v) for t in ids]
        assert waiting[0]["plan"]["summary"] == "Write result.txt"
        assert c.get("/api/v1/status").json()["awaiting_approval"] == ids
        bad = c.post(f"/api/v1/tasks/{ids[0]}/approve", json={"approve": "sure"})
        assert bad.status_code == 422
        assert c.post(f"/api/v1/tasks/{ids[0]}/approve", json={"approve": True}).json() == \
            {"id": ids[0], "status": "running"}
        assert c.post(f"/api/v1/tasks/{ids[1]}/approve", json={"approve": False}).json() == \
            {"id": ids[1], "status": "rejected"}
        done = wait_for(lambda: (v := c.get(f"/api/v1/tasks/{ids[0]}").json())["status"]
                        == "unverified" and v)
        rejected = wait_for(lambda: (v := c.get(f"/api/v1/tasks/{ids[1]}").json())["ended_at"]
                            and v)
        events = c.get(f"/api/v1/tasks/{ids[1]}/events").json()["events"]
    assert done["files_changed"] == ["result.txt"] and (tmp_path / "yes" / "result.txt").exists()
    assert not (tmp_path / "no" / "result.txt").exists()
    assert rejected["status"] == "rejected" and rejected["iterations"] == 0
    assert rejected["stop_reason"] == "plan rejected"
    assert events[-1]["kind"] == "task.failed"
    assert not any(e["kind"] == "tool.call" for e in events)  # nothing ran


def test_an_edited_plan_runs_instead_of_the_draft(served: tuple[Served, AgentModel],
                                                  tmp_path: Path) -> None:
    server, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c:
        task_id = c.post("/api/v1/tasks", json={"task": "write result.txt", "approve_plan": True,
                                                "workspace": str(tmp_path)}).json()["id"]
        wait_for(lambda: c.get(f"/api/v1/tasks/{task_id}").json()["status"]
                 == "awaiting_approval")
        url = f"/api/v1/tasks/{task_id}/approve"
        empty = c.post(url, json={"approve": True, "plan": {"steps": []}})
        assert empty.status_code == 422 and "plan.steps" in empty.json()["message"]
        odd = c.post(url, json={"approve": False, "plan": {"steps": ["x"]}})
        assert odd.status_code == 409 and "goes with approve: true" in odd.json()["message"]
        edit = {"summary": "Write result.txt, then stop", "steps": ["write result.txt", "stop"]}
        assert c.post(url, json={"approve": True, "plan": edit}).json()["status"] == "running"
        task = wait_for(lambda: (v := c.get(f"/api/v1/tasks/{task_id}").json())["ended_at"]
                        and v)
        events = c.get(f"/api/v1/tasks/{task_id}/events").json()["events"]
    plans = [e["data"] for e in events if e["kind"] == "plan"]
    assert plans[-1]["source"] == "edited" and plans[-1]["steps"] == edit["steps"]
    assert plans[-1]["files"] == ["result.txt"]  # files and tools stay the draft's
    assert task["plan"]["summary"] == "Write result.txt, then stop"
    assert (tmp_path / "result.txt").exists()


def test_cancel_while_awaiting_approval(served: tuple[Served, AgentModel], tmp_path: Path) -> None:
    server, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c:
        task_id = c.post("/api/v1/tasks", json={"task": "write result.txt", "approve_plan": True,
                                                "workspace": str(tmp_path)}).json()["id"]
        wait_for(lambda: c.get(f"/api/v1/tasks/{task_id}").json()["status"]
                 == "awaiting_approval")
        assert c.post(f"/api/v1/tasks/{task_id}/cancel").json()["status"] == "cancelled"
        task = wait_for(lambda: (v := c.get(f"/api/v1/tasks/{task_id}").json())["ended_at"]
                        and v)
        late = c.post(f"/api/v1/tasks/{task_id}/approve", json={"approve": True})
        events = c.get(f"/api/v1/tasks/{task_id}/events").json()["events"]
    assert task["status"] == "cancelled" and task["stop_reason"] == "cancelled via the API"
    assert late.status_code == 409
    assert events[-1]["kind"] == "task.failed" and not (tmp_path / "result.txt").exists()
