"""Each HTTP service on its official client pointed at a local fake of its API (127.0.0.1):
success (and the thread a task's later posts answer in), rate limiting with Retry-After,
a refused token (permanent: not retried) and a service that is not there (retried)."""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import parse_qs

import pytest
from fake_servers import FakeServer, Reply, free_port

from openkoi.delivery import DeliveryQueue, Try
from openkoi.errors import IntegrationError
from openkoi.integrations.base import COMPLETE, FAILED, Integration, Result
from openkoi.integrations.discord import Discord
from openkoi.integrations.github import GitHub
from openkoi.integrations.slack import Slack
from openkoi.integrations.teams import Teams
from openkoi.integrations.telegram import Telegram

TOKEN = "xoxb-test-token-1234"


def result(event: str = COMPLETE, task: str = "Fix the parser (#7)") -> Result:
    return Result(event=event, task_id="t1", title=task, status="done", score=0.92,
                  iterations=2, cost_usd=0.0123, files_changed=["parser.py", "test_parser.py"],
                  findings=["minor: long line (parser.py:3)"], transcript="/x/t1.md",
                  task=task)


def run(coro: Any) -> Any:
    return asyncio.run(coro)


async def deliver(service: Integration, res: Result, tries: int = 3) -> list[Try]:
    seen: list[Try] = []
    box = DeliveryQueue(tries=tries, backoff_s=0.01, max_wait_s=0.05)
    box.put(lambda: service.post(res, ""), seen.append)
    await box.drain(30)
    return seen


# -- Slack ---------------------------------------------------------------------------------

def slack(url: str) -> Slack:
    return Slack({"channel": "#builds", "base_url": url + "/api/"}, TOKEN)


def test_slack_posts_a_coloured_result_and_answers_in_its_thread() -> None:
    ok1 = Reply(200, {"ok": True, "ts": "1700000000.000100", "channel": "C1"})
    ok2 = Reply(200, {"ok": True, "ts": "1700000000.000200", "channel": "C1"})
    with FakeServer(ok1, ok2) as srv:
        service = slack(srv.url)
        thread = run(service.post(result(), ""))
        again = run(service.post(result(FAILED), thread))
    assert thread == "1700000000.000100" and again == thread
    first, second = srv.requests
    assert first.path == "/api/chat.postMessage"
    assert first.headers["authorization"] == f"Bearer {TOKEN}"
    body = first.body
    assert body["channel"] == "#builds" and "thread_ts" not in body
    attachment = body["attachments"][0]
    assert attachment["color"] == "#2eb67d"
    fields = {f["title"]: f["value"] for f in attachment["fields"]}
    assert fields["Score"] == "0.92" and fields["Iterations"] == "2"
    assert fields["Cost"] == "$0.0123" and fields["Files changed"] == "parser.py, test_parser.py"
    assert "long line" in fields["Top findings"] and fields["Transcript"] == "/x/t1.md"
    assert second.body["thread_ts"] == thread
    assert second.body["attachments"][0]["color"] == "#e01e5a"


def test_slack_rate_limit_carries_retry_after_and_is_retried() -> None:
    limited = Reply(429, {"ok": False, "error": "ratelimited"}, headers={"Retry-After": "7"})
    with FakeServer(limited, limited, Reply(200, {"ok": True, "ts": "1.2"})) as srv:
        with pytest.raises(IntegrationError) as caught:
            run(slack(srv.url).post(result(), ""))
        seen = run(deliver(slack(srv.url), result()))
    assert caught.value.retry_after == 7 and not caught.value.permanent
    assert [t.ok for t in seen] == [False, True] and seen[1].value == "1.2"
    assert seen[0].status == 429


def test_slack_refused_token_is_not_retried() -> None:
    with FakeServer(Reply(200, {"ok": False, "error": "invalid_auth"})) as srv:
        seen = run(deliver(slack(srv.url), result()))
    assert len(seen) == 1 and not seen[0].ok and "invalid_auth" in seen[0].error
    assert len(srv.requests) == 1


def test_slack_unreachable_is_retried_then_given_up() -> None:
    service = Slack({"channel": "#b", "base_url": f"http://127.0.0.1:{free_port()}/api/"}, TOKEN)
    seen = run(deliver(service, result(), tries=2))
    assert [t.ok for t in seen] == [False, False]
    assert "Connection refused" in seen[0].error or "URLError" in seen[0].error


# -- GitHub --------------------------------------------------------------------------------

def github(url: str) -> GitHub:
    return GitHub({"repo": "me/app", "base_url": url}, "ghp_test")


