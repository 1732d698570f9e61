"""What a signed-in provider's model sends now: bearer token, API base URL and headers.

A model built for a provider with ``auth = "oauth"`` holds a ``SignedIn`` and asks it before
every call; the token is refreshed (``oauth.fresh_token``) when it is about to expire, so a
task that runs longer than a Copilot token lives (~30 minutes) keeps working.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field

from openkoi.config import Paths
from openkoi.models.credentials import OAuthToken


@dataclass(frozen=True)
class Bearer:
    token: str
    base_url: str  # "" = the provider's own base_url
    headers: dict[str, str] = field(default_factory=dict)


def bearer_for(token: OAuthToken) -> Bearer:
    from openkoi.models.oauth import COPILOT_HEADERS

    if token.provider == "copilot":
        return Bearer(token.api_token, token.api_base, dict(COPILOT_HEADERS))
    headers = {"OpenAI-Beta": "responses=experimental", "originator": "codex_cli_rs"}
    if token.account_id:
        headers["chatgpt-account-id"] = token.account_id
    return Bearer(token.access_token, "", headers)


class SignedIn:
    def __init__(self, paths: Paths, provider: str,
                 env: Mapping[str, str] | None = None) -> None:
        self.paths = paths
        self.provider = provider
        self.env = env

    def current_sync(self) -> Bearer:
        from openkoi.models.oauth import fresh_token

        return bearer_for(fresh_token(self.paths, self.provider, env=self.env))

    async def current(self) -> Bearer:
        return await asyncio.to_thread(self.current_sync)
