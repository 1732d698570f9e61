"""Linear over GraphQL (httpx) against a fake of its API on 127.0.0.1: a comment on the issue
the task names and the task's later posts in its thread, an issue opened for a task that
names none, rate limiting (RATELIMITED with Retry-After or the reset header), a refused key
(not retried) and a service that is not there."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from fake_servers import FakeServer, Reply, free_port

from openkoi.delivery import DeliveryQueue, Try
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import COMPLETE, FAILED, Result
from openkoi.integrations.linear import Linear

KEY = "lin_api_testkey"


def result(event: str = COMPLETE, task: str = "Fix the parser (ENG-42), UTF-8 safe") -> Result:
    return Result(event=event, task_id="t1", title=task, status="done", score=0.9,
                  iterations=2, cost_usd=0.01, files_changed=["parser.py"],
                  findings=["minor: long line (parser.py:3)"], transcript="/x/t1.md", task=task)


def linear(url: str, **extra: Any) -> Linear:
    return Linear({"team": "eng", "base_url": url + "/graphql", **extra}, KEY)


def data(payload: dict[str, Any]) -> Reply:
    return Reply(200, {"data": payload})


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_names_only_the_configured_teams_issues() -> None:
    service = Linear({"team": "ENG"}, KEY)
    assert service.issue("see eng-7 and UTF-8") == "ENG-7"
    assert service.issue("SHA-256 of OPS-3") is None
    assert service.skip(result(task="no issue")).startswith("the task names no ENG issue")
    assert Linear({"team": "ENG", "create_issue": True}, KEY).skip(result(task="none")) == ""
    with pytest.raises(ConfigError, match="team key"):
        Linear({"team": "not a key"}, KEY).check("config.toml")


def test_comments_on_the_named_issue_and_answers_in_the_thread() -> None:
    with FakeServer(data({"issue": {"id": "uuid-42", "identifier": "ENG-42", "url": "u"}}),
                    data({"commentCreate": {"success": True, "comment": {"id": "c1"}}}),
                    data({"commentCreate": {"success": True, "comment": {"id": "c2"}}})) as srv:
        service = linear(srv.url)
        thread = run(service.post(result(), ""))
        again = run(service.post(result(FAILED), thread))
    assert thread == "uuid-42:c1" and again == thread
    lookup, first, second = srv.requests
    assert lookup.path == "/graphql" and lookup.headers["authorization"] == KEY
    assert "issue(id: $id)" in lookup.body["query"]
    assert lookup.body["variables"] == {"id": "ENG-42"}
    made = first.body["variables"]["input"]
    assert made["issueId"] == "uuid-42" and "parentId" not in made
    assert "Done: Fix the parser" in made["body"] and "**Score**: 0.90" in made["body"]
    assert "long line" in made["body"]
    reply = second.body["variables"]["input"]
    assert reply == {"issueId": "uuid-42", "parentId": "c1", "body": reply["body"]}
    assert "Failed: Fix the parser" in reply["body"]


def test_opens_an_issue_for_a_task_that_names_none() -> None:
    with FakeServer(data({"teams": {"nodes": [{"id": "team-1", "key": "ENG"}]}}),
                    data({"issueCreate": {"success": True, "issue": {"id": "new-1"}}}),
                    data({"commentCreate": {"success": True, "comment": {"id": "c9"}}})) as srv:
        service = linear(srv.url, create_issue=True)
        thread = run(service.post(result(task="Tidy the docs"), ""))
        again = run(service.post(result(FAILED, task="Tidy the docs"), thread))
    assert thread == "new-1:" and again == thread
    team, create, comment = srv.requests
    assert team.body["variables"] == {"key": "ENG"}
    made = create.body["variables"]["input"]
    assert made["teamId"] == "team-1" and made["title"] == "Done: Tidy the docs"
    assert "**Cost**: $0.0100" in made["description"]
    assert comment.body["variables"]["input"]["issueId"] == "new-1"
    assert "parentId" not in comment.body["variables"]["input"]


def test_an_issue_linear_does_not_have_is_not_retried() -> None:
    with FakeServer(data({"issue": None})) as srv, pytest.raises(IntegrationError) as caught:
        run(linear(srv.url).post(result(), ""))
    assert caught.value.permanent and "no issue ENG-42" in str(caught.value)


def ratelimited(headers: dict[str, str]) -> Reply:
    return Reply(400, {"errors": [{"message": "Rate limit exceeded",
                                   "extensions": {"code": "RATELIMITED"}}]}, headers=headers)


def test_rate_limit_waits_as_linear_says() -> None:
    reset = str(int((time.time() + 20) * 1000))
    with FakeServer(ratelimited({"Retry-After": "6"}),
                    ratelimited({"X-RateLimit-Requests-Reset": reset})) as srv:
        with pytest.raises(IntegrationError) as first:
            run(linear(srv.url).post(result(), ""))
        with pytest.raises(IntegrationError) as second:
            run(linear(srv.url).post(result(), ""))
    assert first.value.retry_after == 6 and not first.value.permanent
    assert second.value.retry_after is not None and 15 < second.value.retry_after <= 20


def test_rate_limit_is_retried_then_delivered() -> None:
    with FakeServer(ratelimited({"Retry-After": "0"}),
                    data({"issue": {"id": "uuid-42"}}),
                    data({"commentCreate": {"success": True, "comment": {"id": "c1"}}})) as srv:
        seen = run(deliver(linear(srv.url)))
    assert [t.ok for t in seen] == [False, True] and seen[0].status == 429
    assert seen[1].value == "uuid-42:c1"


def test_refused_key_is_not_retried() -> None:
    refused = Reply(400, {"errors": [{"message": "Authentication required, not authenticated",
                                      "extensions": {"code": "AUTHENTICATION_ERROR",
                                                     "type": "authentication error"}}]})
    with FakeServer(refused, refused) as srv:
        seen = run(deliver(linear(srv.url)))
    assert len(seen) == 1 and not seen[0].ok and "not authenticated" in seen[0].error
    assert len(srv.requests) == 1


def test_unreachable_is_retried_then_given_up() -> None:
    seen = run(deliver(linear(f"http://127.0.0.1:{free_port()}"), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error


async def deliver(service: Linear, tries: int = 3) -> list[Try]:
    seen: list[Try] = []
    box = DeliveryQueue(tries=tries, backoff_s=0.01, max_wait_s=0.05)
    box.put(lambda: service.post(result(), ""), seen.append)
    await box.drain(30)
    return seen
