"""Notion on notion-client against a fake of its API on 127.0.0.1: a page per task under the
configured page, the task's later posts appended to it (one thread = one page), rate
limiting with Retry-After (left to the delivery queue: the client's own retries are off),
a refused token (not retried), a page not shared with the integration, and a service that
is not there."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from fake_servers import FakeServer, Reply, free_port

from openkoi.delivery import DeliveryQueue, Try
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import COMPLETE, FAILED, Result
from openkoi.integrations.notion import Notion

TOKEN = "ntn_test_token"
PARENT = "0123456789abcdef0123456789abcdef"
PAGE = "11111111-2222-3333-4444-555555555555"


def result(event: str = COMPLETE, task: str = "Fix the parser") -> Result:
    return Result(event=event, task_id="t1", title=task, status="done", score=0.9,
                  iterations=2, cost_usd=0.01, files_changed=["parser.py"],
                  findings=["minor: long line (parser.py:3)"], transcript="/x/t1.md", task=task)


def notion(url: str) -> Notion:
    return Notion({"parent_page": PARENT, "base_url": url}, TOKEN)


def error(status: int, code: str, message: str, headers: dict[str, str] | None = None
          ) -> Reply:
    return Reply(status, {"object": "error", "status": status, "code": code,
                          "message": message}, headers=dict(headers or {}))


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_parent_page_must_be_a_page_id() -> None:
    notion("http://x").check("config.toml")
    with pytest.raises(ConfigError, match="parent_page must be a Notion page id"):
        Notion({"parent_page": "My page"}, TOKEN).check("config.toml")


def test_one_page_per_task_and_its_later_posts_appended() -> None:
    with FakeServer(Reply(200, {"object": "page", "id": PAGE}),
                    Reply(200, {"object": "list", "results": []})) as srv:
        service = notion(srv.url)
        thread = run(service.post(result(), ""))
        again = run(service.post(result(FAILED), thread))
    assert thread == PAGE and again == PAGE
    create, append = srv.requests
    assert create.method == "POST" and create.path == "/v1/pages"
    assert create.headers["authorization"] == f"Bearer {TOKEN}"
    assert create.headers["notion-version"]
    body = create.body
    assert body["parent"] == {"page_id": PARENT}
    assert body["properties"]["title"]["title"][0]["text"]["content"] == "Fix the parser"
    callout, *rest = body["children"]
    assert callout["callout"]["color"] == "green_background"
    assert callout["callout"]["rich_text"][0]["text"]["content"] == "Done: Fix the parser"
    fields = {b["bulleted_list_item"]["rich_text"][0]["text"]["content"]:
              b["bulleted_list_item"]["rich_text"][1]["text"]["content"]
              for b in rest if b["type"] == "bulleted_list_item"}
    assert fields["Score: "] == "0.90" and fields["Files changed: "] == "parser.py"
    assert rest[-1]["numbered_list_item"]["rich_text"][0]["text"]["content"].startswith(
        "minor: long line")
    assert append.method == "PATCH" and append.path == f"/v1/blocks/{PAGE}/children"
    divider, callout2, *_ = append.body["children"]
    assert divider["type"] == "divider" and callout2["callout"]["color"] == "red_background"


def test_rate_limit_is_left_to_the_queue() -> None:
    limited = error(429, "rate_limited", "You have been rate limited.", {"Retry-After": "4"})
    with FakeServer(limited) as srv, pytest.raises(IntegrationError) as caught:
        run(notion(srv.url).post(result(), ""))
    assert caught.value.retry_after == 4 and not caught.value.permanent
    assert len(srv.requests) == 1
    with FakeServer(error(429, "rate_limited", "slow", {"Retry-After": "0"}),
                    Reply(200, {"object": "page", "id": PAGE})) as srv:
        seen = run(deliver(notion(srv.url)))
    assert [t.ok for t in seen] == [False, True] and seen[1].value == PAGE


def test_refused_token_is_not_retried() -> None:
    refused = error(401, "unauthorized", "API token is invalid.")
    with FakeServer(refused, refused) as srv:
        seen = run(deliver(notion(srv.url)))
    assert len(seen) == 1 and not seen[0].ok and seen[0].status == 401
    assert "API token is invalid" in seen[0].error


def test_a_page_not_shared_says_how_to_share_it() -> None:
    hidden = error(404, "object_not_found", f"Could not find page with ID: {PARENT}.")
    with FakeServer(hidden) as srv, pytest.raises(IntegrationError) as caught:
        run(notion(srv.url).post(result(), ""))
    assert caught.value.permanent and "Connections" in (caught.value.hint or "")


def test_unreachable_is_retried_then_given_up() -> None:
    seen = run(deliver(notion(f"http://127.0.0.1:{free_port()}"), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error


async def deliver(service: Notion, tries: int = 3) -> list[Try]:
    seen: list[Try] = []
    box = DeliveryQueue(tries=tries, backoff_s=0.01, max_wait_s=0.05)
    box.put(lambda: service.post(result(), ""), seen.append)
    await box.drain(30)
    return seen
