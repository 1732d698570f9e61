"""``[api]``, ``[api.webhooks]`` and ``[[webhooks]]``: the HTTP API's settings and the webhooks
every surface sends (a task from the CLI as well as one submitted over the API).

Read from the user's own config.toml only: a project's ``.openkoi/config.toml`` comes with
the code being worked on, so it cannot add webhooks (which would send task results
elsewhere), nor change the token. The token may also come from ``OPENKOI_API_TOKEN`` (which
wins over the file; see server/settings.py).

    [api]
    enabled = true                   # false: `openkoi serve` / `daemon start` refuse to run
    host = "127.0.0.1"
    port = 9742
    token = "..."                    # optional bearer token
    workers = 1                      # tasks run at the same time
    budget_warning_fraction = 0.8    # budget.warning once a budget passes this fraction
    allowed_hosts = ["myhost.lan"]   # extra Host header values to accept

    [api.webhooks]                   # the seed README's form: one URL per event
    on_task_complete = "https://example.com/hooks/complete"   # task.complete (and
                                     # task.unverified unless on_task_unverified is set)
    on_task_unverified = "https://example.com/hooks/unverified"
    on_task_failed = "https://example.com/hooks/failed"
    on_budget_warning = "https://example.com/hooks/budget"
    secret = "whsec_<base64>"        # optional; without it, <config>/credentials/
                                     # webhooks.secret (made on first use, 0600) signs them

    [[webhooks]]                     # the long form: any number, each with its own secret
    url = "https://example.com/hook"
    secret = "whsec_<base64>"
    events = ["task.complete", "task.unverified", "task.failed", "budget.warning"]

Every webhook is signed (Standard Webhooks) and retried: see ``openkoi.webhooks``.
"""

from __future__ import annotations

import base64
import binascii
import difflib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from openkoi.errors import ConfigError

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 9742
# task.complete: done (verified); task.unverified: the threshold met on a model's judgement
# only, nothing ran the code; task.failed: any other end.
WEBHOOK_EVENTS = ("task.complete", "task.unverified", "task.failed", "budget.warning")
MAX_WORKERS = 32
API_KEYS = ("enabled", "host", "port", "token", "workers", "budget_warning_fraction",
            "allowed_hosts", "webhooks")
# [api.webhooks]: key -> the events sent to its URL
SEED_HOOKS: dict[str, tuple[str, ...]] = {
    "on_task_complete": ("task.complete", "task.unverified"),
    "on_task_unverified": ("task.unverified",),
    "on_task_failed": ("task.failed",),
    "on_budget_warning": ("budget.warning",),
}
SECRET_FILE = "webhooks.secret"  # under <config>/credentials/


@dataclass(frozen=True)
class WebhookConfig:
    url: str
    secret: str  # "whsec_<base64>"; "" = the generated one in ``secret_file``
    events: tuple[str, ...] = WEBHOOK_EVENTS
    secret_file: Path | None = None

    def signing_secret(self) -> str:
        """The ``whsec_`` secret that signs this hook's messages (made on first use when
        the config gave none)."""
        if self.secret or self.secret_file is None:
            return self.secret
        return generated_secret(self.secret_file)


@dataclass
class ApiSettings:
    enabled: bool = True
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    token: str = ""
    workers: int = 1
    budget_warning_fraction: float = 0.8
    allowed_hosts: list[str] = field(default_factory=list)
    webhooks: list[WebhookConfig] = field(default_factory=list)


def parse(data: dict[str, Any], origin: str, credentials: Path) -> ApiSettings:
    """``[api]`` (with ``[api.webhooks]``) and ``[[webhooks]]`` of one config file's table.
    ``credentials``: the folder of the generated webhook secret."""
    settings = ApiSettings()
    api = data.get("api", {})
    if not isinstance(api, dict):
        raise ConfigError(f"{origin}: [api] must be a table")
    for key in api:
        if key not in API_KEYS:
            raise ConfigError(f"{origin}: unknown [api] setting {key!r}",
                              hint=did_you_mean(key, API_KEYS))
    if "enabled" in api:
        if not isinstance(api["enabled"], bool):
            raise ConfigError(f"{origin}: api.enabled must be true or false "
                              f"(got {api['enabled']!r})")
        settings.enabled = api["enabled"]
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
    hooks = data.get("webhooks", [])
    if not isinstance(hooks, list):
        raise ConfigError(f"{origin}: webhooks must be an array of tables",
                          hint="write each one as [[webhooks]], or use [api.webhooks]")
    settings.webhooks = [_webhook(h, origin, i) for i, h in enumerate(hooks, 1)]
    settings.webhooks += _seed_hooks(api.get("webhooks", {}), origin, credentials)
    return settings


