from __future__ import annotations

import asyncio
import dataclasses
import os
import time
from pathlib import Path

import pytest

from openkoi.tools import sandbox
from openkoi.tools.base import ToolContext, ToolOutput
from openkoi.tools.shell import RunShell, scrub_env


def sh(ctx: ToolContext, command: str, timeout_s: float | None = None) -> ToolOutput:
    args: dict[str, object] = {"command": command}
    if timeout_s is not None:
        args["timeout_s"] = timeout_s
    return asyncio.run(RunShell().run(args, ctx))


def _gone(pid: int, within_s: float = 3.0) -> bool:
    """True once ``pid`` no longer runs (exited, or a zombie nobody reaped yet)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
            if state in ("Z", "X"):
                return True
        except (ProcessLookupError, FileNotFoundError):
            return True
        time.sleep(0.05)
    return False


def _host_pids(marker: str) -> list[int]:
    """Host pids of live processes whose command line contains ``marker`` (pids a sandboxed
    command prints are its own PID namespace's, so the tests look from outside)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != os.getpid():
            try:
                cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if marker in cmdline and "bwrap" not in cmdline and "bash -c" not in cmdline:
                found.append(int(entry.name))
    return found


def _all_gone(marker: str, within_s: float = 3.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if all(_gone(pid, 0.05) for pid in _host_pids(marker)):
            return True
        time.sleep(0.05)
    return False


def test_runs_in_workspace_with_combined_output_and_exit_code(ctx: ToolContext,
                                                              workspace: Path) -> None:
    out = sh(ctx, "pwd; echo to-stderr >&2; exit 3")
    assert out.output == f"{workspace}\nto-stderr\n[exit code: 3]"
    assert out.ok is False
    ok = sh(ctx, "true")
    assert ok.ok and ok.output == "(no output)\n[exit code: 0]"


def test_environment_is_an_allowlist(ctx: ToolContext, monkeypatch: pytest.MonkeyPatch) -> None:
    secrets = {"FAKE_API_KEY": "k1", "GITHUB_TOKEN": "k2", "MY_PASSWORD": "k3",
               "AWS_REGION": "k4", "OPENKOI_MODEL": "k5", "DB_SECRET": "k6",
               "GOOGLE_APPLICATION_CREDENTIALS": "k7", "HTTP_AUTHORIZATION": "k8",
               "openai_api_key": "k9", "GH_PAT": "k10", "DATABASE_URL": "k11",
               "SENTRY_DSN": "k12", "SLACK_WEBHOOK_URL": "k13", "HARMLESS_SETTING": "k14"}
    for name, value in secrets.items():
        monkeypatch.setenv(name, value)
    extra = dataclasses.replace(ctx, env={"ADDED_BY_CTX": "yes"})
    out = sh(extra, "env").output
    for name, value in secrets.items():
        assert f"{name}=" not in out and value not in out.split("="), name
    assert "ADDED_BY_CTX=yes" in out
    assert "PATH=" in out and "HOME=" in out
    home = next(line for line in out.splitlines() if line.startswith("HOME="))
    assert home != f"HOME={os.path.expanduser('~')}"  # a scratch home, not the user's


def test_scrub_env_keeps_the_essentials() -> None:
    env = scrub_env({"PATH": "/bin", "HOME": "/h", "LANG": "C.UTF-8", "TERM": "xterm",
                     "SSH_AUTH_SOCK": "/s", "NPM_TOKEN": "t", "AWS_PROFILE": "p"})
    assert env == {"PATH": "/bin", "LANG": "C.UTF-8", "TERM": "xterm"}
    assert scrub_env({})["PATH"]


def test_timeout_kills_the_whole_process_group(ctx: ToolContext, workspace: Path) -> None:
    started = time.monotonic()
    out = sh(ctx, "sleep 30.0731 & echo started; wait", timeout_s=0.5)
    assert time.monotonic() - started < 10
    assert out.ok is False
    assert "started" in out.output and "timed out after 0.5s" in out.output
    assert _all_gone("sleep 30.0731")


def test_cancellation_kills_the_command(ctx: ToolContext, workspace: Path) -> None:
    async def cancel_it() -> None:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(RunShell().run(
                {"command": "sleep 30.0732; echo after"}, ctx), 0.5)

    asyncio.run(cancel_it())
    assert _all_gone("sleep 30.0732")


def test_background_child_holding_output_does_not_hang(ctx: ToolContext) -> None:
    started = time.monotonic()
    out = sh(ctx, "(sleep 30; echo late) & echo now")
    assert time.monotonic() - started < 10
    assert out.output.startswith("now\n") and "late" not in out.output
    # without a sandbox the supervisor kills the child; in one, the PID namespace ends with bash
    assert "background processes" in out.output or sandbox.available()
    assert out.ok


def test_model_cannot_raise_the_timeout(ctx: ToolContext) -> None:
    short = dataclasses.replace(ctx, shell_timeout_s=0.5)
    out = sh(short, "sleep 5", timeout_s=100)
    assert "timed out after 0.5s" in out.output


def test_commands_do_not_block_the_event_loop(ctx: ToolContext) -> None:
    async def both() -> float:
        started = time.monotonic()
        await asyncio.gather(*(RunShell().run({"command": "sleep 0.6"}, ctx) for _ in range(3)))
        return time.monotonic() - started

    assert asyncio.run(both()) < 1.5


def test_dry_run_runs_nothing(ctx: ToolContext, workspace: Path) -> None:
    dry = dataclasses.replace(ctx, dry_run=True)
    out = sh(dry, "touch made.txt")
    assert out.output.startswith("dry run: would run")
    assert "touch made.txt" in out.output
    assert not (workspace / "made.txt").exists()


def test_stdin_is_closed(ctx: ToolContext) -> None:
    out = sh(ctx, "cat; echo after", timeout_s=5)
    assert out.output == "after\n[exit code: 0]"
