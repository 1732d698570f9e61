"""Start a real `openkoi serve` for the web UI tests (see conftest.py)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
from cli_support import setup_home
from fake_servers import FakeServer, free_port

START_TIMEOUT_S = 30


class Served:
    """`openkoi serve` in a subprocess, its model server and its folders."""

    def __init__(self, url: str, model: FakeServer, env: dict[str, str], workspace: Path,
                 proc: subprocess.Popen[str]) -> None:
        self.url = url
        self.model = model
        self.env = env
        self.workspace = workspace
        self.proc = proc

    def api(self, method: str, path: str, token: str = "", **kw: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return httpx.request(method, f"{self.url}/api/v1{path}", headers=headers,
                             timeout=10, **kw)


def serve(tmp_path: Path, model: FakeServer, *, token: str = "") -> Iterator[Served]:
    env = setup_home(tmp_path, model.url)
    with (Path(env["OPENKOI_HOME"]) / "config.toml").open("a") as config:
        config.write("[memory]\nmodel_learnings = false\n")  # the fake model's script is
        # plan, tool calls, answer, judge: no lessons call after the task
    if token:
        env["OPENKOI_API_TOKEN"] = token
    workspace = tmp_path / "ws"
    workspace.mkdir()
    port = free_port()
    log = (tmp_path / "serve.log").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "openkoi", "serve", "--host", "127.0.0.1",
                             "--port", str(port)], env=env, cwd=workspace,
                            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                            text=True)
    url = f"http://127.0.0.1:{port}"
    served = Served(url, model, env, workspace, proc)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                raise AssertionError("openkoi serve exited: "
                                     + (tmp_path / "serve.log").read_text())
            try:
                if httpx.get(f"{url}/api/v1/health", timeout=1).status_code in (200, 401):
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError("openkoi serve did not answer within "
                                     f"{START_TIMEOUT_S} s")
            time.sleep(0.1)
        yield served
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
