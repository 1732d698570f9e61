"""A CLI task shows its result first, then waits at most ``exit_grace_s`` for its
integrations' posts: a service that does not answer is given up (recorded as abandoned) and
the task's exit code stands. The real CLI, a scripted model, Slack's client against a fake
that holds its answer for a minute."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from cli_support import setup_home
from fake_servers import FakeServer, Reply
from test_e2e import GOOD, model


def abandoned(db: Path) -> list[tuple[str, str]]:
    if not db.is_file():
        return []
    conn = sqlite3.connect(db)
    try:
        return conn.execute("SELECT url, error FROM webhook_deliveries WHERE attempt = 0"
                            " AND error LIKE 'abandoned%'").fetchall()
    finally:
        conn.close()


def test_the_result_line_comes_first_and_a_hanging_service_is_given_up(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    hanging = Reply(200, {"ok": True, "ts": "1.1"}, delay=60)
    with model() as srv, FakeServer(hanging) as slack:
        env = setup_home(tmp_path, srv.url)
        with (Path(env["OPENKOI_HOME"]) / "config.toml").open("a") as fh:
            fh.write(f'\n[integrations]\nexit_grace_s = 5\n\n[integrations.slack]\n'
                     f'channel = "#builds"\nbase_url = "{slack.url}/api/"\n'
                     'events = ["task.complete", "task.unverified", "task.failed"]\n')
        env["SLACK_BOT_TOKEN"] = "xoxb-grace"
        db = Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db"
        proc = subprocess.Popen(
            [sys.executable, "-m", "openkoi", "-m", "fake/scripted", "--quiet",
             "Write add(a, b) in calc.py with a test"], env=env, cwd=ws,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)
        try:
            assert proc.stdout is not None
            first = proc.stdout.readline()  # the result, while Slack still holds its answer
            assert first.strip() == "Wrote calc.py.", proc.stderr.read() if proc.stderr else ""
            assert abandoned(db) == []  # not given up yet: the wait comes after the result
            _rest, err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert proc.returncode == 0, err
    assert len(slack.requests) == 1  # sent, never answered
    assert (ws / "calc.py").read_text() == GOOD
    assert abandoned(db) == [("slack:#builds",
                              "abandoned: the process ended before the delivery finished")]
