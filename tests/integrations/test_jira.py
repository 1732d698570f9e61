"""Jira on atlassian-python-api against a fake of its REST API on 127.0.0.1: a comment (wiki
markup, the event's colour) on the issue the task names, Cloud (e-mail + API token) and
Server (a personal token) sign-ins, rate limiting with Retry-After (left to the delivery
queue, not slept in the client), a refused token (not retried) and a service that is not
there."""

from __future__ import annotations

import asyncio
import base64
from typing import Any

import pytest
from fake_servers import FakeServer, Reply, free_port

from openkoi.delivery import DeliveryQueue, Try
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import COMPLETE, FAILED, Result
from openkoi.integrations.jira import Jira

TOKEN = "jira-api-token"


def result(event: str = COMPLETE, task: str = "Fix {the} parser for ENG-42 (UTF-8)") -> Result:
    return Result(event=event, task_id="t1", title=task, status="done", score=0.9,
                  iterations=2, cost_usd=0.01, files_changed=["parser.py"],
                  findings=["minor: long line (parser.py:3)"], transcript="/x/t1.md", task=task)


def jira(url: str, **extra: Any) -> Jira:
    return Jira({"url": url, "projects": ["ENG", "OPS"], "email": "me@example.com", **extra},
                TOKEN)


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_names_only_the_listed_projects_issues() -> None:
    service = jira("http://x")
    assert service.issue("see OPS-7 and UTF-8") == "OPS-7"
    assert service.issue("SHA-256 and XENG-3") is None
    assert service.skip(result(task="no issue")) == "the task names no issue of ENG,OPS"
    for bad in ({"projects": []}, {"projects": ["eng"]}, {"url": "example.net"}):
        with pytest.raises(ConfigError):
            Jira({"url": "http://x", "projects": ["ENG"], **bad}, TOKEN).check("config.toml")


def test_comments_on_the_named_issue_in_the_events_colour() -> None:
    created = Reply(201, {"id": "10001", "body": "x"})
    with FakeServer(created, created) as srv:
        service = jira(srv.url)
        thread = run(service.post(result(), ""))
        again = run(service.post(result(FAILED), thread))
    assert thread == "ENG-42" and again == thread
    first, second = srv.requests
    assert first.method == "POST" and first.path == "/rest/api/2/issue/ENG-42/comment"
    expected = base64.b64encode(f"me@example.com:{TOKEN}".encode()).decode()
    assert first.headers["authorization"] == f"Basic {expected}"
    body = first.body["body"]
    assert body.startswith("h3. {color:#2eb67d}Done: Fix \\{the\\} parser")
    assert "* *Score*: 0.90" in body and "* *Files changed*: parser.py" in body
    assert "*Top findings*\n# minor: long line (parser.py:3)" in body
    assert second.path == first.path and "{color:#e01e5a}Failed" in second.body["body"]


def test_server_personal_token_is_a_bearer() -> None:
    with FakeServer(Reply(201, {"id": "1"})) as srv:
        run(Jira({"url": srv.url, "projects": ["ENG"]}, TOKEN).post(result(), ""))
    assert srv.requests[0].headers["authorization"] == f"Bearer {TOKEN}"


def test_rate_limit_is_left_to_the_queue() -> None:
    limited = Reply(429, {"errorMessages": ["Rate limit exceeded"]},
                    headers={"Retry-After": "9"})
    with FakeServer(limited) as srv, pytest.raises(IntegrationError) as caught:
        run(jira(srv.url).post(result(), ""))
    assert caught.value.retry_after == 9 and not caught.value.permanent
    assert len(srv.requests) == 1  # the client did not sleep and retry on its own
    with FakeServer(Reply(429, {}, headers={"Retry-After": "0"}), Reply(201, {"id": "1"})) as srv:
        seen = run(deliver(jira(srv.url)))
    assert [t.ok for t in seen] == [False, True] and seen[0].status == 429


def test_refused_token_is_not_retried() -> None:
    refused = Reply(401, {"errorMessages": ["Client must be authenticated"]})
    with FakeServer(refused, refused) as srv:
        seen = run(deliver(jira(srv.url)))
    assert len(seen) == 1 and not seen[0].ok and seen[0].status == 401
    assert len(srv.requests) == 1


def test_unknown_issue_is_not_retried() -> None:
    missing = Reply(404, {"errorMessages": ["Issue does not exist or you do not have "
                                            "permission to see it."], "errors": {}})
    with FakeServer(missing) as srv, pytest.raises(IntegrationError) as caught:
        run(jira(srv.url).post(result(), ""))
    assert caught.value.permanent and "Issue does not exist" in str(caught.value)


def test_unreachable_is_retried_then_given_up() -> None:
    seen = run(deliver(jira(f"http://127.0.0.1:{free_port()}"), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error


async def deliver(service: Jira, tries: int = 3) -> list[Try]:
    seen: list[Try] = []
    box = DeliveryQueue(tries=tries, backoff_s=0.01, max_wait_s=0.05)
    box.put(lambda: service.post(result(), ""), seen.append)
    await box.drain(30)
    return seen
