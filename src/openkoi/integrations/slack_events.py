"""Slack inbound: a mention of the bot (the Events API's ``app_mention``) becomes a task,
answered in the mention's thread.

    [integrations.slack]
    channel = "#builds"                  # where results of other tasks go
    inbound = true                       # take tasks from mentions (POST /hooks/slack)
    allowed_channels = ["C0123456789"]   # ... in these channel ids only
    allowed_users = ["U0123456789"]      # ... from these user ids only

The app's Event Subscriptions Request URL is the daemon's ``https://HOST/hooks/slack``
(reachable from Slack, e.g. through a tunnel; add HOST to ``[api] allowed_hosts``), with
the bot event ``app_mention``. Every request is checked with the app's signing secret
(``SLACK_SIGNING_SECRET`` or ``openkoi connect slack --inbound``; slack-sdk's
SignatureVerifier, which also refuses a timestamp more than five minutes old). The
url_verification challenge is answered; a retried event (the same ``event_id``) is not a
second task.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from typing import Any

from openkoi.integrations.inbound import MAX_TASK, Incoming
from openkoi.integrations.receive import Reply, Seen, refused

log = logging.getLogger("openkoi.integrations.slack")
_MENTION = re.compile(r"<@[A-Z0-9]+(?:\|[^>]*)?>")


class SlackEvents:
    name = "slack"

    def __init__(self, config: dict[str, Any], signing_secret: str) -> None:
        from slack_sdk.signature import SignatureVerifier

        self.verifier = SignatureVerifier(signing_secret)
        self.channels = {str(c) for c in config.get("allowed_channels") or []}
        self.users = {str(u) for u in config.get("allowed_users") or []}
        self.seen = Seen()

    def receive(self, headers: Mapping[str, str], body: bytes) -> Reply:
        try:
            valid = self.verifier.is_valid(body.decode("utf-8"),
                                           headers.get("x-slack-request-timestamp"),
                                           headers.get("x-slack-signature"))
        except (ValueError, UnicodeDecodeError):  # a timestamp that is not a number
            valid = False
        if not valid:
            return refused("the Slack signature does not match (or is too old)")
        try:
            data = json.loads(body)
        except ValueError:
            return Reply(400, {"error": "invalid_json", "message": "the body is not JSON"})
        if not isinstance(data, dict):
            return Reply(400, {"error": "invalid_body", "message": "not a Slack event"})
        if data.get("type") == "url_verification":
            return Reply(200, {"challenge": str(data.get("challenge", ""))})
        event = data.get("event")
        if data.get("type") != "event_callback" or not isinstance(event, dict) \
                or event.get("type") != "app_mention":
            return Reply(200, {"ok": True, "ignored": "not an app_mention"})
        if not self.seen.first(str(data.get("event_id") or "")):
            return Reply(200, {"ok": True, "ignored": "already taken"})
        return Reply(200, {"ok": True}, self.read(event))

    def read(self, event: dict[str, Any]) -> Incoming | None:
        channel, user = str(event.get("channel") or ""), str(event.get("user") or "")
        if event.get("bot_id") or not user:
            return None
        if channel not in self.channels or user not in self.users:
            log.warning("slack: ignored a mention from %s in %s (not in allowed_users / "
                        "allowed_channels)", user, channel)
            return None
        text = _MENTION.sub("", str(event.get("text") or "")).strip()
        if not text:
            return None
        thread = str(event.get("thread_ts") or event.get("ts") or "")
        return Incoming(self.name, user, text[:MAX_TASK], f"{channel}/{thread}")
