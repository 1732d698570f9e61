"""A stated value cut short with ``...``: what the example still says.

A docstring or a task often writes a long result only as its start, ``"2 shirt, suit, 3
trousers" -> ["shirt", "shirt", "suit", "trousers", ...]``. Python reads that ``...`` as
the value ``Ellipsis``, so the example asked for a list of four names and an Ellipsis, which
no code gives: heldout48's dry_cleaning_tests held the user's working code (which the task
said not to change) to it, and every iteration ended below the threshold on it.

``cut_short`` keeps what such an example states: a list or tuple whose last item is ``...``
says how the result starts (``call[:4] == ["shirt", "shirt", "suit", "trousers"]``); a value
with ``...`` anywhere else says nothing that can be checked, and is dropped.
"""

from __future__ import annotations

import ast


def _ellipses(node: ast.AST) -> int:
    return sum(isinstance(n, ast.Constant) and n.value is Ellipsis for n in ast.walk(node))


def cut_short(call: str, want: str) -> tuple[str, str] | None:
    """(call, want) as the example can be checked: unchanged where ``want`` holds no
    ``...``; the start of the result where a list or tuple ends in it; None where a ``...``
    stands anywhere else (or ``want`` does not parse)."""
    if "..." not in want and "Ellipsis" not in want:
        return call, want
    try:
        node = ast.parse(want.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    count = _ellipses(node)
    if not count:
        return call, want
    if (count == 1 and isinstance(node, ast.List | ast.Tuple) and len(node.elts) > 1
            and isinstance(last := node.elts[-1], ast.Constant) and last.value is Ellipsis):
        kept = node.elts[:-1]
        start = ast.List(kept, ast.Load()) if isinstance(node, ast.List) else \
            ast.Tuple(kept, ast.Load())
        return f"({call})[:{len(kept)}]", ast.unparse(start)
    return None
