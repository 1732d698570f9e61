"""Helpers for the server tests: a fake OpenAI-compatible model that answers whatever the
engine asks (by what is asked, not by counting), and `openkoi serve` in a subprocess.

The fake model, per request:
  - a JSON-schema call whose schema has ``steps``: a plan;
  - any other JSON-schema call: the smallest object the schema accepts, scores at their
    maximum (so the rubric judge approves);
  - a call with tools: a ``write_file`` of ``result.txt`` first, then (after the tool's
    result) a final answer.
A task whose text contains ``[slow]`` gets every answer after ``slow_s`` seconds.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from fake_servers import openai_text, openai_tool_calls

PLAN = {"summary": "Write result.txt", "steps": ["write result.txt"], "files": ["result.txt"],
        "tools": ["write_file"], "estimated_iterations": 1}
SERVING = re.compile(r"openkoi serving (http://\S+)")


def instance(schema: dict[str, Any], defs: dict[str, Any]) -> Any:
    """The smallest value ``schema`` accepts (numbers at their maximum)."""
    if "$ref" in schema:
        return instance(defs[schema["$ref"].rsplit("/", 1)[1]], defs)
    for key in ("anyOf", "oneOf", "allOf"):
        if key in schema:
            return instance(schema[key][0], defs)
    if "enum" in schema:
        return schema["enum"][0]
    if "const" in schema:
        return schema["const"]
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = next(k for k in kind if k != "null")
    if kind == "object":
        props = schema.get("properties", {})
        return {k: instance(v, defs) for k, v in props.items()}
    if kind == "array":
        return [instance(schema.get("items", {}), defs)] * int(schema.get("minItems", 0))
    if kind == "integer":
        return int(schema.get("maximum", schema.get("minimum", 1)))
    if kind == "number":
        return float(schema.get("maximum", schema.get("minimum", 1.0)))
    if kind == "boolean":
        return False
    return "ok" * max(1, int(schema.get("minLength", 1)))


def answer(body: dict[str, Any]) -> list[tuple[str | None, Any]]:
    fmt = body.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        schema = fmt["json_schema"]["schema"]
        if "steps" in schema.get("properties", {}):
            return openai_text([json.dumps(PLAN)])
        return openai_text([json.dumps(instance(schema, schema.get("$defs", {})))])
    if body.get("tools"):
        if body["messages"][-1].get("role") == "tool":
            return openai_text(["Wrote result.txt."])
        args = json.dumps({"path": "result.txt", "content": "ok\n"})
        return openai_tool_calls([("c1", "write_file", args)])
    return openai_text(["ok"])


class AgentModel:
    """The fake model server (a thread on 127.0.0.1)."""

    def __init__(self, slow_s: float = 60.0) -> None:
        self.slow_s = slow_s
        self.requests: list[dict[str, Any]] = []
        self._server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> AgentModel:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                return

            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                body = json.loads(raw)
                owner.requests.append(body)
                if "[slow]" in json.dumps(body["messages"]):
                    time.sleep(owner.slow_s)
                events = answer(body)
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.end_headers()
                    for _name, data in events:
                        text = data if isinstance(data, str) else json.dumps(data)
                        self.wfile.write(f"data: {text}\n\n".encode())
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                         daemon=True).start()
        return self

    def __exit__(self, *exc: Any) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()


def make_home(tmp_path: Path, model_url: str, extra_config: str = "") -> dict[str, str]:
    """An OPENKOI_HOME whose default model is "fake/scripted" at ``model_url``."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / "config.toml").write_text(
        'model = "fake/scripted"\niterations = 1\n\n[memory]\nenabled = false\n\n'
        f'[providers.fake]\nbase_url = "{model_url}/v1"\nmodels = ["scripted"]\n\n'
        + extra_config)
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env


class Served:
    """`openkoi serve --port 0` in a subprocess; ``url`` once it is listening."""

    def __init__(self, env: dict[str, str], cwd: Path, *args: str) -> None:
        self.output: list[str] = []
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "openkoi", "serve", "--port", "0", *args], env=env,
            cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True)
        found = threading.Event()
        self.url = ""

        def drain() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                self.output.append(line)
                match = SERVING.search(line)
                if match and not self.url:
                    self.url = match.group(1)
                    found.set()
            found.set()

        threading.Thread(target=drain, daemon=True).start()
        if not found.wait(60) or not self.url:
            self.proc.kill()
            raise AssertionError("the server did not start:\n" + "".join(self.output))

    def stop(self, timeout: float = 30) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout)

    def __enter__(self) -> Served:
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)


def wait_for(check: Callable[[], Any], timeout: float = 60, every: float = 0.1) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {check}")
        time.sleep(every)


SNIPPET = Path(__file__).parents[1] / "seed_snippets" / "readme-api.toml"


class PathReceiver:
    """Answers 500 to the first ``fail_first`` posts, then 204; keeps path, headers, body."""

    def __init__(self, fail_first: int = 0) -> None:
        self.seen: list[tuple[str, dict[str, str], bytes, int]] = []
        self.lock = threading.Lock()
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                return

            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                with owner.lock:  # concurrent tries: exactly the first fail_first get 500
                    code = 500 if len(owner.seen) < fail_first else 204
                    owner.seen.append((self.path,
                                       {k.lower(): v for k, v in self.headers.items()},
                                       raw, code))
                self.send_response(code)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05},
                         daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"


def seed_config(base: str) -> str:
    """The seed's snippet verbatim, its example URLs pointed at ``base``, and a budget
    warning early enough for a small task."""
    text = SNIPPET.read_text().replace("https://example.com", base)
    return text.replace("enabled = true\n", "enabled = true\nbudget_warning_fraction = 0.002\n")


def run_cli(env: dict[str, str], cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
