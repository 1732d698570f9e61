"""Telegram: a task's results as messages to a chat, one reply chain per task
(python-telegram-bot).

    [integrations.telegram]
    chat_id = -1001234567890     # a user, group or channel id the bot may write to
    inbound = true               # the server takes `/task ...` messages (integrations/inbound.py)
    allowed_users = ["alice"]    # ... from these user ids or usernames only
    # base_url = "https://api.telegram.org"   (a local Bot API server, a test server)

The bot token comes from ``TELEGRAM_BOT_TOKEN`` or ``openkoi connect telegram``. The task's
first message opens the chain; its later ones reply to it.
"""

from __future__ import annotations

import warnings
from datetime import timedelta
from typing import ClassVar

from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import Integration, Result

TIMEOUT_S = 10.0


class Telegram(Integration):
    name = "telegram"
    label = "Telegram"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "chat_id": (int, str), "base_url": str, "inbound": bool, "allowed_users": list}
    required = ("chat_id",)
    secret = "bot token"
    secret_env = ("TELEGRAM_BOT_TOKEN",)
    threads = True

    def check(self, origin: str) -> None:
        users = self.config.get("allowed_users", [])
        if not all(isinstance(u, int | str) and not isinstance(u, bool) for u in users):
            raise ConfigError(f"{origin}: allowed_users must be user ids or usernames",
                              hint='e.g. allowed_users = [12345678, "alice"]')
        if self.config.get("inbound") and not users:
            raise ConfigError(f"{origin}: inbound = true takes tasks only from allowed_users, "
                              "and the list is empty", hint='e.g. allowed_users = ["alice"]')

    def target(self) -> str:
        return f"chat {self.config['chat_id']}"

    def bot(self) -> object:
        from telegram import Bot
        from telegram.request import HTTPXRequest

        base = str(self.config.get("base_url") or "https://api.telegram.org").rstrip("/")
        request = HTTPXRequest(connect_timeout=TIMEOUT_S, read_timeout=TIMEOUT_S,
                               write_timeout=TIMEOUT_S)
        return Bot(self.token, base_url=base + "/bot", request=request,
                   get_updates_request=request)

    async def post(self, result: Result, thread: str) -> str:
        from telegram import ReplyParameters
        from telegram.error import (
            BadRequest,
            Forbidden,
            InvalidToken,
            RetryAfter,
            TelegramError,
        )

        bot = self.bot()
        reply = ReplyParameters(message_id=int(thread), allow_sending_without_reply=True) \
            if thread else None
        try:
            async with bot:  # type: ignore[attr-defined]
                sent = await bot.send_message(  # type: ignore[attr-defined]
                    chat_id=self.config["chat_id"], text=result.text()[:4096],
                    reply_parameters=reply)
        except RetryAfter as exc:
            with warnings.catch_warnings():  # PTB warns that it will become a timedelta
                warnings.simplefilter("ignore")
                wait = exc.retry_after
            wait_s = wait.total_seconds() if isinstance(wait, timedelta) else float(wait)
            raise IntegrationError(f"Telegram: rate limited ({exc})", status=429,
                                   retry_after=wait_s) from None
        except (InvalidToken, Forbidden) as exc:
            raise IntegrationError(f"Telegram refused the bot: {exc}", status=401,
                                   permanent=True,
                                   hint="check the token: openkoi connect telegram") from None
        except BadRequest as exc:
            raise IntegrationError(f"Telegram refused the message: {exc}", status=400,
                                   permanent=True, hint="check chat_id") from None
        except TelegramError as exc:  # network errors, timeouts: worth another try
            raise IntegrationError(f"Telegram is unreachable: {exc}") from None
        return thread or str(sent.message_id)
