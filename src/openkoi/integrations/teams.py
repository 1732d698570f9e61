"""Microsoft Teams: a task's results as coloured cards through an incoming webhook (httpx).

    [integrations.teams]
    # the webhook URL is the secret: TEAMS_WEBHOOK_URL or `openkoi connect teams`

An incoming webhook posts to one channel and cannot reply in a thread: each event is its
own card (the task id is in every one).
"""

from __future__ import annotations

from typing import Any

from openkoi.integrations.base import TOP_FINDINGS, Integration, Result
from openkoi.integrations.discord import post_json


class Teams(Integration):
    name = "teams"
    label = "Teams"
    secret = "incoming webhook URL"
    secret_env = ("TEAMS_WEBHOOK_URL",)

    def target(self) -> str:
        return "teams webhook"

    def message(self, result: Result) -> dict[str, Any]:
        section: dict[str, Any] = {"facts": [{"name": label, "value": value}
                                             for label, value in result.fields()]}
        if result.findings:
            section["text"] = "**Top findings**\n\n" + "\n\n".join(
                f"- {f}" for f in result.findings[:TOP_FINDINGS])
        return {"@type": "MessageCard", "@context": "http://schema.org/extensions",
                "themeColor": result.colour.lstrip("#"), "summary": result.headline,
                "title": result.headline, "sections": [section]}

    async def post(self, result: Result, thread: str) -> str:
        await post_json(self.label, self.token, self.message(result))
        return ""
