"""Discord inbound: the ``/openkoi task:...`` slash command, sent to the daemon's
interactions endpoint, becomes a task; Discord shows "thinking" (a deferred response) until
the result arrives as the interaction's follow-up message.

    [integrations.discord]
    inbound = true
    application_id = "123456789012345678"
    public_key = "ab12..."                   # the application's public key (hex)
    allowed_users = ["234567890123456789"]   # user ids allowed to run tasks
    # allowed_channels = ["345678901234567890"]   (default: any channel)
    # api_base = "https://discord.com/api/v10"

The application's Interactions Endpoint URL is the daemon's ``https://HOST/hooks/discord``
(add HOST to ``[api] allowed_hosts``); register a chat-input command named ``openkoi``
with one string option ``task``. Every request is checked with the public key (Ed25519 over
the timestamp and the body, PyNaCl); a timestamp more than five minutes off is refused.
Discord's PING is answered with a PONG. A command from anyone not listed is answered with
a message only they see, and runs nothing. The follow-up goes to
``{api_base}/webhooks/{application_id}/{token}``; Discord keeps an interaction's token for
15 minutes, so the result of a longer task cannot be posted there (the delivery log shows
the refusal; the channel webhook, when set, still gets it).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Mapping
from typing import Any

from openkoi.integrations.inbound import MAX_TASK, Incoming
from openkoi.integrations.receive import Reply, Seen, refused

log = logging.getLogger("openkoi.integrations.discord")
API_BASE = "https://discord.com/api/v10"
COMMAND = "openkoi"
MAX_SKEW_S = 300
PING, COMMAND_TYPE = 1, 2
PONG, MESSAGE, DEFERRED = 1, 4, 5
EPHEMERAL = 64


class DiscordInteractions:
    name = "discord"

    def __init__(self, config: dict[str, Any]) -> None:
        from nacl.signing import VerifyKey

        self.key = VerifyKey(bytes.fromhex(str(config["public_key"])))
        self.application_id = str(config["application_id"])
        self.api_base = str(config.get("api_base") or API_BASE).rstrip("/")
        self.users = {str(u) for u in config.get("allowed_users") or []}
        self.channels = {str(c) for c in config.get("allowed_channels") or []}
        self.seen = Seen()

    def verified(self, headers: Mapping[str, str], body: bytes) -> bool:
        from nacl.exceptions import BadSignatureError

        stamp = headers.get("x-signature-timestamp", "")
        try:
            if abs(time.time() - int(stamp)) > MAX_SKEW_S:
                return False
            self.key.verify(stamp.encode() + body,
                            bytes.fromhex(headers.get("x-signature-ed25519", "")))
        except (ValueError, BadSignatureError):
            return False
        return True

    def receive(self, headers: Mapping[str, str], body: bytes) -> Reply:
        if not self.verified(headers, body):
            return refused("invalid request signature")
        try:
            data = json.loads(body)
        except ValueError:
            return Reply(400, {"error": "invalid_json", "message": "the body is not JSON"})
        if not isinstance(data, dict):
            return Reply(400, {"error": "invalid_body", "message": "not an interaction"})
        if data.get("type") == PING:
            return Reply(200, {"type": PONG})
        command = data.get("data") or {}
        if data.get("type") != COMMAND_TYPE or command.get("name") != COMMAND:
            return _say("openkoi only knows the /openkoi command")
        user = ((data.get("member") or {}).get("user") or data.get("user") or {})
        who, channel = str(user.get("id") or ""), str(data.get("channel_id") or "")
        if who not in self.users or (self.channels and channel not in self.channels):
            log.warning("discord: ignored a command from %s in %s (not in allowed_users / "
                        "allowed_channels)", who, channel)
            return _say("you may not run openkoi tasks here (ask for your user id to be in "
                        "allowed_users)")
        text = next((str(o.get("value") or "") for o in command.get("options") or []
                     if o.get("name") == "task"), "").strip()
        if not text:
            return _say("say what to do: /openkoi task:<what to do>")
        if not self.seen.first(str(data.get("id") or "")):
            return Reply(200, {"type": DEFERRED})
        follow_up = f"{self.api_base}/webhooks/{self.application_id}/{data.get('token')}"
        name = str(user.get("username") or who)
        return Reply(200, {"type": DEFERRED}, Incoming(self.name, name, text[:MAX_TASK],
                                                       follow_up))


def _say(text: str) -> Reply:
    """An answer only the user who ran the command sees."""
    return Reply(200, {"type": MESSAGE, "data": {"content": text, "flags": EPHEMERAL}})
