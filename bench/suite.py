"""The public task suite: tools side by side on bench/tasks/, the same model, the same checks.

    .venv/bin/python bench/suite.py [--tools openkoi-once,openkoi-loop,aider] [--tasks all]
        [--out results.jsonl] [--threads 2] [-i 3] [--timeout 900] [--endpoint URL --key K]
    .venv/bin/python bench/suite.py --install-peers aider   # each peer into bench/.peer-venv/NAME
    .venv/bin/python bench/suite.py --verify                # every check: start fails,
                                                            # reference passes, stub fails
    .venv/bin/python bench/suite.py --report --out results.jsonl   # the summary, no run

Tasks: ``bench/tasks/<id>/`` (tuning) and ``bench/tasks/heldout*/<id>/`` (held-out parts:
nobody tunes on them; ``heldout2`` and later were written by another author, blind to the
code). Each holds ``task.json`` (the prompt as a user types it, and a kind), ``files/`` (the
starting workspace, may be empty), ``check/`` (the hidden pytest check, written from the
prompt only) and ``reference/`` (a solution, to prove the check right). Only ``files/`` is
copied into the workspace a tool sees; ``check/`` and ``reference/`` never are.
``--tasks humaneval:every4:11`` takes HumanEval problems instead, as tasks with the workspace,
task text and hidden check of bench/humaneval.py (see ``humaneval_tasks``).

Per run: a fresh copy of the task's ``files/`` and an empty home (OPENKOI_HOME and HOME) in a
temporary folder; the tool runs as a subprocess in that copy; then the hidden check runs in a
separate process on a copy of the result. Every tool talks to ONE model server: llama.cpp
(xllamacpp) serving the embedded GGUF over its OpenAI-compatible HTTP API, started here with
``--threads`` threads (or ``--endpoint``, an already running OpenAI-compatible server). A
metering proxy in front of it counts each tool's calls and tokens the same way for every
tool (prompt tokens as the server reports them, cached prefix included).

Tools: ``openkoi-once`` (``openkoi run -i 0``), ``openkoi-loop`` (``-i N``, N = ``-i``), and
every peer of ``PEERS`` (a package from PyPI, pinned, installed into its own venv under
bench/.peer-venv/, that takes an OpenAI-compatible endpoint). openkoi reaches the server
through bench/openkoi_http.py (its embedded model with an HTTP transport: see there why).

``--out`` is resumable JSONL (one row per task and tool; rows already there are skipped). The
order is fixed: task by task (tuning, then held-out, sorted), every tool on a task before the
next task, so a run cut short compares the tools on the same tasks. One progress line per run
goes to stderr; the markdown summary (over the tasks every selected tool finished) to stdout.
"""

from __future__ import annotations

import argparse
import ast
import atexit
import http.client
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
TASKS = BENCH / "tasks"
PEER_VENVS = BENCH / ".peer-venv"
sys.path.insert(0, str(BENCH))

import humaneval  # noqa: E402  (bench/ is not a package)
from humaneval import append_result, read_results  # noqa: E402

CHECK_TIMEOUT_S = 300.0
MODEL_ALIAS = "qwen2.5-coder-1.5b-instruct"
HELD_OUT = "heldout"
HUMANEVAL = "humaneval"
HUMANEVAL_CHECK_TIMEOUT_S = 60.0  # a wrong answer may loop forever; pytest starts in this too


# ---------------------------------------------------------------- tasks

@dataclass(frozen=True)
class Task:
    id: str  # "slugify" or "heldout/palindrome"
    part: str  # "tuning" | "heldout"
    kind: str
    prompt: str
    path: Path
    check_timeout_s: float = CHECK_TIMEOUT_S

    @property
    def files(self) -> Path:
        return self.path / "files"

    @property
    def check(self) -> Path:
        return self.path / "check"

    @property
    def reference(self) -> Path:
        return self.path / "reference"


def _task(path: Path, task_id: str, part: str) -> Task:
    meta = json.loads((path / "task.json").read_text())
    return Task(task_id, part, meta.get("kind", ""), meta["prompt"], path)