def test_github_comments_on_the_issue_the_task_names() -> None:
    service = GitHub({"repo": "me/app"}, "t")
    assert service.issue("fix #7 please") == 7
    assert service.issue("see me/app#12") == 12
    assert service.issue("https://github.com/me/app/issues/3 is broken") == 3
    assert service.issue("other/repo#5 only") is None and service.issue("no issue") is None
    assert service.skip(result(task="no issue here")).startswith("the task names no issue")
    with FakeServer(Reply(201, {"id": 1, "body": "x"})) as srv:
        thread = run(github(srv.url).post(result(), ""))
    assert thread == "7"
    (seen,) = srv.requests
    assert seen.path == "/repos/me/app/issues/7/comments"
    assert seen.headers["authorization"] == "token ghp_test"
    assert "Done: Fix the parser" in seen.body["body"] and "**Score**: 0.92" in seen.body["body"]


@pytest.mark.parametrize(("reply", "permanent", "wait"), [
    (Reply(401, {"message": "Bad credentials"}), True, None),
    (Reply(429, {"message": "slow down"}, headers={"Retry-After": "30"}), False, 30.0),
    (Reply(502, {"message": "bad gateway"}), False, None),
])
def test_github_errors(reply: Reply, permanent: bool, wait: float | None) -> None:
    with FakeServer(reply) as srv, pytest.raises(IntegrationError) as caught:
        run(github(srv.url).post(result(), ""))
    assert caught.value.permanent is permanent and caught.value.retry_after == wait


def test_github_unreachable() -> None:
    seen = run(deliver(github(f"http://127.0.0.1:{free_port()}"), result(), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error


# -- Discord and Teams (webhooks) ------------------------------------------------------------

@pytest.mark.parametrize("cls", [Discord, Teams])
def test_webhook_services(cls: type[Integration]) -> None:
    with FakeServer(Reply(200, {"id": "9"}), Reply(429, {"retry_after": 2.5},
                                                   headers={"Retry-After": "3"}),
                    Reply(401, {"message": "Invalid Webhook Token"})) as srv:
        service = cls({}, srv.url + "/hook/abc")
        assert run(service.post(result(), "")) == ""
        with pytest.raises(IntegrationError) as limited:
            run(service.post(result(), ""))
        with pytest.raises(IntegrationError) as refused:
            run(service.post(result(), ""))
    assert limited.value.retry_after == 3 and not limited.value.permanent
    assert refused.value.permanent and refused.value.status == 401
    body = srv.requests[0].body
    if cls is Discord:
        assert srv.requests[0].path == "/hook/abc?wait=true"
        embed = body["embeds"][0]
        assert embed["color"] == 0x2EB67D and embed["title"].startswith("Done: Fix the parser")
        assert {"name": "Score", "value": "0.92", "inline": True} in embed["fields"]
        assert "long line" in embed["description"]
    else:
        assert body["themeColor"] == "2eb67d" and body["title"].startswith("Done:")
        assert {"name": "Iterations", "value": "2"} in body["sections"][0]["facts"]


@pytest.mark.parametrize("cls", [Discord, Teams])
def test_webhook_services_unreachable(cls: type[Integration]) -> None:
    seen = run(deliver(cls({}, f"http://127.0.0.1:{free_port()}/hook"), result(), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error


# -- Telegram -------------------------------------------------------------------------------

ME = Reply(200, {"ok": True, "result": {"id": 42, "is_bot": True, "first_name": "koi",
                                        "username": "koi_bot"}})


def sent(message_id: int) -> Reply:
    return Reply(200, {"ok": True, "result": {
        "message_id": message_id, "date": 1700000000, "text": "x",
        "chat": {"id": -100, "type": "group", "title": "team"}}})


def telegram(url: str) -> Telegram:
    return Telegram({"chat_id": -100, "base_url": url}, "123:ABC")


def test_telegram_sends_and_replies_in_a_chain() -> None:
    with FakeServer(ME, sent(5), ME, sent(6)) as srv:
        service = telegram(srv.url)
        thread = run(service.post(result(), ""))
        again = run(service.post(result(FAILED), thread))
    assert thread == "5" and again == "5"
    paths = [r.path for r in srv.requests]
    assert paths == ["/bot123:ABC/getMe", "/bot123:ABC/sendMessage"] * 2
    first, second = (parse_qs(srv.requests[i].body) for i in (1, 3))
    assert first["chat_id"] == ["-100"]
    assert "Done: Fix the parser" in first["text"][0] and "Score: 0.92" in first["text"][0]
    assert "reply_parameters" not in first
    assert json.loads(second["reply_parameters"][0])["message_id"] == 5


def test_telegram_errors() -> None:
    limited = Reply(429, {"ok": False, "error_code": 429, "description": "Too Many Requests",
                          "parameters": {"retry_after": 4}})
    refused = Reply(401, {"ok": False, "error_code": 401, "description": "Unauthorized"})
    with FakeServer(ME, limited, refused) as srv:
        with pytest.raises(IntegrationError) as slow:
            run(telegram(srv.url).post(result(), ""))
        with pytest.raises(IntegrationError) as bad:
            run(telegram(srv.url).post(result(), ""))
    assert slow.value.retry_after == 4 and not slow.value.permanent
    assert bad.value.permanent
    seen = run(deliver(telegram(f"http://127.0.0.1:{free_port()}"), result(), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error