def _seed_hooks(table: Any, origin: str, credentials: Path) -> list[WebhookConfig]:
    """``[api.webhooks] on_task_complete = URL ...``: one webhook per URL, the events of
    every key naming that URL, signed with ``secret`` or the generated one."""
    where = f"{origin}: [api.webhooks]"
    if not isinstance(table, dict):
        raise ConfigError(f"{where} must be a table",
                          hint='e.g. on_task_complete = "https://example.com/hooks/complete"')
    known = (*SEED_HOOKS, "secret")
    for key in table:
        if key not in known:
            raise ConfigError(f"{where}: unknown setting {key!r}", hint=did_you_mean(key, known))
    secret = ""
    if "secret" in table:
        secret = _str(table["secret"], where, "secret")
        if not secret_bytes(secret):
            raise ConfigError(f"{where}: secret is not whsec_ followed by base64",
                              hint="leave it out to use a generated one")
    by_url: dict[str, list[str]] = {}
    for key, events in SEED_HOOKS.items():
        if key in table:
            url = _url(_str(table[key], where, key), where)
            by_url.setdefault(url, [])
            by_url[url] += [e for e in events if e not in by_url[url]]
    if "on_task_unverified" in table and "on_task_complete" in table:
        # task.unverified goes where on_task_unverified says, not also to on_task_complete
        complete = by_url[_url(table["on_task_complete"], where)]
        if table["on_task_unverified"] != table["on_task_complete"]:
            complete.remove("task.unverified")
    return [WebhookConfig(url=url, secret=secret, events=tuple(events),
                          secret_file=None if secret else credentials / SECRET_FILE)
            for url, events in by_url.items()]


def _webhook(item: Any, origin: str, number: int) -> WebhookConfig:
    where = f"{origin}: webhook {number}"
    if not isinstance(item, dict):
        raise ConfigError(f"{where} must be a table", hint="write it as [[webhooks]]")
    for key in item:
        if key not in ("url", "secret", "events"):
            raise ConfigError(f"{where}: unknown setting {key!r}",
                              hint=did_you_mean(key, ("url", "secret", "events")))
    url = _url(_str(item.get("url"), where, "url"), where)
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


def _url(url: str, where: str) -> str:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"{where}: url {url!r} is not an http(s) URL",
                          hint="e.g. https://example.com/hooks/openkoi")
    return url


def did_you_mean(key: str, known: tuple[str, ...] | list[str]) -> str:
    close = difflib.get_close_matches(key, list(known), n=1, cutoff=0.6)
    return (f"did you mean {close[0]!r}? " if close else "") + f"known: {', '.join(known)}"


def secret_bytes(secret: str) -> bytes:
    """The key of a ``whsec_<base64>`` secret; empty when it is not one."""
    if not secret.startswith("whsec_"):
        return b""
    try:
        return base64.b64decode(secret[len("whsec_"):] + "==", validate=False)
    except (binascii.Error, ValueError):
        return b""


def generated_secret(path: Path) -> str:
    """The secret in ``path``, made (24 random bytes, 0600, written atomically) when there
    is none yet. Give it to the receiver so it can check the signatures."""
    from openkoi.fsio import atomic_write

    try:
        text = path.read_text(encoding="utf-8").strip()
        if secret_bytes(text):
            return text
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise ConfigError(f"cannot read the webhook secret {path}: {exc.strerror}",
                          hint=f"check its permissions, or remove {path} to make a new one") \
            from None
    secret = "whsec_" + base64.b64encode(os.urandom(24)).decode()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    # written whole beside it, then linked into place only if no other process (a batch's
    # tasks start together) made one first: then that one is everybody's secret
    staged = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    atomic_write(staged, secret + "\n", mode=0o600)
    try:
        os.link(staged, path)
    except FileExistsError:
        text = path.read_text(encoding="utf-8").strip()
        if not secret_bytes(text):
            raise ConfigError(f"the webhook secret {path} is not a whsec_ secret",
                              hint=f"remove {path} to make a new one") from None
        return text
    finally:
        staged.unlink(missing_ok=True)
    return secret


def _str(value: Any, origin: str, key: str) -> str:
    if not isinstance(value, str) or not value:
        raise ConfigError(f"{origin}: {key} must be a non-empty string (got {value!r})")
    return value


def _int(value: Any, origin: str, key: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(f"{origin}: {key} must be a whole number from {low} to {high} "
                          f"(got {value!r})")
    return value
