"""Helpers for tests that run the real CLI in a subprocess against the fake OpenAI server."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fake_servers import Reply, openai_text, openai_tool_calls


def text(obj: object) -> Reply:
    """A streamed text answer (objects are sent as their JSON)."""
    return Reply(sse=openai_text([json.dumps(obj) if not isinstance(obj, str) else obj]))


def write(call_id: str, path: str, content: str) -> Reply:
    """A streamed write_file tool call."""
    args = json.dumps({"path": path, "content": content})
    return Reply(sse=openai_tool_calls([(call_id, "write_file", args)]))


def setup_home(tmp_path: Path, url: str) -> dict[str, str]:
    """An OPENKOI_HOME whose config points provider "fake" (model "scripted") at ``url``."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env


def openkoi(args: list[str], env: dict[str, str], cwd: Path,
            **kw: Any) -> subprocess.CompletedProcess[str]:
    """`python -m openkoi ARGS` (stdin from /dev/null unless ``stdin``/``input`` is given)."""
    if "input" not in kw:
        kw.setdefault("stdin", subprocess.DEVNULL)
    kw.setdefault("timeout", 120)
    return subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                          capture_output=True, text=True, **kw)


def run_on_terminal(args: list[str], env: dict[str, str], cwd: Path,
                    script: list[tuple[str, str]], timeout: float = 60.0, *,
                    resolve: Callable[[str, str], str] | None = None) -> tuple[int, str]:
    """Run the CLI on a pseudo-terminal; for each (prompt, answer), wait for the prompt in
    the output, then type the answer (``resolve(shown, answer)``, when given, turns the
    answer into what is typed, e.g. a menu line into its number). Returns (exit code,
    everything shown)."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the pty is its controlling terminal (getpass reads /dev/tty)
        os.chdir(cwd)
        os.execve(sys.executable, [sys.executable, "-m", "openkoi", *args], env)
    shown = ""
    answered = 0  # prompts are looked for after the last one answered
    deadline = time.monotonic() + timeout
    steps = list(script)
    while True:
        if steps and steps[0][0] in shown[answered:]:
            prompt, answer = steps.pop(0)
            at = shown.index(prompt, answered)
            if resolve is not None:
                answer = resolve(shown[answered:at], answer)
            answered = at + len(prompt)
            os.write(fd, (answer + "\n").encode())
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            os.kill(pid, 9)
            raise AssertionError(f"timed out; the terminal showed:\n{shown}")
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        shown += chunk.decode(errors="replace")
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), shown
