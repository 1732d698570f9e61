"""Discord: a task's results as coloured embeds through a channel webhook (httpx).

    [integrations.discord]
    # the webhook URL is the secret: DISCORD_WEBHOOK_URL or `openkoi connect discord`
    # inbound = true, application_id, public_key, allowed_users: the /openkoi slash
    # command (discord_interactions.py)

Discord webhooks cannot open a thread in a text channel, so each event is its own embed
(the task id is in every one). A task taken from the slash command answers as the
command's follow-up (its thread is the follow-up URL); the channel webhook is then optional.
"""

from __future__ import annotations

from typing import Any, ClassVar

from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import TOP_FINDINGS, Integration, Result, http_error

TIMEOUT_S = 10.0


class Discord(Integration):
    name = "discord"
    label = "Discord"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "username": str, "inbound": bool, "application_id": (int, str), "public_key": str,
        "allowed_users": list, "allowed_channels": list, "api_base": str}
    secret = "webhook URL"
    secret_env = ("DISCORD_WEBHOOK_URL",)
    secret_optional = True  # a slash command's answer needs none

    def check(self, origin: str) -> None:
        from openkoi.integrations.slack import allowed_lists

        allowed_lists(origin, self.config, ("allowed_users",),
                      'e.g. allowed_users = ["234567890123456789"]')
        allowed_lists(origin, self.config | {"inbound": False}, ("allowed_channels",),
                      'e.g. allowed_channels = ["345678901234567890"]')  # optional
        if not self.config.get("inbound"):
            return
        for key in ("application_id", "public_key"):
            if not self.config.get(key):
                raise ConfigError(f"{origin}: inbound = true needs {key}",
                                  hint="see the application's General Information page")
        try:
            ok = len(bytes.fromhex(str(self.config["public_key"]))) == 32
        except ValueError:
            ok = False
        if not ok:
            raise ConfigError(f"{origin}: public_key must be 64 hex digits",
                              hint="copy PUBLIC KEY from the application's page")

    def target(self) -> str:
        return "discord webhook"

    def skip(self, result: Result) -> str:
        return "" if self.token else "no webhook URL (openkoi connect discord)"

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
        url = thread or self.token  # a slash command's follow-up, or the channel webhook
        if not url:
            raise IntegrationError("Discord has no webhook URL", permanent=True,
                                   hint="openkoi connect discord")
        await post_json(self.label, url, self.message(result), {"wait": "true"})
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
