"""The HTTP API never answers 5xx, whatever the input (issue 11, item 7): odd numbers, a NUL
in a path, JSON nested past the parser's stack, openkoi's own folders as a workspace; and a
bounded schemathesis run against the served OpenAPI schema finds no server error.

The app runs in process (no uvicorn, no lifespan): submitted tasks stay queued, so no task
and no model runs; the routes, the gate and the validation are the real ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from starlette.testclient import TestClient

from openkoi.config import Paths
from openkoi.server.app import Server, create_app
from openkoi.server.hub import EventHub
from openkoi.server.queue import TaskQueue
from openkoi.server.settings import ApiSettings


def _app(tmp: Path) -> Any:
    home = tmp / "home"
    home.mkdir(parents=True, exist_ok=True)
    ws = tmp / "ws"
    ws.mkdir(exist_ok=True)
    paths = Paths(home=home, config_file=home / "config.toml", data=home / "data")
    api = ApiSettings(allowed_hosts=["testserver"])
    hub = EventHub()
    queue = TaskQueue(paths, ws, api, hub)
    queue.open()
    app = _without_lifespan(create_app(Server(queue=queue, hub=hub, api=api,
                                              url="http://127.0.0.1:9742")))
    app.openkoi_home = home  # for the tests below
    return app


class _without_lifespan:  # noqa: N801  (an ASGI app, named like the function it wraps)
    """The app with its lifespan answered here: the queue's workers never start, so a
    submitted task stays queued and no model is ever loaded."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "lifespan":
            await self.app(scope, receive, send)
            return
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return _app(tmp_path_factory.mktemp("api"))


@pytest.fixture
def client(app: Any) -> TestClient:
    return TestClient(app, raise_server_exceptions=False)


@pytest.mark.parametrize("hours", ["inf", "-inf", "nan", "1e308", "1e309", "-1", "x", "1e6"])
def test_cost_hours_out_of_range_is_422(client: TestClient, hours: str) -> None:
    r = client.get("/api/v1/cost", params={"hours": hours})
    assert r.status_code == 422 and r.json()["error"] == "invalid_query", r.text


def test_cost_hours_in_range_works(client: TestClient) -> None:
    r = client.get("/api/v1/cost", params={"hours": "876000"})
    assert r.status_code == 200 and r.json()["hours"] == 876000


def test_nul_in_workspace_is_400(client: TestClient) -> None:
    r = client.post("/api/v1/tasks", json={"task": "x", "workspace": "/tmp/a\u0000b"})
    assert r.status_code == 400 and "NUL" in r.json()["message"], r.text


def test_deeply_nested_json_is_400(client: TestClient) -> None:
    body = "[" * 100_000 + "]" * 100_000
    r = client.post("/api/v1/tasks", content=body,
                    headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["error"] == "invalid_json", r.text
    r = client.post("/api/v1/tasks/abc/approve", content=body,
                    headers={"content-type": "application/json"})
    assert 400 <= r.status_code < 500, r.text


@pytest.mark.parametrize("raw", ['{"task": "x", "max_cost_usd": NaN}',
                                 '{"task": "x", "max_time_s": Infinity}',
                                 '{"task": "x", "quality": -Infinity}'])
def test_nan_and_infinity_in_a_body_are_refused(client: TestClient, raw: str) -> None:
    r = client.post("/api/v1/tasks", content=raw, headers={"content-type": "application/json"})
    assert r.status_code == 400, r.text


def test_openkoi_folders_cannot_be_the_workspace(app: Any, client: TestClient) -> None:
    home = app.openkoi_home
    (home / "credentials").mkdir(exist_ok=True)
    for folder in (home, home / "credentials", home / "data"):
        r = client.post("/api/v1/tasks", json={"task": "x", "workspace": str(folder)})
        assert r.status_code == 400 and "openkoi's own" in r.json()["message"], r.text


def test_schemathesis_finds_no_server_error(tmp_path: Path) -> None:
    """Bounded: 40 generated cases per operation (derandomized, so the run is the same every
    time), each sent to the app; every answer must be below 500."""
    schema = schemathesis.openapi.from_asgi("/openapi.json", _app(tmp_path))
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 9
    seen: list[int] = []
    for operation in operations:

        @given(case=operation.as_strategy())
        @settings(max_examples=40, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        def check(case: Any) -> None:
            case.headers = {**(case.headers or {}), "host": "127.0.0.1:9742"}
            response = case.call()
            seen.append(response.status_code)
            case.validate_response(response, checks=[not_a_server_error])

        check()
    assert len(seen) >= 100 and max(seen) < 500
