"""openkoi's built-in model providers, registered through the plugin hook third-party
providers use (the embedded model is not a provider entry: models/local.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from openkoi.plugins import hookimpl


@hookimpl
def register_providers(register: Callable[[Any], None]) -> None:
    from openkoi.models.providers import BUILTIN

    for info in BUILTIN:
        register(info)
