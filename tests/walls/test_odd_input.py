"""Odd input never crashes (issue 11, item 7): each case is the real CLI in a subprocess and
ends with a documented exit code and one line, never exit 70 or a traceback."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer

PLAN = {"summary": "Write notes", "steps": ["write notes.txt"], "files": ["notes.txt"],
        "tools": ["write_file"], "estimated_iterations": 1}
JUDGE_OK = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9}, "findings": []}


def _clean(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode != 70, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(tmp_path / "home"), "OPENKOI_NO_PROBE": "1",
                "HOME": str(tmp_path)})
    (tmp_path / "home").mkdir()
    return env


@pytest.mark.parametrize("raw", [b"iterations = 3\n\xff\xfe\x00binary\n", b"\x00\x01\x02",
                                 b"iterations = [\n", b"[budget]\nmax_time_s = inf\n",
                                 b"quality = nan\n"])
def test_bad_config_bytes_are_exit_3_everywhere(tmp_path: Path, env: dict[str, str],
                                                raw: bytes) -> None:
    (tmp_path / "home" / "config.toml").write_bytes(raw)
    for args in (["status"], ["status", "--json"], ["do something"]):
        done = openkoi(args, env, tmp_path)
        _clean(done)
        assert done.returncode == 3, (args, done.stderr)
        assert "config.toml" in done.stderr or "config.toml" in done.stdout


@pytest.mark.parametrize("flag, value", [("--max-time", "nan"), ("--max-time", "inf"),
                                         ("--max-cost", "nan"), ("--max-cost", "inf"),
                                         ("--quality", "nan"), ("--max-time=-inf", None)])
def test_nan_and_inf_budgets_are_usage_errors(tmp_path: Path, env: dict[str, str],
                                              flag: str, value: str | None) -> None:
    done = openkoi([flag, *([value] if value else []), "do something"], env, tmp_path)
    _clean(done)
    assert done.returncode == 2 and "finite" in done.stderr, done.stderr


def test_invalid_utf8_in_argv_is_a_usage_error(tmp_path: Path, env: dict[str, str]) -> None:
    done = subprocess.run([sys.executable.encode(), b"-m", b"openkoi", b"fix \xff\xfe it"],
                          env=env, cwd=tmp_path, capture_output=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 2 and "not valid UTF-8" in err and "Traceback" not in err, err


@pytest.mark.parametrize("where", ["/proc/self", "/sys", "HOME", "DATA", "HOME/credentials"])
def test_kernel_and_openkoi_folders_are_not_workspaces(tmp_path: Path, env: dict[str, str],
                                                       where: str) -> None:
    home = Path(env["OPENKOI_HOME"])
    folder = where.replace("HOME", str(home)).replace("DATA", str(home / "data"))
    done = openkoi(["-C", folder, "do something"], env, tmp_path)
    _clean(done)
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_task_survives_a_non_utf8_name_and_binary_stdin(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "ok.txt").write_text("fine\n")
    with open(os.path.join(os.fsencode(ws), b"bad-\xff\xfe.txt"), "wb") as fh:
        fh.write(b"\xff\x00binary")
    with FakeServer(text(PLAN), write("c1", "notes.txt", "notes\n"), text("Wrote notes.txt."),
                    text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = subprocess.run(
            [sys.executable, "-m", "openkoi", "-m", "fake/scripted", "-i", "1",
             "Write notes.txt"], env=env, cwd=ws, capture_output=True, timeout=120,
            input=b"\x00\xff\xfe\x80binary stdin\x00" * 100)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 10, err  # unverified: a text file only a model judged
    assert "Traceback" not in err and (ws / "notes.txt").read_text() == "notes\n"


def test_a_damaged_database_is_a_storage_error_with_a_fix(tmp_path: Path,
                                                          env: dict[str, str]) -> None:
    db = Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db"
    assert openkoi(["task", "list"], env, tmp_path).returncode == 0  # creates it
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE filler (x TEXT)")
    conn.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,) for _ in range(400)])
    conn.execute("CREATE INDEX filler_x ON filler (x)")
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    size = db.stat().st_size
    with db.open("r+b") as fh:  # trash a few pages in the middle, keep the header
        fh.seek(size // 2)
        fh.write(b"\xde\xad\xbe\xef" * 4096)
    for args in (["task", "list"], ["status"], ["do something"]):
        done = openkoi(args, env, tmp_path)
        _clean(done)
        assert done.returncode == 7, (args, done.stderr)
        assert "is damaged" in done.stderr + done.stdout and "mv " in done.stderr + done.stdout
