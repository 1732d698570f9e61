"""The server's settings: ``[api]``, ``[api.webhooks]`` and ``[[webhooks]]`` from the user
config only (parsed by ``openkoi.api_config``, where every key is documented), plus the token
from ``OPENKOI_API_TOKEN``, which wins over the file."""

from __future__ import annotations

import os

from openkoi.api_config import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    MAX_WORKERS,
    WEBHOOK_EVENTS,
    ApiSettings,
    WebhookConfig,
    parse,
    secret_bytes,
)
from openkoi.config import Paths, read_toml

__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "MAX_WORKERS", "WEBHOOK_EVENTS", "ApiSettings",
           "WebhookConfig", "load_api_settings", "secret_bytes"]


def load_api_settings(paths: Paths, env: dict[str, str] | None = None) -> ApiSettings:
    env = dict(os.environ if env is None else env)
    settings = parse(read_toml(paths.config_file), str(paths.config_file), paths.credentials)
    if env.get("OPENKOI_API_TOKEN"):
        settings.token = env["OPENKOI_API_TOKEN"]
    return settings
