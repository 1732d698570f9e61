"""The built-in integrations, registered through the hook third-party packages use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from openkoi.plugins import hookimpl


@hookimpl
def register_integrations(register: Callable[[Any], None]) -> None:
    from openkoi.integrations.discord import Discord
    from openkoi.integrations.email import Email
    from openkoi.integrations.gdocs import GoogleDocs
    from openkoi.integrations.github import GitHub
    from openkoi.integrations.jira import Jira
    from openkoi.integrations.linear import Linear
    from openkoi.integrations.notion import Notion
    from openkoi.integrations.slack import Slack
    from openkoi.integrations.teams import Teams
    from openkoi.integrations.telegram import Telegram

    for cls in (Slack, Email, GitHub, Discord, Teams, Telegram, Linear, Jira, Notion,
                GoogleDocs):
        register(cls)
