"""Written tests the code before the task contradicts, where the task asks for no change there.

The test writer never sees a body of code, so it guesses what existing functions return: on a
refactor ("behaviour must not change") it asserted values the project's code has never given
(``book_price(100) == 100`` for a function that adds tax). Such a test fails on every right
answer and turns the result "contested". Where the task does not speak of a bug, the code as it
stood before the task is the better witness for the behaviour the task leaves alone: a value
test that the old code, run, answers with another *value* is set aside (reported, not obeyed).
Tests of what the task adds pass through: a new function or method is missing from the old code
(an error, not a value), and a test that a call raises is never set aside (an added check is
what the task asks for). A test of something the task names is kept too: "make greet() return
'Hi'" changes a value without speaking of a bug, and setting its test aside would let the
unchanged code pass. A test is of the callee whose value it checks: ``Inventory().add(1)`` tests
``add``, so a task that names ``Inventory`` but not ``add`` does not keep it. A task that speaks
of a bug keeps every test: there the old code is wrong. Where the task says the behaviour
stays ("The behaviour must stay exactly the same, errors included"), a value test the old
code answers with an exception is set aside too, except where it lacks the name called (a
function the task adds); a test that a call raises is still never set aside (the task may
add a refusal: "Behaviour must not change; a negative amount must raise ValueError").
"""

from __future__ import annotations

import ast
import re
import tempfile
from collections.abc import Sequence
from pathlib import Path

from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.kept import stays, stays_without
from openkoi.engine.grounding.run import run_grounded


async def against_baseline(tests: Sequence[GroundedTest], source: str, before: str,
                           task: str, *, timeout_s: float = 30.0
                           ) -> tuple[list[GroundedTest], list[GroundedTest]]:
    """(kept, set aside): the written value tests of things ``task`` does not name that
    ``before`` (the text of ``source`` before the task) answers with another value are set
    aside; the caller decides whether the task allows that at all (not for a bug fix)."""
    # where the task says the behaviour stays, a value the old code refuses to give is a
    # guess too: a refactor's writer gave prices for zones 'B' to 'F', which it refuses
    keeps = stays(task) is not None
    # "without puppy=True everything should work exactly like it does now": a written test
    # of a call the old code takes is a guess where it answers otherwise, named or not (a
    # call with the new parameter raises TypeError there, and stays)
    without = bool(stays_without(task))
    candidates = [t for t in tests if t.origin == "writer" and t.raises is None
                  and t.expected is not None and (without or not names_callee(t.call, task))]
    if not before.strip() or not candidates:
        return list(tests), []
    with tempfile.TemporaryDirectory(prefix="openkoi-baseline-") as tmp:
        path = Path(tmp) / source
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(before, encoding="utf-8")
        results = await run_grounded(candidates, Path(tmp), timeout_s)
    aside = {r.test for r in results if (r.status == "failed" and not r.actual.startswith(
        "raise ")) or (keeps and r.status in ("failed", "error") and not _MISSING.match(r.actual))}
    return [t for t in tests if t not in aside], [t for t in tests if t in aside]


# what the old code gives for a name it lacks: a function or method the task adds
_MISSING = re.compile(r"raise (?:NameError|AttributeError|ImportError|ModuleNotFoundError)\b")
# builtins a writer wraps the call it tests in: ``bool(stack.push(1)) == True`` tests push
_WRAPPERS = frozenset({"bool", "len", "list", "tuple", "set", "sorted", "str", "int", "float",
                       "round", "abs", "repr", "dict", "frozenset", "sum", "min", "max"})


def names_callee(call: str, task: str) -> bool:
    """Whether the function, class or method whose value the call tests is named in the
    task's words: the outermost call's callee (past the builtins that wrap it), a method by
    its own name (``Inventory().add(1)`` tests ``add``, not ``Inventory``)."""
    try:
        node = ast.parse(call, mode="eval").body
    except SyntaxError:
        return True  # nothing to go on: keep the test
    while (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
           and node.func.id in _WRAPPERS and len(node.args) == 1):
        node = node.args[0]
    while isinstance(node, ast.Subscript):  # f(x)[0] tests f
        node = node.value
    if isinstance(node, ast.Call):
        func = node.func
        name = func.id if isinstance(func, ast.Name) else \
            func.attr if isinstance(func, ast.Attribute) else None
    elif isinstance(node, ast.Attribute):  # Point(1, 2).x tests what builds it: keep
        return True
    else:
        name = None
    if name is None:
        return True
    return re.search(rf"\b{re.escape(name)}\b", task) is not None