def held_out_parts(root: Path = TASKS) -> list[str]:
    """The held-out parts: ``heldout`` (written in session 10) and each later set by another
    author (``heldout2``, ...), every folder of ``root`` named ``heldout*`` with no task.json."""
    return sorted(d.name for d in root.iterdir() if d.is_dir() and d.name.startswith(HELD_OUT)
                  and not (d / "task.json").is_file())


UNRUN = BENCH / "pending" / "unrun-sets.txt"


def unrun_sets(listing: Path = UNRUN) -> set[str]:
    """The task sets written blind and not yet run side by side (``bench/pending/unrun-
    sets.txt``): model-free scans and the Parliament's mining read none of their texts."""
    if not listing.is_file():
        return set()
    return {line.strip() for line in listing.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}


def load_tasks(root: Path = TASKS) -> list[Task]:
    """Every task, in the suite's fixed order: tuning tasks sorted, then each held-out part's
    sorted."""
    tuning = [_task(d, d.name, "tuning") for d in sorted(root.iterdir())
              if (d / "task.json").is_file()]
    heldout = [_task(d, f"{part}/{d.name}", part) for part in held_out_parts(root)
               for d in sorted((root / part).iterdir()) if (d / "task.json").is_file()]
    return tuning + heldout


def humaneval_tasks(spec: str, root: Path) -> list[Task]:
    """HumanEval problems as suite tasks, written under ``root``: the workspace openkoi gets in
    bench/humaneval.py (``solution.py`` = the problem's prompt; ``test_solution.py`` = one
    assert per docstring example, where it has parseable ones), the same task text, and
    HumanEval's own tests as the hidden check (``check(entry_point)`` with the solution's
    names in scope, as HumanEval runs it). ``spec``: bench/humaneval.py's ``--problems``
    (``every4``, ``all``, ``0,8,20``), optionally ``:N`` for the first N of them."""
    problems = humaneval.load_problems()
    which, limit = spec, None
    head, _, tail = spec.rpartition(":")
    if head and tail.isdigit():
        which, limit = head, int(tail)
    tasks = []
    for task_id in humaneval.select(problems, which, limit=limit):
        problem = problems[task_id]
        entry = problem["entry_point"]
        number = task_id.rsplit("/", 1)[-1]
        path = root / number
        (path / "files").mkdir(parents=True, exist_ok=True)
        (path / "check").mkdir(exist_ok=True)
        (path / "reference").mkdir(exist_ok=True)
        humaneval.write_workspace(problem, path / "files")
        (path / "reference" / "solution.py").write_text(
            problem["prompt"] + problem["canonical_solution"])
        (path / "check" / "test_humaneval.py").write_text(
            "from solution import *  # noqa: F403  (helpers the prompt defines, as HumanEval)\n"
            f"from solution import {entry}\n\n{problem['test']}\n\n"
            f"def test_humaneval():\n    check({entry})\n")
        tasks.append(Task(f"{HUMANEVAL}/{number}", HUMANEVAL, HUMANEVAL,
                          humaneval.task_text(problem), path, HUMANEVAL_CHECK_TIMEOUT_S))
    return tasks


def select_tasks(tasks: list[Task], spec: str, *, scratch: Path | None = None) -> list[Task]:
    """``all``, ``tuning``, a held-out part (``heldout``, ``heldout2``, ...), comma-separated
    ids (suite order kept), or ``humaneval:SPEC`` (HumanEval problems as tasks, written under
    ``scratch``)."""
    if spec.startswith(f"{HUMANEVAL}:"):
        if scratch is None:
            raise SystemExit("HumanEval tasks need a folder to be written to")
        return humaneval_tasks(spec.split(":", 1)[1], scratch)
    if spec == "all":
        return tasks
    if spec == "tuning" or spec in {t.part for t in tasks if t.part.startswith(HELD_OUT)}:
        return [t for t in tasks if t.part == spec]
    wanted = [s.strip() for s in spec.split(",") if s.strip()]
    known = {t.id for t in tasks}
    unknown = [w for w in wanted if w not in known]
    if unknown:
        raise SystemExit(f"unknown task(s): {', '.join(unknown)} (see bench/tasks/)")
    return [t for t in tasks if t.id in wanted]


