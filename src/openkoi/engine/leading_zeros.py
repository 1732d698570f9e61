"""Mend the leading-zero integers a model writes in Python: ``date(2024, 07, 08)``.

Python 3 refuses ``07`` ("leading zeros in decimal integer literals are not permitted"), so
one such literal makes the whole file a SyntaxError and every check of it fails on that line
(heldout60's holiday_cottage_edit: two of the first iteration's three drafts of ``cottage.py``
wrote ``date(2024, 07, 08)`` and failed the task's example on it, not on their logic). Where
a file does not parse, a literal of zeros and one digit 1-9 after them (``07``, ``008``)
becomes that digit: its value as a decimal and as an old octal literal is the same, so
nothing is guessed. A longer one (``0755``, ``010``) could mean either: a file that has one
is left as it is, as is every file that parses and every one Python cannot tokenize."""

from __future__ import annotations

import ast
import io
import tokenize


def mend_leading_zeros(text: str) -> str:
    """``text`` with its one-digit leading-zero integers written plainly, where that is
    what kept it from parsing; else ``text`` unchanged."""
    try:
        ast.parse(text)
        return text
    except SyntaxError as e:
        if "leading zeros" not in str(e.msg):
            return text
    except ValueError:
        return text
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return text
    lines = text.splitlines(keepends=True)
    cuts: list[tuple[int, int, int]] = []  # (row, start col, end col) of the zeros to drop
    for a, b in zip(tokens, tokens[1:], strict=False):
        if a.type == tokenize.NUMBER and b.type == tokenize.NUMBER and a.end == b.start \
                and set(a.string) == {"0"} and len(b.string) == 1 and b.string in "123456789":
            cuts.append((a.start[0], a.start[1], a.end[1]))
    if not cuts:
        return text
    for row, start, end in reversed(cuts):
        line = lines[row - 1]
        lines[row - 1] = line[:start] + line[end:]
    mended = "".join(lines)
    try:
        ast.parse(mended)
    except SyntaxError as e:
        if "leading zeros" in str(e.msg):
            return text  # a longer one is left: the file still does not parse on it
    except ValueError:
        return text
    return mended
