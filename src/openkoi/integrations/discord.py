"""Discord: a task's results as coloured embeds through a channel webhook (httpx).

    [integrations.discord]
    # the webhook URL is the secret: DISCORD_WEBHOOK_URL or `openkoi connect discord`

Discord webhooks cannot open a thread in a text channel, so each event is its own embed
(the task id is in every one).
"""

from __future__ import annotations

from typing import Any, ClassVar

from openkoi.errors import IntegrationError
from openkoi.integrations.base import TOP_FINDINGS, Integration, Result, http_error

TIMEOUT_S = 10.0


class Discord(Integration):
    name = "discord"
    label = "Discord"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {"username": str}
    secret = "webhook URL"
    secret_env = ("DISCORD_WEBHOOK_URL",)

    def target(self) -> str:
        return "discord webhook"

    def message(self, result: Result) -> dict[str, Any]:
        embed: dict[str, Any] = {
            "title": result.headline[:256], "color": int(result.colour.lstrip("#"), 16),
            "fields": [{"name": label, "value": value[:1024], "inline": len(value) < 30}
                       for label, value in result.fields()]}
        if result.findings:
            embed["description"] = "**Top findings**\n" + "\n".join(
                f"- {f}" for f in result.findings[:TOP_FINDINGS])
        return {"username": self.config.get("username", "openkoi"), "embeds": [embed]}

    async def post(self, result: Result, thread: str) -> str:
        await post_json(self.label, self.token, self.message(result), {"wait": "true"})
        return ""


async def post_json(service: str, url: str, body: dict[str, Any],
                    params: dict[str, str] | None = None) -> Any:
    """POST ``body`` to a webhook ``url``; a non-2xx answer becomes an IntegrationError."""
    import httpx

    try:
        async with httpx.AsyncClient(timeout=TIMEOUT_S, follow_redirects=False) as client:
            answer = await client.post(url, json=body, params=params)
    except httpx.HTTPError as exc:
        raise IntegrationError(f"{service} is unreachable: {type(exc).__name__}: {exc}") \
            from None
    if not 200 <= answer.status_code < 300:
        raise http_error(service, answer.status_code, answer.text,
                         answer.headers.get("retry-after"))
    return answer
