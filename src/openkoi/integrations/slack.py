"""Slack: a task's results as colour-coded messages in one thread per task (slack-sdk).

    [integrations.slack]
    channel = "#builds"          # a channel id or name the bot is in
    # base_url = "https://slack.com/api/"   (Enterprise Grid or a test server)
    # inbound = true, allowed_channels, allowed_users: tasks from mentions (slack_events.py)

The bot token (``xoxb-...``, scope ``chat:write``) comes from ``SLACK_BOT_TOKEN`` or
``openkoi connect slack``. The first post of a task opens the thread (its ``ts``); the
task's later posts answer in it. A task taken from a mention answers in the mention's
thread, in its channel (the thread is then ``CHANNEL/TS``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from openkoi.delivery import in_thread
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import TOP_FINDINGS, Integration, Result, seconds

TIMEOUT_S = 10
AUTH = {"invalid_auth", "not_authed", "account_inactive", "token_revoked", "token_expired"}
PERMANENT = AUTH | {"channel_not_found", "not_in_channel", "is_archived", "missing_scope",
                    "no_permission", "invalid_arguments"}


class Slack(Integration):
    name = "slack"
    label = "Slack"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "channel": str, "base_url": str, "inbound": bool, "allowed_channels": list,
        "allowed_users": list}
    required = ("channel",)
    secret = "bot token (xoxb-...)"
    secret_env = ("SLACK_BOT_TOKEN",)
    threads = True
    inbound_secret = "signing secret"
    inbound_secret_env = ("SLACK_SIGNING_SECRET",)

    def check(self, origin: str) -> None:
        allowed_lists(origin, self.config, ("allowed_channels", "allowed_users"),
                      'e.g. allowed_channels = ["C0123456789"], allowed_users = '
                      '["U0123456789"]')

    def target(self) -> str:
        return str(self.config["channel"])

    def message(self, result: Result) -> dict[str, Any]:
        """The chat.postMessage arguments: a fallback text and one coloured attachment with
        the result's fields and its top findings."""
        fields = [{"title": label, "value": value, "short": len(value) < 30}
                  for label, value in result.fields()]
        if result.findings:
            fields.append({"title": "Top findings", "short": False,
                           "value": "\n".join(f"• {f}" for f in result.findings[:TOP_FINDINGS])})
        return {"text": result.headline,
                "attachments": [{"color": result.colour, "title": result.headline,
                                 "fallback": result.text(), "fields": fields}]}

    async def post(self, result: Result, thread: str) -> str:
        return await in_thread(self._post, result, thread)

    def _post(self, result: Result, thread: str) -> str:
        from slack_sdk import WebClient
        from slack_sdk.errors import SlackApiError

        client = WebClient(token=self.token, timeout=TIMEOUT_S,
                           base_url=self.config.get("base_url") or WebClient.BASE_URL)
        channel, _, ts = thread.rpartition("/")  # "CHANNEL/TS": an inbound mention's thread
        try:
            answer = client.chat_postMessage(channel=channel or self.target(),
                                             thread_ts=ts or None, **self.message(result))
        except SlackApiError as exc:
            raise _error(exc) from None
        return thread or str(answer.get("ts") or "")


def allowed_lists(origin: str, config: dict[str, Any], names: tuple[str, ...],
                  example: str) -> None:
    """With ``inbound = true``, each of ``names`` must be a non-empty list of ids (tasks
    are taken only from them: fail closed)."""
    for name in names:
        values = config.get(name, [])
        if not all(isinstance(v, str | int) and not isinstance(v, bool) for v in values):
            raise ConfigError(f"{origin}: {name} must be a list of ids", hint=example)
        if config.get("inbound") and not values:
            raise ConfigError(f"{origin}: inbound = true takes tasks only from {name}, and "
                              "the list is empty", hint=example)


def _error(exc: Any) -> IntegrationError:
    response = exc.response
    status = int(getattr(response, "status_code", 0) or 0) or None
    code = str(response.get("error", "") if hasattr(response, "get") else "") or "error"
    message = f"Slack refused the message: {code}" + (f" (HTTP {status})" if status else "")
    if status == 429 or code == "ratelimited":
        headers = getattr(response, "headers", {}) or {}
        wait = headers.get("Retry-After") or headers.get("retry-after")
        return IntegrationError(message, status=429, retry_after=seconds(wait))
    if code in PERMANENT or status in (401, 403):
        return IntegrationError(message, status=401 if code in AUTH else status, permanent=True,
                                hint="check the bot token (openkoi connect slack) and that "
                                "the bot is in the channel")
    return IntegrationError(message, status=status)
