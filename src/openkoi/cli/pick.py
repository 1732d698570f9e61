"""A numbered picker on the terminal, for a command argument left out.

``openkoi connect`` with no provider lists the providers and asks for a number. With no
terminal to ask on (a script, a pipe) it is a usage error that names the choices instead,
so nothing waits for input that will never come.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from openkoi.errors import UsageError


def interactive() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def pick(err: object, title: str, choices: Sequence[tuple[str, str]], *, missing: str) -> str:
    """The value of one of ``choices`` ((value, label) pairs) the user picks by number.

    ``missing`` names the argument for the error raised when there is no terminal."""
    values = [value for value, _ in choices]
    if not interactive():
        raise UsageError(f"{missing} is required (no terminal to ask on)",
                         hint="one of: " + ", ".join(values))
    if not choices:
        raise UsageError(f"nothing to choose for {missing}")
    write = err.write  # type: ignore[attr-defined]
    write(title + "\n")
    for number, (_, label) in enumerate(choices, 1):
        write(f"  {number:>2}. {label}\n")
    for _ in range(3):
        write(f"number (1-{len(choices)}, empty to cancel): ")
        err.flush()  # type: ignore[attr-defined]
        answer = sys.stdin.readline()
        if not answer or not answer.strip():
            raise UsageError("cancelled: nothing chosen")
        text = answer.strip()
        if text.isdigit() and 1 <= int(text) <= len(choices):
            return values[int(text) - 1]
        if text in values:
            return text
        write(f"{text!r} is not one of the numbers shown\n")
    raise UsageError("no valid choice after three tries")
