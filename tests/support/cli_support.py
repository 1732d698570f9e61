"""Helpers for tests that run the real CLI in a subprocess against the fake OpenAI server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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
