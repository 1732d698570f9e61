"""Notion: one page per task under a page you choose, the task's later posts appended to it
(notion-client).

    [integrations.notion]
    parent_page = "0123456789abcdef0123456789abcdef"   # the page id (from its URL)
    # base_url = "https://api.notion.com"   (a test server)

The integration token (``ntn_...`` or ``secret_...``) comes from ``NOTION_TOKEN`` or
``openkoi connect notion``; share the parent page with the integration (``...`` menu,
Connections). A task's first post creates its page (the title is the task's first line);
every post is a callout in the event's colour, the result's fields as a list and the top
findings.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import (
    BUDGET,
    COMPLETE,
    ESCALATION,
    FAILED,
    MARKS,
    TEST,
    TOP_FINDINGS,
    UNVERIFIED,
    Integration,
    Result,
    http_error,
)

TIMEOUT_MS = 10_000
TEXT_MAX = 2000  # Notion's limit on one rich-text item
_ID = re.compile(r"^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?"
                 r"[0-9a-fA-F]{12}$")
COLOURS = {COMPLETE: "green_background", UNVERIFIED: "yellow_background",
           FAILED: "red_background", BUDGET: "orange_background",
           ESCALATION: "purple_background", TEST: "blue_background"}


class Notion(Integration):
    name = "notion"
    label = "Notion"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {"parent_page": str, "base_url": str}
    required = ("parent_page",)
    secret = "integration token"
    secret_env = ("NOTION_TOKEN",)
    threads = True

    def check(self, origin: str) -> None:
        if not _ID.match(self.config["parent_page"]):
            raise ConfigError(f"{origin}: parent_page must be a Notion page id (32 hex "
                              f"digits; got {self.config['parent_page']!r})",
                              hint="copy it from the end of the page's URL")

    def target(self) -> str:
        return f"page {self.config['parent_page']}"

    def blocks(self, result: Result) -> list[dict[str, Any]]:
        """The result as Notion blocks: a coloured callout, the fields, the top findings."""
        out: list[dict[str, Any]] = [_block("callout", {
            "rich_text": [_text(result.headline)],
            "icon": {"type": "emoji", "emoji": MARKS.get(result.event, "🔔")},
            "color": COLOURS.get(result.event, "gray_background")})]
        out += [_block("bulleted_list_item", {"rich_text": [_text(f"{label}: ", bold=True),
                                                            _text(value)]})
                for label, value in result.fields()]
        if result.findings:
            out.append(_block("heading_3", {"rich_text": [_text("Top findings")]}))
            out += [_block("numbered_list_item", {"rich_text": [_text(f)]})
                    for f in result.findings[:TOP_FINDINGS]]
        return out

    async def post(self, result: Result, thread: str) -> str:
        from notion_client import AsyncClient

        client = AsyncClient(auth=self.token, timeout_ms=TIMEOUT_MS, retry=False,
                             base_url=self.config.get("base_url") or "https://api.notion.com")
        try:
            if thread:
                await _call(client.blocks.children.append(
                    block_id=thread, children=[_block("divider", {}), *self.blocks(result)]))
                return thread
            page = await _call(client.pages.create(
                parent={"page_id": self.config["parent_page"]},
                icon={"type": "emoji", "emoji": MARKS.get(result.event, "🔔")},
                properties={"title": {"title": [_text(result.title or result.task_id)]}},
                children=self.blocks(result)))
            return str(page.get("id") or "")
        finally:
            await client.aclose()


async def _call(request: Any) -> Any:
    """Await a notion-client request; its failure as the IntegrationError it means."""
    import httpx
    from notion_client.errors import HTTPResponseError, RequestTimeoutError

    try:
        return await request
    except HTTPResponseError as exc:
        error = http_error("Notion", exc.status, str(exc), exc.headers.get("retry-after"))
        if getattr(exc, "code", "") == "object_not_found":
            error.hint = "share the page with the integration (... menu, Connections)"
        raise error from None
    except (RequestTimeoutError, httpx.HTTPError) as exc:
        raise IntegrationError(f"Notion is unreachable: {type(exc).__name__}") from None


def _block(kind: str, content: dict[str, Any]) -> dict[str, Any]:
    return {"object": "block", "type": kind, kind: content}


def _text(content: str, bold: bool = False) -> dict[str, Any]:
    item: dict[str, Any] = {"type": "text", "text": {"content": content[:TEXT_MAX]}}
    if bold:
        item["annotations"] = {"bold": True}
    return item
