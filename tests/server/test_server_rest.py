"""`openkoi serve` end to end over HTTP: a real uvicorn server in a subprocess, the fake
OpenAI-compatible model on 127.0.0.1, OPENKOI_HOME in a temp dir."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_support import AgentModel, Served, make_home, wait_for


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Served, Path, Path]]:
    tmp = tmp_path_factory.mktemp("rest")
    ws = tmp / "ws"
    ws.mkdir()
    with AgentModel(slow_s=60) as model:
        env = make_home(tmp, model.url)
        with Served(env, ws) as server:
            yield server, ws, Path(env["OPENKOI_HOME"])
            assert server.stop() == 0, "".join(server.output)
            assert "Traceback" not in "".join(server.output), "".join(server.output)


def client(server: Served) -> httpx.Client:
    return httpx.Client(base_url=server.url, timeout=10)


def finished(c: httpx.Client, task_id: str) -> dict[str, Any]:
    def check() -> dict[str, Any] | None:
        task = c.get(f"/api/v1/tasks/{task_id}").json()
        return task if task["status"] not in ("queued", "running") else None

    return wait_for(check, timeout=90)


def test_submit_poll_and_read_the_result(served: tuple[Served, Path, Path]) -> None:
    server, ws, home = served
    with client(server) as c:
        assert c.get("/api/v1/health").json()["ok"] is True
        made = c.post("/api/v1/tasks", json={"task": "write result.txt",
                                             "max_iterations": 1, "quality": 0.5})
        assert made.status_code == 202, made.text
        task_id = made.json()["id"]
        task = finished(c, task_id)
        assert task["status"] == "unverified", task  # only a model judged it
        assert task["files_changed"] == ["result.txt"]
        assert task["result"] == "Wrote result.txt."
        assert task["score"] >= 0.5 and task["iterations"] == 1
        assert task["usage"]["input_tokens"] > 0 and task["source"] == "api"
        assert (ws / "result.txt").read_text() == "ok\n"
        listed = c.get("/api/v1/tasks").json()["tasks"]
        assert listed[0]["id"] == task_id
        assert c.get(f"/api/v1/tasks/{task_id[:6]}").json()["id"] == task_id  # a prefix
        kinds = [e["kind"] for e in c.get(f"/api/v1/tasks/{task_id}/events").json()["events"]]
        assert kinds[0] == "task.started" and kinds[-1] == "task.failed" and "plan" in kinds
        later = c.get(f"/api/v1/tasks/{task_id}/events", params={"after": 2}).json()["events"]
        assert [e["seq"] for e in later][:1] == [3]
        cost = c.get("/api/v1/cost").json()
        assert cost["calls"] >= 3 and cost["tasks"] >= 1 and "fake/scripted" in cost["by_model"]
        page = c.get("/ui/")
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        assert c.get("/ui/dev.html").status_code == 200
        assert c.get("/", follow_redirects=True).url.path == "/ui/"
        status = c.get("/api/v1/status").json()
        assert status["queued"] == 0 and status["task_counts"]["unverified"] >= 1
        assert status["workers"] == 1 and status["url"] == server.url
    # the same task is in the CLI's view of the database
    env = {"OPENKOI_HOME": str(home), "HOME": str(home.parent), "PATH": "/usr/bin:/bin"}
    shown = subprocess.run([sys.executable, "-m", "openkoi", "task", "show", task_id, "--json"],
                           env=env, capture_output=True, text=True, timeout=60)
    assert json.loads(shown.stdout)["status"] == "unverified", shown.stderr


def test_bad_bodies_are_clear_json_errors(served: tuple[Served, Path, Path]) -> None:
    server, ws, _home = served
    with client(server) as c:
        bad = c.post("/api/v1/tasks", content=b"{not json",
                     headers={"content-type": "application/json"})
        assert bad.status_code == 400 and bad.json()["error"] == "invalid_json"
        for body, where in [({}, "task"), ({"task": "x", "max_iterations": -1}, "max_iterations"),
                            ({"task": "x", "quality": 2}, "quality"),
                            ({"task": "x", "approve_plan": "yes"}, "approve_plan"),
                            ({"task": "x", "colour": 1}, "colour"),
                            ({"task": "x", "model": "nomodel"}, "model"),
                            ({"task": "x", "workspace": str(ws / "missing")}, "workspace"),
                            ([1, 2], "object")]:
            answer = c.post("/api/v1/tasks", json=body)
            assert answer.status_code == 422, (body, answer.text)
            assert where in answer.json()["message"], answer.json()
        assert c.get("/api/v1/tasks/ffffffffff").status_code == 404
        assert c.get("/api/v1/tasks/zz%25").json()["error"] == "not_found"
        assert c.get("/api/v1/nothing").status_code == 404
        assert c.delete("/api/v1/tasks").status_code == 405
        assert c.get("/api/v1/tasks", params={"limit": "many"}).status_code == 422
        assert c.get("/api/v1/cost", params={"hours": "-1"}).status_code == 422
        assert c.post("/api/v1/tasks/ffffffffff/cancel").status_code == 404


def test_description_is_accepted_for_task_and_cancel_of_a_finished_task_conflicts(
        served: tuple[Served, Path, Path]) -> None:
    server, _ws, _home = served
    with client(server) as c:
        made = c.post("/api/v1/tasks", json={"description": "write result.txt again"})
        assert made.status_code == 202, made.text
        task = finished(c, made.json()["id"])
        assert task["description"] == "write result.txt again"
        again = c.post(f"/api/v1/tasks/{task['id']}/cancel")
        assert again.status_code == 409 and "already ended" in again.json()["message"]
        approve = c.post(f"/api/v1/tasks/{task['id']}/approve", json={"approve": True})
        assert approve.status_code == 409


def test_openapi_describes_exactly_the_routes_served(served: tuple[Served, Path, Path]) -> None:
    from starlette.routing import Route, WebSocketRoute

    from openkoi.server.app import Server, create_app
    from openkoi.server.hub import EventHub
    from openkoi.server.openapi import WEBSOCKETS

    server, _ws, _home = served
    with client(server) as c:
        spec = c.get("/openapi.json").json()
    assert spec["openapi"].startswith("3.1")
    described = {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops}
    gate = create_app(Server(queue=None, hub=EventHub(), api=_api(),  # type: ignore[arg-type]
                             url="http://127.0.0.1:9742"))
    routes = gate.app.routes
    served_http = {(m, r.path.replace("{id}", "{id}")) for r in routes if isinstance(r, Route)
                   and r.path.startswith("/api/") for m in (r.methods or []) if m != "HEAD"}
    assert described == served_http
    ws_routes = {r.path for r in routes if isinstance(r, WebSocketRoute)}
    assert ws_routes == set(WEBSOCKETS) == set(spec["x-websockets"])
    body = spec["components"]["schemas"]["TaskBody"]
    assert {"task", "workspace", "max_iterations", "quality", "model",
            "approve_plan"} <= set(body["properties"])


def _api() -> Any:
    from openkoi.server.settings import ApiSettings

    return ApiSettings()
