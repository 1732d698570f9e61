"""Written tests the code before the task contradicts, where the task asks for no change there.

The test writer never sees a body of code, so it guesses what existing functions return: on
a refactor ("behaviour must not change") or an added check ("valid input returns the same
dict as today") it asserted values the project's code has never given (``book_price(100) ==
100`` for a function that adds tax). Such a test fails on every right answer and turns the
result "contested". Where the task does not speak of a bug, the code as it stood before the
task is the better witness for the behaviour the task leaves alone: a value test that the old
code, run, answers with another *value* is set aside (reported, not obeyed). Tests of what
the task adds pass through: a new function or method is missing from the old code (an error,
not a value), and a test that a call raises is never set aside (an added check is what the
task asks for). A task that speaks of a bug keeps every test: there the old code is wrong.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.run import run_grounded


async def against_baseline(tests: Sequence[GroundedTest], source: str, before: str, *,
                           timeout_s: float = 30.0) -> tuple[list[GroundedTest],
                                                             list[GroundedTest]]:
    """(kept, set aside): the written value tests that ``before`` (the text of ``source``
    before the task) answers with another value are set aside; the caller decides whether
    the task allows that (not for a bug fix)."""
    candidates = [t for t in tests if t.origin == "writer" and t.raises is None
                  and t.expected is not None]
    if not before.strip() or not candidates:
        return list(tests), []
    with tempfile.TemporaryDirectory(prefix="openkoi-baseline-") as tmp:
        path = Path(tmp) / source
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(before, encoding="utf-8")
        results = await run_grounded(candidates, Path(tmp), timeout_s)
    aside = {r.test for r in results if r.status == "failed" and not r.actual.startswith("raise ")}
    return [t for t in tests if t not in aside], [t for t in tests if t in aside]
