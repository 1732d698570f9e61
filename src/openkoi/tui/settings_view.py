"""The effective settings, each with the layer it came from.

``load_settings`` applies defaults < user config < project config < environment; it records
which files it read but not which key came from where. This module reads the same layers
(through ``config.read_toml``) to name, for every key, the last layer that set it.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.config import Paths, Settings, load_settings, read_toml

DEFAULT = "default"
_ENV = {"model": "OPENKOI_MODEL", "log_level": "OPENKOI_LOG_LEVEL"}


@dataclass(frozen=True)
class SettingRow:
    key: str
    value: str
    origin: str


def rows(paths: Paths, workspace: Path | None,
         env: dict[str, str] | None = None) -> list[SettingRow]:
    """Every effective setting and its origin. Raises ConfigError like ``load_settings``."""
    env = dict(os.environ if env is None else env)
    settings = load_settings(paths, workspace=workspace, env=env)
    layers: list[tuple[str, dict[str, Any]]] = [(str(paths.config_file),
                                                 read_toml(paths.config_file))]
    if workspace is not None:
        project = workspace / ".openkoi" / "config.toml"
        if project.resolve() != paths.config_file.resolve():
            layers.append((str(project), _without(read_toml(project), settings.ignored)))
    out: list[SettingRow] = []
    for f in dataclasses.fields(Settings):
        value = getattr(settings, f.name)
        if f.name == "sources":
            continue
        if dataclasses.is_dataclass(value):  # a table such as [budget] or [memory]
            for sub in dataclasses.fields(value):
                shown = _secretless(f.name, sub.name, getattr(value, sub.name))
                out.append(SettingRow(f"{f.name}.{sub.name}", shown,
                                      _origin(layers, (f.name, sub.name))))
        elif f.name == "integrations":  # their keys are tokens as often as not
            for name in sorted(value):
                out.append(SettingRow(f"integrations.{name}", "(configured)",
                                      _origin(layers, (f.name, name))))
        elif f.name == "mcp_servers":  # [mcp.servers.NAME]: env and headers may hold tokens
            for name, item in sorted(value.items()):
                out.append(SettingRow(f"mcp.servers.{name}",
                                      str(item.get("url") or item.get("command", "")),
                                      _origin(layers, ("mcp", "servers", name))))
        elif f.name.startswith("mcp_"):  # [mcp] startup_timeout_s, call_timeout_s
            out.append(SettingRow(f"mcp.{f.name[4:]}", str(value),
                                  _origin(layers, ("mcp", f.name[4:]))))
        elif isinstance(value, dict):  # [providers.NAME], [roles]
            for name, item in sorted(value.items()):
                out.append(SettingRow(f"{f.name}.{name}", _short(item),
                                      _origin(layers, (f.name, name))))
        else:
            origin = _origin(layers, (f.name,))
            if f.name in _ENV and env.get(_ENV[f.name]):
                origin = _ENV[f.name]
            shown = "(discover)" if f.name == "model" and value is None else str(value)
            out.append(SettingRow(f.name, shown, origin))
    return out


def _origin(layers: list[tuple[str, dict[str, Any]]], keys: tuple[str, ...]) -> str:
    origin = DEFAULT
    for name, data in layers:
        node: Any = data
        for key in keys:
            node = node.get(key) if isinstance(node, dict) else None
        if node is not None:
            origin = name
    return origin


def _without(data: dict[str, Any], ignored: list[Any]) -> dict[str, Any]:
    """The project layer less what an untrusted folder could not set: not its origin."""
    out = {k: dict(v) if isinstance(v, dict) else v for k, v in data.items()}
    for item in ignored:
        head, _, rest = item.key.partition(".")
        if rest and isinstance(out.get(head), dict):
            out[head].pop(rest, None)
        elif not rest:
            out.pop(head, None)
    return out


def _secretless(table: str, key: str, value: Any) -> str:
    """[api] token and the webhooks (their URLs and secrets) are not shown on screen."""
    if table == "api" and key == "token":
        return "(set)" if value else ""
    if table == "api" and key == "webhooks":
        return f"{len(value)} configured"
    return str(value)


def _short(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items() if k not in ("api_key", "token"))
    return str(value)
