"""Signed webhooks: a receiver on 127.0.0.1 checks every signature by hand (HMAC-SHA256 as
the Standard Webhooks spec words it) and with the standardwebhooks package, answers 500
once and sees the retry carry the same webhook-id."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_support import AgentModel, PathReceiver, Served, make_home, wait_for
from standardwebhooks import Webhook

KEY = b"0123456789abcdef0123456789abcdef"
SECRET = "whsec_" + base64.b64encode(KEY).decode()


class Receiver(PathReceiver):
    """The webhook receiver at ``/hook``: every try as (headers, body, code)."""

    def __init__(self, fail_first: int = 1) -> None:
        super().__init__(fail_first)
        self.url = f"{self.base}/hook"

    @property
    def tries(self) -> list[tuple[dict[str, str], bytes, int]]:
        return [(h, raw, code) for _path, h, raw, code in list(self.seen)]

    def of_type(self, kind: str) -> list[tuple[dict[str, str], dict[str, Any], int]]:
        return [(h, json.loads(b), c) for h, b, c in self.tries
                if json.loads(b)["type"] == kind]


def by_hand(headers: dict[str, str], body: bytes) -> bool:
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(KEY, signed, hashlib.sha256).digest()).decode()
    return any(sig == f"v1,{expected}" for sig in headers["webhook-signature"].split())


def test_signed_deliveries_with_a_retry_and_a_budget_warning(tmp_path: Path) -> None:
    receiver = Receiver(fail_first=1)
    ws = tmp_path / "ws"
    ws.mkdir()
    config = (f'[api]\nbudget_warning_fraction = 0.002\n\n[[webhooks]]\nurl = "{receiver.url}"\n'
              f'secret = "{SECRET}"\nevents = ["task.unverified", "task.failed", '
              '"budget.warning"]\n')
    with AgentModel() as model:
        env = make_home(tmp_path, model.url, config)
        with Served(env, ws) as server:
            task_id = httpx.post(f"{server.url}/api/v1/tasks", timeout=10, json={
                # a long time budget: only the token budget crosses the fraction, however
                # slow the machine (0.002 of the default 1800 s is 3.6 s)
                "task": "write result.txt", "max_tokens": 20000,
                "max_time_s": 100000}).json()["id"]
            complete = wait_for(lambda: [d for d in receiver.of_type("task.unverified")
                                         if d[2] == 204], timeout=60)
            failing = httpx.post(f"{server.url}/api/v1/tasks", timeout=10, json={
                "task": "write result.txt", "model": "fake/unknown-model"}).json()["id"]
            failed = wait_for(lambda: receiver.of_type("task.failed"), timeout=60)
            assert server.stop() == 0, "".join(server.output)
    first_try = receiver.tries[0]
    assert first_try[2] == 500
    headers, body, _code = complete[0]
    assert body["data"]["id"] == task_id and body["data"]["status"] == "unverified"
    assert body["data"]["files_changed"] == ["result.txt"]
    for h, raw, _code in receiver.tries:  # every try, the failed one too, is signed
        assert by_hand(h, raw)
        Webhook(SECRET).verify(raw, h)
        assert abs(int(h["webhook-timestamp"]) - time.time()) < 120
    assert not by_hand(headers | {"webhook-id": "msg_forged"}, json.dumps(body).encode())
    # the 500 was retried with the same message id (and body), then it was delivered
    ids = [h["webhook-id"] for h, _r, _c in receiver.tries]
    retried = [(raw, code) for h, raw, code in receiver.tries if h["webhook-id"] == ids[0]]
    assert retried == [(first_try[1], 500), (first_try[1], 204)]
    assert len(ids) == len(set(ids)) + 1
    warnings = receiver.of_type("budget.warning")
    assert len({h["webhook-id"] for h, _b, _c in warnings}) == 1  # sent once
    data = warnings[-1][1]["data"]
    assert data | {"task_id": task_id, "which": "tokens", "limit": 20000} == data
    assert data["used"] >= 0.002 * 20000
    assert failed[0][1]["data"]["id"] == failing
    assert failed[0][1]["data"]["status"] == "failed"
    assert "no model 'unknown-model'" in failed[0][1]["data"]["error"]
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = db.execute("SELECT message_id, attempt, status, ok FROM webhook_deliveries"
                      " ORDER BY id").fetchall()
    first = [r[1:] for r in rows if r[0] == rows[0][0]]
    assert first == [(1, 500, 0), (2, 204, 1)]
    assert len(rows) == len(receiver.tries)


@pytest.mark.parametrize("hook, message", [
    ('url = "ftp://x"\nsecret = "whsec_AAAA"', "is not an http(s) URL"),
    ('url = "http://127.0.0.1:1/h"\nsecret = "plain"', "secret is not whsec_"),
    ('url = "http://127.0.0.1:1/h"\nsecret = "whsec_AAAA"\nevents = ["task.done"]',
     "events must be a list drawn from"),
])
def test_bad_webhook_config_is_a_one_line_config_error(tmp_path: Path, hook: str,
                                                       message: str) -> None:
    env = make_home(tmp_path, "http://127.0.0.1:9", f"[[webhooks]]\n{hook}\n")
    done = subprocess.run([sys.executable, "-m", "openkoi", "serve", "--port", "0"], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stderr
    assert message in done.stderr and done.stderr.count("\n") == 1
