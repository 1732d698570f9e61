"""Examples written as the rows of a Markdown table: a call in its first cell, the value it
gives (or the exception it raises) in its second, each in backticks (heldout23's
paper_sizes_module):

    | call | result |
    |---|---|
    | `size("A4")` | `(210, 297)` |
    | `smallest_sheet(100, 150)` | `"A5"` (A6 is 105 x 148) |
    | `sheets_per("A4", "A3")` | `ValueError` |

A row is read only where both cells begin with a backticked span and the first is one
call; what follows the span in the second cell is a remark. The header row and the
rule under it have no backticks and are no examples.
"""

from __future__ import annotations

import ast
import re

_SPAN = re.compile(r"`([^`]+)`")


def table_example(line: str) -> tuple[str, str | None, str | None] | None:
    """(call, expected, raised exception) of a table row, or None where ``line`` is no row
    of a call and its result. The second cell's span is an exception where it is a bare
    name ending in Error or Exception (``ValueError``)."""
    line = line.strip()
    if not (line.startswith("|") and line.endswith("|")):
        return None
    cells = _cells(line[1:-1])
    if len(cells) < 2:
        return None
    call, result = (_SPAN.match(cell.strip()) for cell in cells[:2])
    if call is None or result is None or cells[0].strip() != call.group(0):
        return None
    try:
        node = ast.parse(call.group(1).strip(), mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(node, ast.Call):
        return None
    value = result.group(1).strip()
    if re.fullmatch(r"[A-Z]\w*(?:Error|Exception)", value):
        return call.group(1).strip(), None, value
    return call.group(1).strip(), value, None


def _cells(row: str) -> list[str]:
    """The cells of a row, split at each ``|`` outside a backticked span (a call may hold
    one: ``f("a|b")``)."""
    cells, current, quoted = [], "", False
    for char in row:
        if char == "`":
            quoted = not quoted
        if char == "|" and not quoted:
            cells.append(current)
            current = ""
        else:
            current += char
    return [*cells, current]
