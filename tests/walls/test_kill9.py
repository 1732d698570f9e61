"""kill -9 at random points of a task (issue 11, items 4 and 5): the real CLI runs a scripted
task (a plan, two writes over an existing file, an answer, a judgement) and is killed with
SIGKILL after a random delay, several times. After every kill the database passes
``PRAGMA integrity_check`` and still serves `openkoi task list`, and each workspace file holds
either its old content or the whole new one, never a mix or a truncation.

The delays are drawn from a seeded generator over the length of an unkilled run, so they
fall anywhere from start-up to the final record and the run is repeatable.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from cli_support import openkoi, text, write
from fake_servers import FakeServer, Reply

OLD = "old line\n" * 20_000
NEW_1 = "first new version\n" * 40_000
NEW_2 = "second new version\n" * 40_000
PLAN = {"summary": "Rewrite data.txt", "steps": ["rewrite data.txt"], "files": ["data.txt"],
        "tools": ["write_file"], "estimated_iterations": 1}
JUDGE_OK = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9}, "findings": []}
KILLS = 5


def _script() -> list[Reply]:
    return [text(PLAN), write("c1", "data.txt", NEW_1), write("c2", "data.txt", NEW_2),
            text("Rewrote data.txt."), text(JUDGE_OK)]


def _env(tmp_path: Path, url: str) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / "config.toml").write_text(
        f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env


def _start(env: dict[str, str], ws: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "openkoi", "-m", "fake/scripted", "-i", "1",
                             "Rewrite data.txt"], env=env, cwd=ws, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _check(tmp_path: Path, env: dict[str, str], ws: Path, when: str) -> None:
    content = (ws / "data.txt").read_text()
    assert content in (OLD, NEW_1, NEW_2), f"{when}: data.txt is partial ({len(content)} chars)"
    others = sorted(p.name for p in ws.iterdir() if p.name != "data.txt")
    # a kill between the temp file and the rename can leave the hidden temp file, never a
    # half-written data.txt
    assert all(n.startswith(".data.txt.") and n.endswith(".tmp") for n in others), others
    db = tmp_path / "home" / "data" / "openkoi.db"
    if db.exists():
        conn = sqlite3.connect(db)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok", when
        finally:
            conn.close()
    listed = openkoi(["task", "list", "--json"], env, tmp_path)
    assert listed.returncode == 0, f"{when}: {listed.stderr}"
    for task in json.loads(listed.stdout):
        assert task["status"] in ("running", "done", "unverified", "below_threshold",
                                  "failed", "interrupted", "budget_exhausted"), task


def test_kill_9_at_random_points_leaves_old_or_new_files(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "data.txt").write_text(OLD)
    (ws / ".data.txt.999999999.1.tmp").write_text("cut off")  # an earlier kill's leftover
    with FakeServer(*_script()) as srv:  # one whole run: how long a task takes here
        env = _env(tmp_path, srv.url)
        started = time.monotonic()
        proc = _start(env, ws)
        assert proc.wait(timeout=120) == 10  # unverified: a text file only a model judged
        length = time.monotonic() - started
    assert (ws / "data.txt").read_text() == NEW_2
    assert not (ws / ".data.txt.999999999.1.tmp").exists()  # cleared: its writer is gone
    _check(tmp_path, env, ws, "unkilled run")

    rng = random.Random(11)
    for n in range(KILLS):
        (ws / "data.txt").write_text(OLD)
        delay = rng.uniform(0.05, length)
        with FakeServer(*_script()) as srv:
            env = _env(tmp_path, srv.url)
            proc = _start(env, ws)
            time.sleep(delay)
            if proc.poll() is None:
                os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=60)
        _check(tmp_path, env, ws, f"kill {n + 1} after {delay:.2f} s")
