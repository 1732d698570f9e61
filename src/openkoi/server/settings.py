"""The server's settings: ``[api]`` and ``[[webhooks]]`` from the user config only.

A project's ``.openkoi/config.toml`` comes with the code being worked on, so it cannot add
webhooks (which would send task results elsewhere) nor change the token. The token may
also come from ``OPENKOI_API_TOKEN`` (which wins over the file).

    [api]
    host = "127.0.0.1"
    port = 9742
    token = "..."                    # optional bearer token
    workers = 1                      # tasks run at the same time
    budget_warning_fraction = 0.8    # budget.warning once a budget passes this fraction
    allowed_hosts = ["myhost.lan"]   # extra Host header values to accept

    [[webhooks]]
    url = "https://example.com/hook"
    secret = "whsec_<base64>"
    events = ["task.complete", "task.unverified", "task.failed", "budget.warning"]
"""

from __future__ import annotations

import base64
import binascii
import os
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from openkoi.config import Paths, read_toml
from openkoi.errors import ConfigError

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 9742
# task.complete: done (verified); task.unverified: the threshold met on a model's judgement
# only, nothing ran the code; task.failed: any other end.
WEBHOOK_EVENTS = ("task.complete", "task.unverified", "task.failed", "budget.warning")
MAX_WORKERS = 32
_API_KEYS = {"host", "port", "token", "workers", "budget_warning_fraction", "allowed_hosts"}


@dataclass(frozen=True)
class WebhookConfig:
    url: str
    secret: str  # "whsec_<base64>"
    events: tuple[str, ...] = WEBHOOK_EVENTS


@dataclass
class ApiSettings:
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    token: str = ""
    workers: int = 1
    budget_warning_fraction: float = 0.8
    allowed_hosts: list[str] = field(default_factory=list)
    webhooks: list[WebhookConfig] = field(default_factory=list)


def load_api_settings(paths: Paths, env: dict[str, str] | None = None) -> ApiSettings:
    env = dict(os.environ if env is None else env)
    data = read_toml(paths.config_file)
    origin = str(paths.config_file)
    settings = ApiSettings()
    api = data.get("api", {})
    if not isinstance(api, dict):
        raise ConfigError(f"{origin}: [api] must be a table")
    unknown = set(api) - _API_KEYS
    if unknown:
        raise ConfigError(f"{origin}: unknown [api] setting {sorted(unknown)[0]!r}",
                          hint=f"known: {', '.join(sorted(_API_KEYS))}")
    if "host" in api:
        settings.host = _str(api["host"], origin, "api.host")
    if "port" in api:
        settings.port = _int(api["port"], origin, "api.port", 1, 65535)
    if "token" in api:
        settings.token = _str(api["token"], origin, "api.token")
    if "workers" in api:
        settings.workers = _int(api["workers"], origin, "api.workers", 1, MAX_WORKERS)
    if "budget_warning_fraction" in api:
        value = api["budget_warning_fraction"]
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not 0 < value <= 1:
            raise ConfigError(f"{origin}: api.budget_warning_fraction must be a number in "
                              f"(0, 1] (got {value!r})", hint="e.g. 0.8")
        settings.budget_warning_fraction = float(value)
    if "allowed_hosts" in api:
        hosts = api["allowed_hosts"]
        if not isinstance(hosts, list) or not all(isinstance(h, str) for h in hosts):
            raise ConfigError(f"{origin}: api.allowed_hosts must be a list of host names")
        settings.allowed_hosts = [h.lower() for h in hosts]
    if env.get("OPENKOI_API_TOKEN"):
        settings.token = env["OPENKOI_API_TOKEN"]
    hooks = data.get("webhooks", [])
    if not isinstance(hooks, list):
        raise ConfigError(f"{origin}: webhooks must be an array of tables",
                          hint="write each one as [[webhooks]]")
    settings.webhooks = [_webhook(h, origin, i) for i, h in enumerate(hooks, 1)]
    return settings


def _webhook(item: Any, origin: str, number: int) -> WebhookConfig:
    where = f"{origin}: webhook {number}"
    if not isinstance(item, dict):
        raise ConfigError(f"{where} must be a table", hint="write it as [[webhooks]]")
    unknown = set(item) - {"url", "secret", "events"}
    if unknown:
        raise ConfigError(f"{where}: unknown setting {sorted(unknown)[0]!r}",
                          hint="known: url, secret, events")
    url = _str(item.get("url"), where, "url")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"{where}: url {url!r} is not an http(s) URL",
                          hint="e.g. https://example.com/hooks/openkoi")
    secret = _str(item.get("secret"), where, "secret")
    if not secret_bytes(secret):
        raise ConfigError(f"{where}: secret is not whsec_ followed by base64",
                          hint="make one with: python -c \"import base64,os;"
                          "print('whsec_'+base64.b64encode(os.urandom(24)).decode())\"")
    events = item.get("events", list(WEBHOOK_EVENTS))
    if not isinstance(events, list) or not events or \
            not all(e in WEBHOOK_EVENTS for e in events):
        raise ConfigError(f"{where}: events must be a list drawn from "
                          f"{', '.join(WEBHOOK_EVENTS)} (got {events!r})")
    return WebhookConfig(url=url, secret=secret, events=tuple(events))


def secret_bytes(secret: str) -> bytes:
    """The key of a ``whsec_<base64>`` secret; empty when it is not one."""
    if not secret.startswith("whsec_"):
        return b""
    try:
        return base64.b64decode(secret[len("whsec_"):] + "==", validate=False)
    except (binascii.Error, ValueError):
        return b""


def _str(value: Any, origin: str, key: str) -> str:
    if not isinstance(value, str) or not value:
        raise ConfigError(f"{origin}: {key} must be a non-empty string (got {value!r})")
    return value


def _int(value: Any, origin: str, key: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(f"{origin}: {key} must be a whole number from {low} to {high} "
                          f"(got {value!r})")
    return value
