"""openkoi's own tools, registered through the plugin hook third-party tools use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from openkoi.plugins import hookimpl


@hookimpl
def register_tools(register: Callable[[Any], None]) -> None:
    from openkoi.tools.registry import builtin_tools

    for tool in builtin_tools():
        register(tool)
