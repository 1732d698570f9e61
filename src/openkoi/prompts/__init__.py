"""Every model-facing text lives here as package data (``*.j2``), rendered with
StrictUndefined so a missing variable is an error, never an empty hole in a prompt."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any


@cache
def _environment() -> Any:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FunctionLoader(_load),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=False,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )


def _load(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def render(name: str, **values: Any) -> str:
    """Render ``prompts/<name>.j2``."""
    return str(_environment().get_template(f"{name}.j2").render(**values)).strip()
