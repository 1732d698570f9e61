"""The daemon takes tasks from Slack, GitHub and Discord over HTTP (``POST /hooks/NAME``),
each request signed as the service signs it, runs each through the Parliament like any
server task, and answers where the task came from: the mention's Slack thread, a comment on
the GitHub issue, the Discord interaction's follow-up. Each service's API is a fake on
127.0.0.1 that the real client (slack-sdk, PyGithub, httpx) talks to."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

import httpx
from fake_servers import FakeServer, Reply
from test_receive import (
    GITHUB_SECRET,
    PUBLIC,
    SLACK_SECRET,
    comment,
    discord_signed,
    github_post,
    mention,
    slack_signed,
    slash,
)

sys.path.insert(0, str(Path(__file__).parent.parent / "server"))
from server_support import AgentModel, Served, make_home, wait_for  # noqa: E402


def config(slack: str, github: str, discord: str) -> str:
    return f"""
[integrations.slack]
channel = "#builds"
base_url = "{slack}/api/"
events = ["task.complete", "task.unverified", "task.failed"]
inbound = true
allowed_channels = ["C1"]
allowed_users = ["U1"]

[integrations.github]
repo = "me/app"
base_url = "{github}"
events = ["task.complete", "task.unverified", "task.failed"]
inbound = true
allowed_users = ["alice"]

[integrations.discord]
events = ["task.complete", "task.unverified", "task.failed"]
inbound = true
application_id = "99"
public_key = "{PUBLIC}"
allowed_users = ["42"]
api_base = "{discord}/api/v10"
"""


def post(url: str, headers: dict[str, str], body: bytes) -> httpx.Response:
    return httpx.post(url, content=body, headers=headers | {"content-type": "application/json"},
                      timeout=30)


def test_slack_github_and_discord_tasks_are_answered_in_their_threads(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    slack_ok = [Reply(200, {"ok": True, "ts": f"17.{i}", "channel": "C1"}) for i in range(6)]
    github_ok = [Reply(201, {"id": i, "body": "ok"}) for i in range(6)]
    with FakeServer(*slack_ok) as slack, FakeServer(*github_ok) as github, \
            FakeServer(*[Reply(200, {"id": "m1"})] * 3) as discord, AgentModel() as model:
        env = make_home(tmp_path, model.url, config(slack.url, github.url, discord.url))
        env |= {"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_SIGNING_SECRET": SLACK_SECRET,
                "GITHUB_TOKEN": "ghp_1", "GITHUB_WEBHOOK_SECRET": GITHUB_SECRET}
        with Served(env, ws) as server:
            hooks = server.url + "/hooks/"
            answer = post(hooks + "slack", *slack_signed({"type": "url_verification",
                                                         "challenge": "c-1"}))
            assert answer.json() == {"challenge": "c-1"}
            assert post(hooks + "slack", *slack_signed(mention("<@UB> x"),
                                                       secret="wrong")).status_code == 401
            assert post(hooks + "slack", *slack_signed(mention("<@UB> delete it all", user="U9",
                                                               event_id="E0"))).status_code \
                == 200  # acknowledged, not taken
            assert post(hooks + "slack", *slack_signed(mention("<@UB> write result.txt"))) \
                .status_code == 200
            wait_for(lambda: any(r.body.get("thread_ts") for r in slack.requests), timeout=60)
            assert post(hooks + "github", *github_post(
                comment("/openkoi write result.txt please"))).status_code == 200
            wait_for(lambda: github.requests, timeout=60)
            deferred = post(hooks + "discord", *discord_signed(slash("write result.txt")))
            assert deferred.json() == {"type": 5}
            wait_for(lambda: discord.requests, timeout=60)
            assert post(hooks + "teams", {}, b"{}").status_code == 404  # no inbound there
            assert server.stop() == 0, "".join(server.output)
        output = "".join(server.output)
    in_thread = [r for r in slack.requests if r.body.get("thread_ts")]
    assert len(in_thread) == 1, output
    assert in_thread[0].body["channel"] == "C1"
    assert in_thread[0].body["thread_ts"] == "1700000000.000100"  # the mention's thread
    assert "write result.txt" in in_thread[0].body["text"]
    assert [r.path for r in github.requests] == ["/repos/me/app/issues/5/comments"]
    assert "write result.txt please" in github.requests[0].body["body"]
    follow = discord.requests[0]
    assert follow.path.startswith("/api/v10/webhooks/99/tok-abc")
    assert follow.body["embeds"][0]["title"].endswith(": write result.txt"), follow.body
    assert "ignored a mention from U9" in output
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows: list[Any] = db.execute("SELECT description, options FROM tasks").fetchall()
    assert len(rows) == 3, rows  # U9's mention became no task
    assert all(json.loads(options)["think"] is True for _d, options in rows)  # Parliament
