"""The gate: bearer token (header, or ?token= for WebSockets), Host and Origin checks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from server_support import AgentModel, Served, make_home
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

TOKEN = "s3cret-token"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    tmp = tmp_path_factory.mktemp("security")
    ws = tmp / "ws"
    ws.mkdir()
    with AgentModel() as model:
        env = make_home(tmp, model.url, f'[api]\ntoken = "{TOKEN}"\n')
        with Served(env, ws) as server:
            yield server
            assert server.stop() == 0, "".join(server.output)


AUTH = {"authorization": f"Bearer {TOKEN}"}


def test_token_is_required_for_the_api(served: Served) -> None:
    with httpx.Client(base_url=served.url, timeout=10) as c:
        for path in ("/api/v1/health", "/api/v1/tasks", "/api/v1/status", "/api/v1/cost"):
            refused = c.get(path)
            assert refused.status_code == 401, path
            assert refused.json()["error"] == "unauthorized"
            assert refused.headers["www-authenticate"] == "Bearer"
            assert c.get(path, headers={"authorization": "Bearer wrong"}).status_code == 401
            assert c.get(path, headers=AUTH).status_code == 200, path
        assert c.post("/api/v1/tasks", json={"task": "x"}).status_code == 401
        assert c.get("/api/v1/health", params={"token": TOKEN}).status_code == 401  # WS only
        assert c.get("/openapi.json").status_code == 200  # describes, holds no data
        assert c.get("/", follow_redirects=False).headers["location"] == "/ui/"


def test_foreign_host_and_origin_are_refused(served: Served) -> None:
    port = served.url.rsplit(":", 1)[1]
    with httpx.Client(base_url=served.url, timeout=10, headers=AUTH) as c:
        rebound = c.get("/api/v1/health", headers={"host": f"evil.example:{port}"})
        assert rebound.status_code == 400 and rebound.json()["error"] == "bad_host"
        for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"):
            assert c.get("/api/v1/health", headers={"host": host}).status_code == 200, host
        foreign = c.post("/api/v1/tasks/ffffffffff/cancel",
                         headers={"origin": "http://evil.example"})
        assert foreign.status_code == 403 and foreign.json()["error"] == "bad_origin"
        other_port = c.post("/api/v1/tasks/ffffffffff/cancel",
                            headers={"origin": "http://127.0.0.1:1"})
        assert other_port.status_code == 403
        ours = c.post("/api/v1/tasks/ffffffffff/cancel", headers={"origin": served.url})
        assert ours.status_code == 404  # through the gate; the task does not exist
        reading = c.get("/api/v1/health", headers={"origin": "http://evil.example"})
        assert reading.status_code == 200  # reads are left to the browser's CORS rules


def test_websocket_token_and_origin(served: Served) -> None:
    base = served.url.replace("http://", "ws://") + "/api/v1/events"
    with pytest.raises(InvalidStatus) as refused:
        connect(base)
    assert refused.value.response.status_code == 401
    with pytest.raises(InvalidStatus) as foreign:
        connect(f"{base}?token={TOKEN}", origin="http://evil.example")  # type: ignore[arg-type]
    assert foreign.value.response.status_code == 403
    assert json.loads(foreign.value.response.body or b"{}")["error"] == "bad_origin"
    with connect(f"{base}?token={TOKEN}", origin=served.url) as sock:  # type: ignore[arg-type]
        sock.ping().wait(5)
    with connect(base, additional_headers=AUTH) as sock:
        sock.ping().wait(5)


def test_listening_beyond_loopback_needs_a_token(tmp_path: Path) -> None:
    import subprocess
    import sys

    env = make_home(tmp_path, "http://127.0.0.1:9")
    done = subprocess.run([sys.executable, "-m", "openkoi", "serve", "--host", "0.0.0.0",
                           "--port", "0"], env=env, cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert "refusing to listen on 0.0.0.0 without an API token" in done.stderr
    assert "Traceback" not in done.stderr