def prepare(task: Task, ws: Path) -> None:
    """A fresh workspace: the task's starting files and nothing else."""
    ws.mkdir(parents=True, exist_ok=True)
    if task.files.is_dir():
        shutil.copytree(task.files, ws, dirs_exist_ok=True)


def starting_files(task: Task) -> list[str]:
    if not task.files.is_dir():
        return []
    return sorted(str(p.relative_to(task.files)) for p in task.files.rglob("*") if p.is_file())


# ---------------------------------------------------------------- the hidden check

def run_check(task: Task, ws: Path, *, timeout_s: float | None = None) -> tuple[bool, str]:
    """The task's hidden check on a copy of ``ws``, in a separate pytest process."""
    timeout_s = task.check_timeout_s if timeout_s is None else timeout_s
    with tempfile.TemporaryDirectory(prefix="suite-check-") as tmp:
        root = Path(tmp) / "ws"
        shutil.copytree(ws, root, symlinks=True,
                        ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
        hidden = root / ".hidden_check"
        shutil.copytree(task.check, hidden, dirs_exist_ok=True)
        ini = hidden / "pytest.ini"
        ini.write_text("[pytest]\n")
        env = _clean_env() | {"PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
        try:
            proc = subprocess.run(
                [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", str(ini),
                 "--rootdir", str(root), str(hidden)],
                cwd=root, env=env, capture_output=True, text=True, timeout=timeout_s,
                stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return False, f"check timed out after {timeout_s:.0f} s"
    if proc.returncode == 0:
        return True, ""
    lines = [ln for ln in proc.stdout.strip().splitlines() if ln.strip()]
    failed = [ln for ln in lines if ln.startswith(("FAILED", "ERROR"))]
    return False, "; ".join(failed[:3])[:300] or (lines[-1][:300] if lines else
                                                   f"exit {proc.returncode}")


def stub_source(text: str) -> str:
    """An obvious stub of a Python file: every function body replaced by ``pass`` (its
    docstring kept). A check that passes on this does not test the behaviour."""
    tree = ast.parse(text)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            keep = node.body[:1] if ast.get_docstring(node) is not None else []
            node.body = [*keep, ast.Pass()]
    return ast.unparse(tree) + "\n"


def verify_task(task: Task) -> list[str]:
    """Problems with a task's check: it must fail on the starting files and on a stub of
    the reference, and pass on the reference. [] = the check is sound."""
    problems = []
    with tempfile.TemporaryDirectory(prefix="suite-verify-") as tmp:
        start = Path(tmp) / "start"
        prepare(task, start)
        if run_check(task, start)[0]:
            problems.append("passes on the starting files")
        ref = Path(tmp) / "reference"
        prepare(task, ref)
        shutil.copytree(task.reference, ref, dirs_exist_ok=True)
        ok, why = run_check(task, ref)
        if not ok:
            problems.append(f"fails on the reference: {why}")
        stub = Path(tmp) / "stub"
        prepare(task, stub)
        shutil.copytree(task.reference, stub, dirs_exist_ok=True)
        for path in task.reference.rglob("*.py"):
            target = stub / path.relative_to(task.reference)
            target.write_text(stub_source(path.read_text()))
        if run_check(task, stub)[0]:
            problems.append("passes on a stub of the reference")
    return problems


# ---------------------------------------------------------------- the model server

@dataclass
class Meter:
    """Calls and tokens through the proxy since the last ``take``."""

    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cached: int = 0

    def __post_init__(self) -> None:
        self._lock = threading.Lock()

    def record(self, body: bytes) -> None:
        usage = usage_of(body)
        with self._lock:
            self.calls += 1
            self.tokens_in += usage[0]
            self.tokens_out += usage[1]
            self.cached += usage[2]

    def take(self) -> dict[str, int]:
        with self._lock:
            out = {"calls": self.calls, "tokens_in": self.tokens_in,
                   "tokens_out": self.tokens_out, "cached_tokens": self.cached}
            self.calls = self.tokens_in = self.tokens_out = self.cached = 0
        return out


def usage_of(body: bytes) -> tuple[int, int, int]:
    """(prompt tokens, completion tokens, cached prompt tokens) of one chat completion, plain
    JSON or a server-sent event stream: its ``usage``, else llama.cpp's ``timings``."""
    text = body.decode("utf-8", "replace")
    objects: list[dict[str, Any]] = []
    try:
        whole = json.loads(text)
        if isinstance(whole, dict):
            objects.append(whole)
    except json.JSONDecodeError:
        for line in text.splitlines():
            if line.startswith("data:") and line[5:].strip() not in ("", "[DONE]"):
                try:
                    item = json.loads(line[5:])
                except json.JSONDecodeError:
                    continue
                if isinstance(item, dict):
                    objects.append(item)
    prompt = completion = cached = 0
    pieces: dict[int, int] = {}  # streamed content chunks per sampled sequence
    counted: dict[int, int] = {}  # completion tokens the server reported per sequence
    for item in objects:
        usage, timings = item.get("usage"), item.get("timings")
        choices = [c for c in item.get("choices") or [] if isinstance(c, dict)]
        for choice in choices:
            if (choice.get("delta") or {}).get("content"):
                index = int(choice.get("index") or 0)
                pieces[index] = pieces.get(index, 0) + 1
        if isinstance(timings, dict):
            cached = int(timings.get("cache_n") or 0)
            prompt = int(timings.get("prompt_n") or 0) + cached
            completion = int(timings.get("predicted_n") or 0)
        if isinstance(usage, dict):
            prompt = int(usage.get("prompt_tokens") or prompt)
            completion = int(usage.get("completion_tokens") or completion)
        if len(choices) == 1 and (isinstance(timings, dict) or isinstance(usage, dict)):
            counted[int(choices[0].get("index") or 0)] = completion
    if len(pieces) > 1:
        # several samples of one prompt (llama.cpp's ``n``): the usage a stream ends with
        # is one sequence's; each sequence's tokens count (a streamed chunk is one token)
        completion = sum(max(n, counted.get(i, 0)) for i, n in pieces.items())
    return prompt, completion, cached


OUTPUT_CAP = 2048  # openkoi's own output limit per reply (engine/draft.py MAX_OUTPUT_TOKENS)


def limited(body: bytes | None) -> bytes | None:
    """A completion request's body with an output limit: one that sets none gets
    ``OUTPUT_CAP``. aider sends none, and llama.cpp's server then writes until its context is
    full (HumanEval/4: 7,305 tokens in 836 s; heldout3 price-commas: 7,213 in 640 s) and
    answered the next tool's request with "Invalid input batch"."""
    try:
        request = json.loads(body or b"")
    except ValueError:
        return body
    if not isinstance(request, dict) or any(
            request.get(k) for k in ("max_tokens", "max_completion_tokens", "n_predict")):
        return body
    return json.dumps({**request, "max_tokens": OUTPUT_CAP}).encode()


def start_proxy(upstream: str, meter: Meter) -> tuple[ThreadingHTTPServer, str]:
    """A pass-through HTTP proxy on 127.0.0.1 that meters every ``*/completions`` call and
    gives one that sets no output limit openkoi's (``limited``). Returns the server and the
    base URL tools should use (``.../v1``)."""
    target = urllib.parse.urlsplit(upstream)
    prefix = target.path.rstrip("/")

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.0"  # one request per connection, body ends at close

        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            self._forward()

        def do_POST(self) -> None:
            self._forward()

        def _forward(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            if self.command == "POST" and self.path.endswith("completions"):
                body = limited(body)
            path = self.path
            if prefix and path.startswith("/v1") and not path.startswith(prefix):
                path = prefix + path[3:]
            headers = {k: v for k, v in self.headers.items()
                       if k.lower() not in ("host", "connection", "accept-encoding",
                                            "content-length")}
            conn = http.client.HTTPConnection(target.hostname or "127.0.0.1",
                                              target.port or 80, timeout=None)
            seen = bytearray()
            try:
                conn.request(self.command, path, body=body, headers=headers)
                resp = conn.getresponse()
                self.send_response(resp.status)
                for key, value in resp.getheaders():
                    if key.lower() not in ("transfer-encoding", "connection", "content-length"):
                        self.send_header(key, value)
                self.send_header("Connection", "close")
                self.end_headers()
                while chunk := resp.read1(65536):
                    seen += chunk
                    self.wfile.write(chunk)
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass  # the tool hung up (a cancelled call): closing stops the generation
            finally:
                conn.close()
                if self.command == "POST" and self.path.endswith("completions"):
                    meter.record(bytes(seen))

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/v1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_llama(threads: int, key: str) -> tuple[Any, str]:
    """The embedded model (local/strong) served once over HTTP by llama.cpp, with the same
    parameters openkoi's in-process server uses (models/local.py) and ``threads`` threads."""
    import xllamacpp

    from openkoi.config import Paths
    from openkoi.models import local
    from openkoi.models.catalog import resolve

    entry = resolve("strong")
    path = Paths.from_env().models / entry.file
    if not path.is_file():
        raise SystemExit(f"the embedded model is not installed at {path}: run openkoi once "
                         "(or set OPENKOI_MODELS_DIR)")
    # exactly the parameters openkoi's in-process server uses (models/local.py): its slots
    # (the candidates and the test writer's answers decode together), one KV cache, no
    # speculation unless the catalog turns it on
    params = local.server_params(path, entry.n_ctx, threads, False,
                                 local.slots_for(entry.candidates), entry.speculation)
    params.api_keys = [key]
    params.model_alias = MODEL_ALIAS
    params.hostnames = ["127.0.0.1"]
    params.port = free_port()
    server = xllamacpp.Server(params)
    return server, f"http://127.0.0.1:{params.port}/v1"


# ---------------------------------------------------------------- tools

@dataclass(frozen=True)
class RunContext:
    task: Task
    ws: Path
    home: Path
    endpoint: str
    key: str
    timeout_s: float


@dataclass(frozen=True)
class Peer:
    """A peer coding tool: a pinned PyPI package in its own venv, pointed at the endpoint."""

    name: str
    package: str  # pip requirement, pinned
    binary: str  # the console script in the venv's bin/
    argv: Callable[[RunContext, Path], list[str]]  # (context, binary) -> command line
    env: dict[str, str]

    @property
    def venv(self) -> Path:
        return PEER_VENVS / self.name


def _aider_argv(ctx: RunContext, binary: Path) -> list[str]:
    return [str(binary), "--model", f"openai/{MODEL_ALIAS}",
            "--openai-api-base", ctx.endpoint, f"--openai-api-key={ctx.key}",
            "--edit-format", "whole", "--map-tokens", "0", "--yes-always", "--no-git",
            "--no-auto-commits", "--no-dirty-commits", "--no-auto-lint", "--no-auto-test",
            "--no-check-update", "--no-show-release-notes", "--analytics-disable",
            "--no-show-model-warnings", "--no-pretty", "--no-fancy-input",
            "--no-suggest-shell-commands", "--no-detect-urls", "--no-restore-chat-history",
            "--input-history-file", str(ctx.home / "aider.input.history"),
            "--chat-history-file", str(ctx.home / "aider.chat.history.md"),
            "--message", ctx.task.prompt, *starting_files(ctx.task)]


PEERS: dict[str, Peer] = {
    "aider": Peer("aider", "aider-chat==0.86.2", "aider", _aider_argv,
                  {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "AIDER_CHECK_UPDATE": "false"}),
}
OPENKOI_TOOLS = ("openkoi-once", "openkoi-loop")


def install_peers(names: Iterable[str]) -> None:
    for name in names:
        peer = PEERS.get(name)
        if peer is None:
            raise SystemExit(f"unknown peer {name!r} (known: {', '.join(PEERS)})")
        if not (peer.venv / "bin" / "python").exists():
            subprocess.run([sys.executable, "-m", "venv", str(peer.venv)], check=True)
        subprocess.run([str(peer.venv / "bin" / "python"), "-m", "pip", "install", "-q",
                        peer.package], check=True)
        print(f"{name}: {peer.package} in {peer.venv}", file=sys.stderr)


def _clean_env() -> dict[str, str]:
    """This environment without credentials or openkoi settings (a tool sees none)."""
    return {k: v for k, v in os.environ.items()
            if not k.startswith("OPENKOI_") and not k.endswith(("_API_KEY", "_API_BASE"))}


def _run_process(argv: list[str], ctx: RunContext, env: dict[str, str]
                 ) -> tuple[int | None, str, str, float]:
    started = time.perf_counter()
    grace = 60.0  # openkoi stops itself at --max-time; the kill is for a tool that does not
    proc = subprocess.Popen(argv, cwd=ctx.ws, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=ctx.timeout_s + grace)
        code: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, err = proc.communicate()
        code = None
    return code, out, err, time.perf_counter() - started


def run_tool(tool: str, ctx: RunContext, iterations: int) -> dict[str, Any]:
    """Run one tool on one prepared workspace; what it reported, not yet checked."""
    env = _clean_env() | {"HOME": str(ctx.home), "OPENKOI_HOME": str(ctx.home / "openkoi"),
                          "OPENKOI_NO_PROBE": "1"}
    if os.environ.get("OPENKOI_MODELS_DIR"):
        env["OPENKOI_MODELS_DIR"] = os.environ["OPENKOI_MODELS_DIR"]
    if tool in OPENKOI_TOOLS:
        n = 0 if tool == "openkoi-once" else iterations
        argv = [sys.executable, str(BENCH / "openkoi_http.py"), "--endpoint", ctx.endpoint,
                f"--key={ctx.key}", "--", "run", "-i", str(n), "--json",
                "--max-time", str(int(ctx.timeout_s)), ctx.task.prompt]
        code, out, err, wall = _run_process(argv, ctx, env)
        row: dict[str, Any] = {"exit_code": code, "wall_s": round(wall, 2)}
        try:
            result = json.loads(out)
        except json.JSONDecodeError:
            result = {}
        row["status"] = result.get("status") or ("timeout" if code is None else "crashed")
        row["reported"] = {k: result.get(k) for k in (
            "score", "iterations", "stop_reason", "error", "error_kind", "usage",
            "files_changed") if k in result}
    else:
        peer = PEERS[tool]
        binary = peer.venv / "bin" / peer.binary
        if not binary.exists():
            raise SystemExit(f"{tool} is not installed: python bench/suite.py "
                             f"--install-peers {tool}")
        code, out, err, wall = _run_process(peer.argv(ctx, binary), ctx, env | peer.env)
        row = {"exit_code": code, "wall_s": round(wall, 2),
               "status": "timeout" if code is None else "-", "reported": {}}
    row["stderr_tail"] = err[-600:]
    row["stdout_tail"] = out[-600:] if tool not in OPENKOI_TOOLS else ""
    return row


# ---------------------------------------------------------------- the suite

def run_suite(tasks: list[Task], tools: list[str], *, endpoint: str, key: str, meter: Meter,
              out: Path | None, iterations: int = 3, timeout_s: float = 900.0,
              keep: Path | None = None, log: Callable[[str], None] = lambda s: None
              ) -> list[dict[str, Any]]:
    rows = read_results(out)
    done = {(r["task"], r["tool"]) for r in rows}
    total = len(tasks) * len(tools)
    n = 0
    for task in tasks:
        for tool in tools:
            n += 1
            if (task.id, tool) in done:
                continue
            with tempfile.TemporaryDirectory(prefix="suite-run-") as tmp:
                ws, home = Path(tmp) / "ws", Path(tmp) / "home"
                prepare(task, ws)
                home.mkdir()
                ctx = RunContext(task, ws, home, endpoint, key, timeout_s)
                load = os.getloadavg()[0]
                meter.take()
                result = run_tool(tool, ctx, iterations)
                usage = meter.take()
                solved, why = run_check(task, ws)
                if keep is not None:
                    dest = keep / tool / task.id
                    shutil.rmtree(dest, ignore_errors=True)
                    shutil.copytree(ws, dest, symlinks=True,
                                    ignore=shutil.ignore_patterns("__pycache__"))
                    # the tool's home too (openkoi's transcripts, events and database): what
                    # it did, for reading a failure afterwards
                    shutil.rmtree(dest.with_name(dest.name + ".home"), ignore_errors=True)
                    shutil.copytree(home, dest.with_name(dest.name + ".home"), symlinks=True,
                                    ignore=shutil.ignore_patterns("__pycache__", "models"))
            status = result["status"]
            row = {"task": task.id, "part": task.part, "kind": task.kind, "tool": tool,
                   "solved": solved, "check": why, "status": status,
                   "confidently_wrong": (status == "done" and not solved)
                   if tool in OPENKOI_TOOLS else None,
                   "load_1m": round(load, 2)} | usage | result
            rows.append(row)
            done.add((task.id, tool))
            append_result(out, row)
            log(f"[{n}/{total}] {task.id} {tool}: {'SOLVED' if solved else 'fail'} "
                f"status={status} {result['wall_s']:.0f}s {usage['tokens_in']}+"
                f"{usage['tokens_out']} tok {usage['calls']} calls load {load:.1f}"
                + (f" ({why})" if why and not solved else ""))
    wanted = {t.id for t in tasks}
    return [r for r in rows if r["task"] in wanted and r["tool"] in tools]


def tokens_out(row: dict[str, Any]) -> int:
    """A run's generated tokens: the proxy's count, or the tool's own report where that is
    larger (rows metered before session 12 counted one sequence of a sampled call)."""
    reported = ((row.get("reported") or {}).get("usage") or {}).get("output_tokens") or 0
    return max(int(row["tokens_out"]), int(reported))


def summarize(rows: list[dict[str, Any]], tools: list[str]) -> tuple[dict[str, Any], list[str]]:
    """Per tool, over the tasks every tool in ``tools`` finished (a fair comparison when a
    run was cut short). Returns (table, those task ids)."""
    have = [{r["task"] for r in rows if r["tool"] == t} for t in tools]
    common = sorted(set.intersection(*have)) if have else []
    table: dict[str, Any] = {}
    for tool in tools:
        mine = [r for r in rows if r["tool"] == tool and r["task"] in common]
        if not mine:
            continue
        solved = sum(1 for r in mine if r["solved"])
        tokens = sum(r["tokens_in"] + tokens_out(r) for r in mine)
        statuses = Counter(r["status"] for r in mine)
        table[tool] = {
            "tasks": len(mine), "solved": solved,
            "heldout": (sum(1 for r in mine if r["solved"] and r["part"].startswith(HELD_OUT)),
                        sum(1 for r in mine if r["part"].startswith(HELD_OUT))),
            "confidently_wrong": sum(1 for r in mine if r["confidently_wrong"])
            if tool in OPENKOI_TOOLS else None,
            "unverified": sum(n for s, n in statuses.items() if "unverified" in s),
            "statuses": dict(sorted(statuses.items())),
            "wall_s": sum(r["wall_s"] for r in mine),
            "tokens_in": sum(r["tokens_in"] for r in mine),
            "tokens_out": sum(tokens_out(r) for r in mine),
            "calls": sum(r["calls"] for r in mine),
            "tokens_per_solved": tokens / solved if solved else None,
        }
    return table, common


def markdown(table: dict[str, Any], common: list[str]) -> str:
    lines = [f"Tasks every tool finished: {len(common)}", "",
             "| tool | solved | held-out solved | confidently wrong | unverified endings | "
             "endings | wall | tokens in / out | calls | tokens per solved task |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for tool, s in table.items():
        cw = "n/a (reports no status)" if s["confidently_wrong"] is None \
            else str(s["confidently_wrong"])
        endings = ", ".join(f"{k} {v}" for k, v in s["statuses"].items())
        per = f"{s['tokens_per_solved']:,.0f}" if s["tokens_per_solved"] else "-"
        lines.append(
            f"| {tool} | {s['solved']}/{s['tasks']} | {s['heldout'][0]}/{s['heldout'][1]} | "
            f"{cw} | {s['unverified']} | {endings} | {s['wall_s']:.0f} s | "
            f"{s['tokens_in']:,} / {s['tokens_out']:,} | {s['calls']} | {per} |")
    return "\n".join(lines)


# ---------------------------------------------------------------- CLI

def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tools", default="openkoi-once,openkoi-loop,aider",
                   help=f"comma-separated: {', '.join([*OPENKOI_TOOLS, *PEERS])}")
    p.add_argument("--tasks", default="all",
                   help="all, tuning, heldout (or heldout2, ...: a held-out part), ids "
                        "(a,heldout/b), or humaneval:SPEC[:N] "
                        "(HumanEval problems as tasks: SPEC as bench/humaneval.py's "
                        "--problems, e.g. humaneval:every4:11 = its first 11)")
    p.add_argument("--out", type=Path, help="results.jsonl (appended; finished runs skip)")
    p.add_argument("--threads", type=int, default=2, help="llama.cpp threads (default 2)")
    p.add_argument("-i", "--iterations", type=int, default=3, help="openkoi-loop's -i")
    p.add_argument("--timeout", type=float, default=900.0,
                   help="seconds one tool may take on one task: openkoi gets it as --max-time, "
                        "any tool still running 60 s later is killed (status timeout)")
    p.add_argument("--endpoint", help="use this OpenAI-compatible server (.../v1) instead of "
                                      "starting llama.cpp")
    p.add_argument("--key", default="none", help="the --endpoint server's API key")
    p.add_argument("--keep", type=Path, help="copy each final workspace to KEEP/tool/task "
                   "and the tool's home (transcripts, events) to KEEP/tool/task.home")
    p.add_argument("--verify", action="store_true",
                   help="check every selected task's check (start fails, reference passes, "
                        "stub fails) and exit")
    p.add_argument("--report", action="store_true",
                   help="print the summary of --out for the selected tasks and tools; run nothing")
    p.add_argument("--install-peers", metavar="NAMES",
                   help="install these peers (comma-separated) into bench/.peer-venv/ and exit")
    args = p.parse_args(argv)

    if args.install_peers:
        install_peers(n.strip() for n in args.install_peers.split(",") if n.strip())
        return 0
    scratch = Path(tempfile.mkdtemp(prefix="suite-tasks-"))
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    tasks = select_tasks(load_tasks(), args.tasks, scratch=scratch)
    if args.verify:
        bad = 0
        for task in tasks:
            problems = verify_task(task)
            bad += bool(problems)
            print(f"{task.id}: {'ok' if not problems else '; '.join(problems)}", flush=True)
        print(f"{len(tasks) - bad}/{len(tasks)} checks sound")
        return 1 if bad else 0
    tools = [t.strip() for t in args.tools.split(",") if t.strip()]
    for tool in tools:
        if tool not in OPENKOI_TOOLS and tool not in PEERS:
            raise SystemExit(f"unknown tool {tool!r} "
                             f"(known: {', '.join([*OPENKOI_TOOLS, *PEERS])})")
    if args.report:
        wanted = {t.id for t in tasks}
        rows = [r for r in read_results(args.out) if r["task"] in wanted and r["tool"] in tools]
        print(markdown(*summarize(rows, tools)))
        return 0
    held = None
    if args.endpoint:
        upstream, key = args.endpoint, args.key
    else:
        key = secrets.token_urlsafe(24)  # (passed as --key=K: one may start with '-')
        held, upstream = start_llama(args.threads, key)
    meter = Meter()
    proxy, endpoint = start_proxy(upstream, meter)
    print(f"{len(tasks)} tasks x {len(tools)} tools; model server {upstream} "
          f"(threads {args.threads}) via {endpoint}; load {os.getloadavg()}", file=sys.stderr)
    try:
        rows = run_suite(tasks, tools, endpoint=endpoint, key=key, meter=meter, out=args.out,
                         iterations=args.iterations, timeout_s=args.timeout, keep=args.keep,
                         log=lambda s: print(s, file=sys.stderr, flush=True))
    finally:
        proxy.shutdown()
        del held
    table, common = summarize(rows, tools)
    print(markdown(table, common))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
