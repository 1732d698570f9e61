"""The one picker on the terminal, for a command argument left out.

``openkoi task show`` with no id lists the recent tasks and asks for a number (or the value
itself, or a unique prefix of it; a prefix of digits only from 4 characters on, so a number
out of range is never read as an id); likewise sessions, providers, learnings, proposals, trust
domains and levels, agents and plugins. With no terminal to ask on (a script, a pipe) a
missing argument is a usage error that says how to name it instead, so nothing waits for
input that will never come.

A plain numbered list on stderr, read line by line from stdin: it works on any terminal,
over ssh and in a pty, and needs no library.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from openkoi.errors import UsageError

Choices = Sequence[tuple[str, str]]  # (value, label)
MIN_NUMERIC_PREFIX = 4  # an all-digit answer names a value by prefix from this length on


def interactive() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def pick(err: object, title: str, choices: Choices, *, missing: str,
         hint: str | None = None, empty: str = "", default: str | None = None) -> str:
    """The value of one of ``choices`` ((value, label) pairs) the user picks by number.

    ``missing`` names the argument for the error raised when there is no terminal; ``hint``
    says how to find its values then (default: all of them); ``empty`` is the error when
    there is nothing to choose from; ``default`` is what an empty answer keeps (without it,
    an empty answer cancels)."""
    values = [value for value, _ in choices]
    if not interactive():
        raise UsageError(f"{missing} is required (no terminal to ask on)",
                         hint=hint or "one of: " + ", ".join(values))
    if not choices:
        raise UsageError(empty or f"nothing to choose for {missing}")
    write = err.write  # type: ignore[attr-defined]
    write(title + "\n")
    for number, (_, label) in enumerate(choices, 1):
        write(f"  {number:>2}. {label}\n")
    for _ in range(3):
        keep = f"empty keeps {default}" if default is not None else "empty to cancel"
        write(f"number (1-{len(choices)}, {keep}): ")
        err.flush()  # type: ignore[attr-defined]
        answer = sys.stdin.readline()
        if answer.strip() == "" and default is not None and answer:
            return default
        if not answer or not answer.strip():
            raise UsageError("cancelled: nothing chosen")
        text = answer.strip()
        if text.isdigit() and 1 <= int(text) <= len(choices):
            return values[int(text) - 1]
        if text in values:
            return text
        # a short number out of range is a wrong number, not the start of an id that
        # happens to begin with those digits ('99' on a list of 3 picked task 99438d...)
        prefixed = [v for v in values if v.startswith(text)]
        if len(prefixed) == 1 and not (text.isdigit() and len(text) < MIN_NUMERIC_PREFIX):
            return prefixed[0]
        write(f"{text!r} is not one of the numbers shown\n")
    raise UsageError("no valid choice after three tries")


def given_or_picked(value: str | None, err: object, title: str,
                    choices: Callable[[], Choices], *, missing: str, listing: str,
                    empty: str = "") -> str:
    """``value`` when the command line gave it; else the user's pick on a terminal (the
    choices are read only then); else a usage error that names ``listing``, the command
    that lists the values."""
    if value is not None:
        return value
    if not interactive():
        raise UsageError(f"{missing} is required (no terminal to ask on)",
                         hint=f"see {listing}")
    return pick(err, title, choices(), missing=missing, empty=empty)


def ask_text(err: object, prompt: str, *, missing: str) -> str:
    """One line typed on the terminal (``prompt`` on ``err``); empty cancels. Call it only
    when ``interactive()``."""
    if not interactive():
        raise UsageError(f"{missing} is required (no terminal to ask on)")
    err.write(prompt)  # type: ignore[attr-defined]
    err.flush()  # type: ignore[attr-defined]
    answer = sys.stdin.readline().strip()
    if not answer:
        raise UsageError(f"cancelled: no {missing.removeprefix('the ')} given")
    return answer
