"""``[integrations.NAME]`` tables, from the user config only, and each service's secret.

A project's ``.openkoi/config.toml`` comes with the code being worked on, so it cannot add
an integration (which would send task results elsewhere), like webhooks. Each table takes
the service's own keys (see its module) and two shared ones::

    [integrations]
    budget_warning_fraction = 0.8   # budget.warning once a budget passes this fraction
    exit_grace_s = 5                # how long a finished CLI task waits for deliveries
    poll_s = 5                      # how often the server polls inbound sources

    [integrations.slack]
    channel = "#builds"
    events = ["task.complete", "task.failed"]   # default: every event
    enabled = true

A secret (a token, a webhook URL, a password) never lives in config.toml: it comes from the
service's environment variable or from ``openkoi connect NAME``, saved like provider keys
(``<config>/credentials/integration.NAME.key``, 0600).
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from openkoi.config import INTEGRATION_OPTIONS, Paths, read_toml
from openkoi.errors import ConfigError, CredentialError
from openkoi.integrations.base import EVENTS, Integration

SHARED = set(INTEGRATION_OPTIONS)
PER_SERVICE = {"events", "enabled"}
DEFAULT_FRACTION = 0.8
DEFAULT_GRACE_S = 5.0
DEFAULT_POLL_S = 5.0


@dataclass(frozen=True)
class Configured:
    name: str
    cls: type[Integration]
    table: dict[str, Any]
    events: tuple[str, ...] = EVENTS
    enabled: bool = True


@dataclass
class IntegrationSettings:
    services: list[Configured] = field(default_factory=list)
    budget_warning_fraction: float = DEFAULT_FRACTION
    exit_grace_s: float = DEFAULT_GRACE_S
    poll_s: float = DEFAULT_POLL_S  # how often the server polls inbound sources

    @property
    def enabled(self) -> list[Configured]:
        return [c for c in self.services if c.enabled]

    def get(self, name: str) -> Configured | None:
        return next((c for c in self.services if c.name == name), None)


def services() -> dict[str, type[Integration]]:
    """Every integration class the plugins registered, by name (built-in ones first)."""
    from openkoi import plugins

    out: dict[str, type[Integration]] = {}
    for cls in plugins.integrations():
        out.setdefault(str(cls.name), cls)
    return out


def load(paths: Paths, known: dict[str, type[Integration]] | None = None) -> IntegrationSettings:
    data = read_toml(paths.config_file).get("integrations")
    origin = str(paths.config_file)
    settings = IntegrationSettings()
    if data is None:
        return settings
    if not isinstance(data, dict):
        raise ConfigError(f"{origin}: [integrations] must be a table",
                          hint="write each service as [integrations.NAME]")
    known = services() if known is None else known
    for key, value in data.items():
        if isinstance(value, dict):
            settings.services.append(_service(key, value, known, origin))
        elif key == "budget_warning_fraction":
            settings.budget_warning_fraction = _number(value, origin, key, 0, 1)
        elif key == "exit_grace_s":
            settings.exit_grace_s = _number(value, origin, key, 0, 600, zero=True)
        elif key == "poll_s":
            settings.poll_s = max(0.2, _number(value, origin, key, 0, 3600))
        else:
            raise ConfigError(f"{origin}: unknown integrations setting {key!r}",
                              hint=f"known: {', '.join(sorted(SHARED))}, or a service table "
                              f"[integrations.NAME] ({', '.join(sorted(known))})")
    return settings


def _service(name: str, table: dict[str, Any], known: dict[str, type[Integration]],
             origin: str) -> Configured:
    cls = known.get(name)
    where = f"{origin}: [integrations.{name}]"
    if cls is None:
        import difflib

        close = difflib.get_close_matches(name, list(known), n=1)
        raise ConfigError(f"{where}: unknown integration {name!r}",
                          hint=(f"did you mean {close[0]}? " if close else "")
                          + f"known: {', '.join(sorted(known))}")
    for key, value in table.items():
        if key in PER_SERVICE:
            continue
        typ = cls.keys.get(key)
        if typ is None:
            allowed = sorted(set(cls.keys) | PER_SERVICE)
            hint = f"known: {', '.join(allowed)}"
            if key in ("token", "password", "webhook_url", "url", "secret"):
                hint = f"secrets are not kept in config.toml: openkoi connect {name}"
            raise ConfigError(f"{where}: unknown setting {key!r}", hint=hint)
        if not isinstance(value, typ) or (isinstance(value, bool) and typ in (int, (int, str))):
            raise ConfigError(f"{where}: {key} has the wrong type ({value!r})",
                              hint=f"see the {cls.label} section of the README")
    missing = [k for k in cls.required if k not in table]
    if missing:
        raise ConfigError(f"{where}: {missing[0]} is missing",
                          hint=f"{cls.label} needs: {', '.join(cls.required)}")
    events = table.get("events", list(EVENTS))
    if not isinstance(events, list) or not events or not all(e in EVENTS for e in events):
        raise ConfigError(f"{where}: events must be a list of {', '.join(EVENTS)} "
                          f"(got {events!r})", hint='e.g. events = ["task.failed"]')
    enabled = table.get("enabled", True)
    if not isinstance(enabled, bool):
        raise ConfigError(f"{where}: enabled must be true or false")
    config = {k: v for k, v in table.items() if k not in PER_SERVICE}
    cls(config).check(where)
    return Configured(name, cls, config, tuple(events), enabled)


def _number(value: Any, origin: str, key: str, low: float, high: float,
            zero: bool = False) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value) and (low <= value if zero else low < value) and value <= high
    if not ok:
        raise ConfigError(f"{origin}: integrations.{key} must be a number in "
                          f"{'[' if zero else '('}{low}, {high}] (got {value!r})")
    return float(value)


def credential_name(name: str) -> str:
    """The saved-key name of an integration's secret (models.credentials stores it)."""
    return f"integration.{name}"


def inbound_credential_name(name: str) -> str:
    """The saved-key name of the secret that signs what the service sends the server."""
    return f"integration.{name}.inbound"


def find_secret(paths: Paths, cls: type[Integration],
                env: Mapping[str, str] | None = None, *,
                inbound: bool = False) -> tuple[str, str]:
    """The secret (``inbound``: the one that signs what the service sends the server) and
    where it came from ("env:VAR", "file:PATH"); ("", "") if none."""
    from openkoi import redact
    from openkoi.models.credentials import read_saved_key

    env = os.environ if env is None else env
    for var in cls.inbound_secret_env if inbound else cls.secret_env:
        value = env.get(var, "").strip()
        if value:
            redact.remember(value)
            return value, f"env:{var}"
    saved = read_saved_key(paths, inbound_credential_name(cls.name) if inbound
                           else credential_name(cls.name))
    if saved is not None and saved.key:
        redact.remember(saved.key)
        return saved.key, saved.source
    return "", ""


def build(paths: Paths, configured: Configured,
          env: Mapping[str, str] | None = None) -> Integration:
    """The integration, with its secret; a missing one is a CredentialError."""
    cls = configured.cls
    secret, _source = find_secret(paths, cls, env) if cls.secret else ("", "")
    if cls.secret and not secret and not cls.secret_optional:
        via = f"${cls.secret_env[0]} or " if cls.secret_env else ""
        raise CredentialError(f"{cls.label} has no {cls.secret}", provider=cls.name,
                              hint=f"set {via}run: openkoi connect {cls.name}")
    return cls(configured.table, secret)
