"""Examples a task writes as bare arrows, with no call: ``[("10:00", "11:00"), ("11:00",
"12:00")] -> [("10:00", "12:00")]``, as tests of its one function.

A bug report or a short spec often names its function once and then lists what it should do
as input -> output pairs (heldout12's fix_busy_merge: "back-to-back meetings should become
one block: [...] -> [...]"). Code that gets that case wrong passed every other example the
task wrote as a call, and the one pass ended done on it.

``arrow_examples`` reads them where nothing can be read two ways, and gives nothing
otherwise: the task calls exactly one function by name that the code defines with one
required argument (``f(literal)`` is then a complete call); both sides of ``->``, ``=>`` or
``→`` are whole Python literals (a string, a number, a list, a tuple, a dict, True, False,
None), the left one starting the line or after a colon, a dash or a space; and the line says
nothing of a bug or of what the code does now ("currently", "wrong", "instead", "but",
"not").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection

_ARROW = re.compile(r"\s(?:->|=>|→)\s")
_CALLED = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\(")
_DOUBT = re.compile(r"\b(?:currently|now|wrong|incorrect|instead|bug|broken|not|but|"
                    r"returns|gives|got|was|were)\b|n't\b", re.I)


def arrow_examples(task: str, one_argument: Collection[str]) -> list[tuple[str, str]]:
    """(call, expected) pairs from ``task``'s bare arrows, for its one function named in
    ``name(...)`` form that ``one_argument`` holds (the code's functions of one required
    argument)."""
    named = {m.group(1) for m in _CALLED.finditer(task)} & set(one_argument)
    if len(named) != 1:
        return []
    func = named.pop()
    found: list[tuple[str, str]] = []
    for line in task.splitlines():
        if _DOUBT.search(line):
            continue
        for arrow in _ARROW.finditer(line):
            left = _literal_before(line, arrow.start())
            right = _literal_after(line, arrow.end())
            if left is not None and right is not None:
                pair = (f"{func}({left})", right)
                if pair not in found:
                    found.append(pair)
    return found


def _literal(text: str) -> bool:
    """Whether ``text`` is one whole literal (``1, 2`` is two: a tuple only in brackets)."""
    try:
        ast.literal_eval(text)
        node = ast.parse(text, mode="eval").body
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False
    return not (isinstance(node, ast.Tuple) and not text.startswith("("))


def _literal_before(line: str, end: int) -> str | None:
    """The longest whole literal that ends at ``end`` and starts the line or follows a
    colon, a dash or a space (not a call's argument: ``f([1]) -> 2`` is read elsewhere)."""
    text = line[:end].rstrip().rstrip("`")
    for start in range(len(text)):
        before = line[:start].rstrip()
        if start and (line[start - 1] not in " :-`\t" or
                      (before and not (before[-1] in ":-`" or before[-1].isalpha()))):
            continue  # "1, 2 -> 3": the 2 is no input of its own
        candidate = text[start:].strip()
        if candidate and candidate[0] in "([{'\"-0123456789TFN" and _literal(candidate):
            return candidate
    return None


def _literal_after(line: str, start: int) -> str | None:
    """The shortest whole literal that starts at ``start`` and ends the line or a clause
    (what follows it starts with ``,``, ``;`` or ``.``): "-1 if it is negative" is no
    value."""
    text = line[start:].lstrip("`")
    for end in range(1, len(text) + 1):
        rest = text[end:].lstrip("`").strip()
        if rest and rest[0] not in ",;.":
            continue
        candidate = text[:end].strip()
        if candidate and _literal(candidate):
            return candidate
    return None
