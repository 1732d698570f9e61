"""A full disk (issue 11, item 5): the write fails whole (the original file intact, no temp
file left), the task ends with a clear storage error (exit 7), and "✓ Done" is never printed
before the outcome is recorded.

The real tests mount a small tmpfs (``mount -t tmpfs -o size=...``, root only) and fill it;
where that is not possible they are skipped and ``test_simulated_enospc_*`` covers the same
code path by making the write itself fail with ENOSPC halfway.
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer, Reply, openai_tool_calls

from openkoi import fsio
from openkoi.errors import DiskFull
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry

ORIGINAL = "".join(f"line {i}: the original text of this file\n" for i in range(200))


def _mount(where: Path, size: str) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                              capture_output=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


@pytest.fixture
def small_fs(tmp_path: Path) -> Iterator[Path]:
    mnt = tmp_path / "small"
    if os.geteuid() != 0 or not _mount(mnt, "1m"):
        pytest.skip("cannot mount a small tmpfs here (needs root); "
                    "test_simulated_enospc_* covers the code path")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True, timeout=20)


def _fill(folder: Path) -> None:
    """Write until the file system is full."""
    chunk = b"\0" * 4096
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        while True:
            os.write(fd, chunk)
    except OSError as exc:
        assert exc.errno == errno.ENOSPC
    finally:
        os.close(fd)


def _call(ctx: ToolContext, name: str, **args: object) -> tuple[bool, str]:
    result, _ = asyncio.run(default_registry().execute(ToolCall("c1", name, dict(args)), ctx))
    return result.ok, result.output


def _ctx(ws: Path) -> ToolContext:
    return ToolContext(workspace=ws.resolve(), tool_output_dir=ws.parent / "out")


def _no_temp_files(ws: Path) -> None:
    assert not [p.name for p in ws.iterdir() if p.name.endswith(".tmp")]


def test_edit_file_on_a_full_disk_keeps_the_original(small_fs: Path) -> None:
    ws = small_fs / "ws"
    ws.mkdir()
    (ws / "big.txt").write_text(ORIGINAL)
    _fill(small_fs)
    ctx = _ctx(ws)
    with pytest.raises(DiskFull, match="no space left"):
        _call(ctx, "edit_file", path="big.txt", old="line 5:", new="LINE FIVE " * 2000 + ":")
    with pytest.raises(DiskFull):
        _call(ctx, "write_file", path="big.txt", content="x" * 200_000)
    assert (ws / "big.txt").read_text() == ORIGINAL
    _no_temp_files(ws)


def test_simulated_enospc_halfway_keeps_the_original(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Simulated (patched ``fsio._write_all``): half the bytes land, then ENOSPC."""
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "big.txt").write_text(ORIGINAL)
    real = fsio._write_all

    def half_then_full(fd: int, raw: bytes) -> None:
        real(fd, raw[: len(raw) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(fsio, "_write_all", half_then_full)
    for name, args in (("edit_file", {"old": "line 5:", "new": "LINE FIVE:"}),
                       ("write_file", {"content": "new\n" * 5000})):
        with pytest.raises(DiskFull):
            _call(_ctx(ws), name, path="big.txt", **args)
        assert (ws / "big.txt").read_text() == ORIGINAL
        _no_temp_files(ws)


PLAN = {"summary": "Write notes", "steps": ["write notes.txt"], "files": ["notes.txt"],
        "tools": ["write_file"], "estimated_iterations": 1}
JUDGE_OK = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9}, "findings": []}


def _shell(call_id: str, command: str) -> Reply:
    return Reply(sse=openai_tool_calls([(call_id, "run_shell", json.dumps({"command": command}))]))


def test_cli_write_on_a_full_disk_ends_the_task_with_exit_7(small_fs: Path,
                                                            tmp_path: Path) -> None:
    ws = small_fs / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("old notes\n")
    with FakeServer(text(PLAN), write("c1", "notes.txt", "n" * 2_000_000),
                    text("done"), text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "-i", "1", "Rewrite notes.txt"], env, ws)
    assert done.returncode == 7, done.stderr
    assert "no space left" in done.stderr and "✓ Done" not in done.stderr
    assert "Traceback" not in done.stderr
    assert (ws / "notes.txt").read_text() == "old notes\n"
    _no_temp_files(ws)


def test_cli_never_says_done_when_the_outcome_cannot_be_recorded(small_fs: Path,
                                                                 tmp_path: Path) -> None:
    """The disk fills during the task (the shell writes a big file) while the data dir sits
    on the same disk: the task's outcome cannot be recorded, so no "✓ Done"."""
    ws = small_fs / "ws"
    ws.mkdir()
    with FakeServer(text(PLAN), write("c1", "notes.txt", "notes\n"),
                    _shell("c2", "head -c 5000000 /dev/zero > fill.bin; true"),
                    text("Wrote notes.txt."), text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        env["OPENKOI_DATA"] = str(small_fs / "data")
        env["OPENKOI_HOME"] = str(small_fs / "home")
        (small_fs / "home").mkdir()
        (small_fs / "home" / "config.toml").write_text(
            f'[providers.fake]\nbase_url = "{srv.url}/v1"\nmodels = ["scripted"]\n')
        done = openkoi(["-m", "fake/scripted", "-i", "1", "Write notes.txt"], env, ws)
    assert "✓ Done" not in done.stderr, done.stderr
    assert done.returncode == 7, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
