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

from openkoi.config import Budget, Paths, Settings, load_settings, read_toml

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
            layers.append((str(project), read_toml(project)))
    out: list[SettingRow] = []
    for f in dataclasses.fields(Settings):
        if f.name in ("budget", "providers", "roles", "sources"):
            continue
        origin = _origin(layers, (f.name,))
        if f.name in _ENV and env.get(_ENV[f.name]):
            origin = _ENV[f.name]
        value = getattr(settings, f.name)
        shown = "(discover)" if f.name == "model" and value is None else str(value)
        out.append(SettingRow(f.name, shown, origin))
    for f in dataclasses.fields(Budget):
        out.append(SettingRow(f"budget.{f.name}", str(getattr(settings.budget, f.name)),
                              _origin(layers, ("budget", f.name))))
    for table in ("providers", "roles"):
        for name, value in sorted(getattr(settings, table).items()):
            out.append(SettingRow(f"{table}.{name}", _short(value),
                                  _origin(layers, (table, name))))
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


def _short(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items() if k not in ("api_key", "token"))
    return str(value)
