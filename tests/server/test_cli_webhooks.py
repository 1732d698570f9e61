"""Webhooks configured as the seed README writes them ([api.webhooks]) fire for tasks run
from the CLI too: signed, retried, recorded, sent after the result is shown."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from server_support import AgentModel, PathReceiver, make_home, run_cli, seed_config
from standardwebhooks import Webhook

from openkoi.cli import exits
from openkoi.webhooks import GAVE_UP


def test_a_cli_task_sends_the_seed_configured_webhooks_signed(tmp_path: Path) -> None:
    receiver = PathReceiver(fail_first=1)
    ws = tmp_path / "ws"
    ws.mkdir()
    with AgentModel() as model:
        env = make_home(tmp_path, model.url, seed_config(receiver.base))
        done = run_cli(env, ws, "run", "write result.txt", "--max-tokens", "20000",
                       "--max-time", "100000", "--json")
    assert done.returncode == exits.UNVERIFIED, done.stderr  # nothing ran the code
    task_id = json.loads(done.stdout)["task_id"]
    secret = (Path(env["OPENKOI_HOME"]) / "credentials" / "webhooks.secret").read_text().strip()
    by_path: dict[str, list[tuple[dict[str, Any], int]]] = {}
    for path, headers, raw, code in receiver.seen:
        Webhook(secret).verify(raw, headers)  # every try is signed
        by_path.setdefault(path, []).append((json.loads(raw), code))
    assert set(by_path) == {"/hooks/complete", "/hooks/budget"}
    first = by_path[receiver.seen[0][0]]
    assert [code for _b, code in first][:2] == [500, 204]  # retried after the 500
    complete = by_path["/hooks/complete"][-1][0]
    assert complete["type"] == "task.unverified"
    assert complete["data"]["id"] == task_id and complete["data"]["source"] == "cli"
    assert complete["data"]["files_changed"] == ["result.txt"]
    budget = by_path["/hooks/budget"][-1][0]
    assert budget["type"] == "budget.warning" and budget["data"]["which"] == "tokens"
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = db.execute("SELECT event, attempt, status, ok, task_id FROM webhook_deliveries"
                      " ORDER BY id").fetchall()
    assert len(rows) == len(receiver.seen) and all(r[4] == task_id for r in rows)
    assert (1, 500, 0) in [r[1:4] for r in rows] and sum(r[3] for r in rows) == 2


def test_an_unreachable_receiver_is_given_up_and_changes_nothing(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with AgentModel() as model:
        # port 9 (discard) refuses: every try fails at once
        env = make_home(tmp_path, model.url,
                        '[api.webhooks]\non_task_complete = "http://127.0.0.1:9/h"\n')
        done = run_cli(env, ws, "run", "write result.txt")
    assert done.returncode == exits.UNVERIFIED, done.stderr
    assert "changed: result.txt" in done.stdout and "Traceback" not in done.stderr
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = db.execute("SELECT attempt, ok, error FROM webhook_deliveries ORDER BY id").fetchall()
    # tries after 0, 0.5, 1.5, 3.5 s fail; the one due at 7.5 s is past the 5 s it may wait
    assert [r[0] for r in rows[:-1]] == list(range(1, len(rows)))
    assert not any(r[1] for r in rows) and rows[-1][2] == GAVE_UP
