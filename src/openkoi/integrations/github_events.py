"""GitHub inbound: an issue (or pull request) comment that starts with ``/openkoi`` becomes
a task, answered as a comment on the same issue.

    [integrations.github]
    repo = "owner/name"
    inbound = true                 # take tasks from comments (POST /hooks/github)
    allowed_users = ["alice"]      # ... by these GitHub logins only

The repository's webhook (Settings > Webhooks) points at the daemon's
``https://HOST/hooks/github`` (add HOST to ``[api] allowed_hosts``), content type
``application/json``, the "Issue comments" event, and a secret: the same one in
``GITHUB_WEBHOOK_SECRET`` or ``openkoi connect github --inbound``. Every delivery is checked
against ``X-Hub-Signature-256`` (HMAC-SHA256 of the body); ``ping`` is answered; a comment
in another repository, by anyone not listed, or without the command is acknowledged and
dropped; a redelivery (the same ``X-GitHub-Delivery``) is not a second task. The issue's
title and text go with the task as its context.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from collections.abc import Mapping
from typing import Any

from openkoi.integrations.inbound import COMMANDS, MAX_TASK, Incoming
from openkoi.integrations.receive import Reply, Seen, refused, text_of

log = logging.getLogger("openkoi.integrations.github")
MAX_CONTEXT = 8000


def signature(secret: str, body: bytes) -> str:
    """The ``X-Hub-Signature-256`` value GitHub sends for ``body``."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


class GitHubEvents:
    name = "github"

    def __init__(self, config: dict[str, Any], secret: str) -> None:
        self.secret = secret
        self.repo = str(config["repo"]).lower()
        self.users = {str(u).lower() for u in config.get("allowed_users") or []}
        self.seen = Seen()

    def receive(self, headers: Mapping[str, str], body: bytes) -> Reply:
        given = headers.get("x-hub-signature-256", "")
        if not hmac.compare_digest(given.encode(), signature(self.secret, body).encode()):
            return refused("the X-Hub-Signature-256 does not match the webhook secret")
        kind = headers.get("x-github-event", "")
        if kind == "ping":
            return Reply(200, {"ok": True, "pong": True})
        try:
            data = json.loads(body)
        except ValueError:
            return Reply(400, {"error": "invalid_json", "message": "the body is not JSON"})
        if kind != "issue_comment" or not isinstance(data, dict) \
                or data.get("action") != "created":
            return Reply(200, {"ok": True, "ignored": "not a new issue comment"})
        if not self.seen.first(headers.get("x-github-delivery", "")):
            return Reply(200, {"ok": True, "ignored": "already taken"})
        return Reply(200, {"ok": True}, self.read(data))

    def read(self, data: dict[str, Any]) -> Incoming | None:
        comment = data.get("comment") or {}
        issue = data.get("issue") or {}
        repo = str((data.get("repository") or {}).get("full_name") or "").lower()
        login = str((comment.get("user") or {}).get("login") or "")
        text = text_of(str(comment.get("body") or ""), COMMANDS)
        if not text or not isinstance(issue.get("number"), int):
            return None
        if repo != self.repo or login.lower() not in self.users:
            log.warning("github: ignored a command from %s in %s (not in allowed_users, or "
                        "not the configured repo)", login, repo)
            return None
        number = int(issue["number"])
        context = f"GitHub issue {repo}#{number}: {issue.get('title') or ''}\n\n" \
            f"{issue.get('body') or ''}".strip()
        return Incoming(self.name, login, text[:MAX_TASK], str(number),
                        context=context[:MAX_CONTEXT])
