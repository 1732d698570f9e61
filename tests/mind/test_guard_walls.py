"""The guard every surface builds (``make_guard``, used by `openkoi "task"`, chat, the API and
think) vets each tool call with the Guardian's command rules, and fails closed when there is
no sandbox: every shell command then needs a person's yes."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from openkoi.mind.trust import TrustStore, make_guard
from openkoi.records import ToolCall
from openkoi.tools import sandbox
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry


def run(ws: Path, command: str, **guard_kw: object) -> str:
    guard = make_guard(TrustStore.at(ws.parent / "home"), task_id="t1", **guard_kw)
    ctx = ToolContext(workspace=ws, tool_output_dir=ws.parent / "out", shell_timeout_s=10)
    call = ToolCall(id="c1", name="run_shell", arguments={"command": command})
    result, _ = asyncio.run(default_registry(guard=guard).execute(call, ctx))
    return result.output


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d.resolve()


@pytest.mark.parametrize("command", ["cat ~/.ssh/id_rsa", "cat ~/.ss''h/id_rsa",
                                     "bash -c 'rm -rf ~'", "find ~ -delete"])
def test_the_default_guard_includes_the_guardian(ws: Path, command: str) -> None:
    out = run(ws, command)
    assert out.startswith("error: refused by the Guardian"), out


def test_an_overridden_guardian_leaves_only_trust(ws: Path) -> None:
    assert "refused by the Guardian" not in run(ws, "cat ~/.ssh/id_rsa_missing_x", first=None)


def test_without_a_sandbox_every_shell_command_needs_a_yes(
        ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sandbox, "detect", lambda: sandbox.Status(sandbox.NONE, "not here"))
    out = run(ws, "touch made")
    assert "no sandbox (not here)" in out and not (ws / "made").exists()
    asked: list[str] = []
    out = run(ws, "touch made", confirm=lambda q: asked.append(q) or False)
    assert "declined" in out and "there is no sandbox" in asked[0]
    out = run(ws, "touch made", confirm=lambda q: True)
    assert out.endswith("[exit code: 0]") and (ws / "made").exists()


def test_with_the_sandbox_the_default_level_runs(ws: Path) -> None:
    if not sandbox.available():
        pytest.skip(f"no sandbox on this machine: {sandbox.detect().detail}")
    assert run(ws, "touch made").endswith("[exit code: 0]") and (ws / "made").exists()
