"""Suspect tests the code as the task gave it answers the way the agreeing candidates do.

Candidates that agree outvote a written test only as independent readings of the task. Where
the task edits code that already exists, they are not independent on what they did not
change: every candidate starts from the same file and copies the same behaviour. A suspect
test that the code before the task (the task's start) answers exactly as the agreeing
candidates do is *inherited*: the candidates kept the starting code's answer there, and the
writer, who read the task, says it should differ. Either the writer misreads the task or the
task asks for a change nobody made (a bug report that states more than its failing test
shows), and nothing in the evidence tells which, so the user's tests passing does not settle
it. Where the function is new (a body of only a docstring, a missing name), the starting code gives
another answer, and the candidates' agreement is their own reading.

``contesting`` says which inherited tests contest the result. Where the task speaks of a bug,
every one: there the starting code is known to be wrong somewhere. Where it otherwise edits
code (``shown.asks_for_change``: not a refactor, a rename, docstrings...), those whose callee
the task names (``baseline.names_callee``): the starting code is the witness for the
behaviour the task leaves alone, but not for what it speaks of. On heldout4, "mean_reading
... falls over on real log files ... blank lines should be skipped" named no bug, and three
candidates that all still crashed on a blank line outvoted the written tests saying so; it
ended done, wrong. Where the task says the behaviour stays, none: agreeing with the starting
code is right there.
"""

from __future__ import annotations

from collections.abc import Sequence

from openkoi.engine.grounding.baseline import names_callee
from openkoi.engine.grounding.cases import GroundedTest, TestResult
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.grounding.shown import asks_for_change
from openkoi.engine.targets import speaks_of_a_bug


async def contesting(task: str, suspect: Sequence[GroundedTest], kept: Sequence[TestResult],
                     start: dict[str, bytes], timeout_s: float = 30.0) -> list[GroundedTest]:
    """The suspect tests that the starting code answers as the agreeing candidates do and
    that therefore contest the result for ``task`` (see the module's text)."""
    if not suspect or not asks_for_change(task):
        return []
    found = await inherited(suspect, kept, start, timeout_s)
    if speaks_of_a_bug(task):
        return found
    return [t for t in found if names_callee(t.call, task)]


async def inherited(suspect: Sequence[GroundedTest], kept: Sequence[TestResult],
                    start: dict[str, bytes], timeout_s: float = 30.0) -> list[GroundedTest]:
    """The tests of ``suspect`` that the files ``start`` (name -> content, the workspace as
    the task gave it) answer with the same output as ``kept`` (the agreeing candidates'
    results, any order) gives them."""
    given = {r.test: r.output for r in kept}
    tests = [t for t in suspect if t in given]
    if not tests or not start:
        return []
    with laid_down(start, "openkoi-start-") as root:
        before = await run_grounded(tests, root, timeout_s)
    return [r.test for r in before if r.output == given[r.test]]
