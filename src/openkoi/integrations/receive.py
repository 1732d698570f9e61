"""Inbound over HTTP: what a service sends the daemon (``POST /hooks/NAME``), verified and
read into a task.

Slack's Events API (``slack_events``), GitHub's webhooks (``github_events``) and Discord's
interactions endpoint (``discord_interactions``) each sign what they send; a receiver checks
the signature with the secret or key the user configured, answers the service's own
handshakes (Slack's url_verification, GitHub's ping, Discord's PING) and turns a message from
a configured channel and sender into an ``Incoming`` task. Everything else is answered and
dropped: an unsigned or badly signed request is a 401, a message from anyone not listed is
acknowledged (so the service does not retry it) and logged.

A ``Receiver`` is built only for a service whose table says ``inbound = true`` and whose
secret or key is there (``receivers``); with none, ``/hooks/NAME`` is a 404.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from openkoi.config import Paths
from openkoi.integrations.inbound import Incoming

log = logging.getLogger("openkoi.integrations.receive")
SEEN = 1000  # delivery ids remembered, so a service's retry is not a second task


@dataclass
class Reply:
    """The HTTP answer to the service, and the task it carried (if any)."""

    status: int = 200
    body: dict[str, Any] = field(default_factory=dict)
    incoming: Incoming | None = None


class Receiver(Protocol):
    name: str

    def receive(self, headers: Mapping[str, str], body: bytes) -> Reply:
        """Verify and read one request (headers with lower-case names)."""
        ...


class Seen:
    """The last ``SEEN`` delivery ids: a retried delivery is acknowledged, not run twice."""

    def __init__(self, size: int = SEEN) -> None:
        self.size = size
        self._ids: OrderedDict[str, None] = OrderedDict()

    def first(self, ident: str) -> bool:
        if not ident:
            return True
        if ident in self._ids:
            return False
        self._ids[ident] = None
        while len(self._ids) > self.size:
            self._ids.popitem(last=False)
        return True


def refused(what: str) -> Reply:
    return Reply(401, {"error": "unauthorized", "message": what})


def text_of(text: str, commands: tuple[str, ...]) -> str:
    """The task after a leading command word (``/openkoi fix it`` -> ``fix it``); "" when the
    text does not start with one of ``commands``."""
    found = re.match(r"\s*(\S+)\s*(.*)", text, re.DOTALL)
    if found is None or found.group(1).lower() not in commands:
        return ""
    return found.group(2).strip()


def receivers(paths: Paths) -> dict[str, Receiver]:
    """The HTTP receivers the user config switches on (``inbound = true``), by name. A
    service whose secret or key is missing is left out, with a warning."""
    from openkoi import errors
    from openkoi.integrations import settings as config

    try:
        loaded = config.load(paths)
    except errors.OpenKoiError as exc:
        log.warning("inbound is off: %s", exc)
        return {}
    out: dict[str, Receiver] = {}
    for configured in loaded.enabled:
        if not configured.table.get("inbound") or configured.name not in BUILDERS:
            continue
        try:
            out[configured.name] = BUILDERS[configured.name](paths, configured)
        except errors.OpenKoiError as exc:
            log.warning("inbound %s is off: %s", configured.name, exc)
    return out


def _slack(paths: Paths, configured: Any) -> Receiver:
    from openkoi.integrations.slack_events import SlackEvents

    return SlackEvents(configured.table, _secret(paths, configured))


def _github(paths: Paths, configured: Any) -> Receiver:
    from openkoi.integrations.github_events import GitHubEvents

    return GitHubEvents(configured.table, _secret(paths, configured))


def _discord(paths: Paths, configured: Any) -> Receiver:
    from openkoi.integrations.discord_interactions import DiscordInteractions

    return DiscordInteractions(configured.table)


def _secret(paths: Paths, configured: Any) -> str:
    from openkoi.errors import CredentialError
    from openkoi.integrations import settings as config

    cls = configured.cls
    secret, _source = config.find_secret(paths, cls, inbound=True)
    if not secret:
        via = f"${cls.inbound_secret_env[0]} or " if cls.inbound_secret_env else ""
        raise CredentialError(f"{cls.label} inbound has no {cls.inbound_secret}",
                              provider=cls.name,
                              hint=f"set {via}run: openkoi connect {cls.name} --inbound")
    return secret


BUILDERS = {"slack": _slack, "github": _github, "discord": _discord}
