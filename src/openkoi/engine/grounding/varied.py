"""Tests that show each part of a function's answer taking more than one value.

``noticing`` keeps a call of the given code for each change of it that the tests so far let
pass; a change it does not make goes unseen. heldout57's bridge_club_tests: ``tables(players)``
answers ``divmod(players, 4)``, (tables, sitting out); the one test kept, ``tables(8) == (2,
0)``, noticed every change made (4 made 5, the bound moved), and a copy that always seats
everyone, ``return players // 4, 0``, passed it. A careful tester calls a function where each
part of its answer comes out otherwise: so, for each function whose tests all show one value
in a place of its answers (a tuple's or list's item, a dict's value, the whole answer), the
shortest of the given code's other answers with another value there becomes a test.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

from openkoi.engine.grounding.cases import GroundedTest

MAX_VARIED = 8  # tests added here per file
_NONE = object()


def varied_answers(held: Sequence[GroundedTest], candidates: Sequence[GroundedTest],
                   limit: int = MAX_VARIED) -> list[GroundedTest]:
    """Of ``candidates`` (calls with the given code's answers), the ones that give another
    value in a place where every answer of that function ``held`` shows the same one; the
    shortest call for each such place, at most ``limit`` (named as the caller numbers them)."""
    out: list[GroundedTest] = []
    for func in dict.fromkeys(_func(t) for t in held):
        if not func:
            continue
        shown = [p for t in held if _func(t) == func and t.raises is None
                 if (p := _parts(t.expected)) is not None]
        if not shown:
            continue
        places = dict(shown[0])
        left = {k for k, v in places.items() if all(dict(s).get(k, _NONE) == v for s in shown)}
        pool = [c for c in candidates if _func(c) == func and c.raises is None]
        while left and len(out) < limit:
            # (the call that shows the most such places otherwise, then the shortest)
            score = {id(c): {k for k in left if _differs(c.expected, k, places[k])}
                     for c in pool}
            best = min(pool, key=lambda c: (-len(score[id(c)]), len(c.call)), default=None)
            if best is None or not score[id(best)]:
                break
            left -= score[id(best)]
            pool.remove(best)
            out.append(best)
    return out


def _func(test: GroundedTest) -> str:
    """The name of the function a test's call calls, or ""."""
    try:
        node = ast.parse(test.call, mode="eval").body
    except SyntaxError:
        return ""
    return node.func.id if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
        else ""


def _parts(expected: str | None) -> list[tuple[object, object]] | None:
    """An answer's places and their values: a tuple's or list's items by index, a dict's by
    key, else the whole answer at place ""; None where it is not a literal."""
    if expected is None:
        return None
    try:
        value = ast.literal_eval(expected)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    if isinstance(value, tuple | list) and value:
        return [(i, _key(v)) for i, v in enumerate(value)]
    if isinstance(value, dict) and value:
        return [(k, _key(v)) for k, v in value.items()]
    return [("", _key(value))]


def _key(value: object) -> object:
    """A value as something hashable and comparable by ``==`` (``1 == 1.0``, and True is not 1)."""
    return (type(value) is bool, repr(value) if isinstance(value, list | dict | set) else value)


def _differs(expected: str | None, place: object, value: object) -> bool:
    parts = _parts(expected)
    if parts is None:
        return False
    found = dict(parts).get(place, _NONE)
    return found is not _NONE and found != value
