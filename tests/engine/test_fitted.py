"""Stated examples answered by branches that match their inputs are not evidence the rule
is computed (heldout43's batting_stats_module ended done on such a show())."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.engine.test_cheap_checks import ctx_for, folder

from openkoi.engine.evaluators.base import Part
from openkoi.engine.evaluators.grounded import StatedExamples
from openkoi.engine.grounding.agreement import rank_candidates
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.fitted import literal_branches

TASK = ('Write fmt.py with show(average), which formats an average the baseball way: 3 '
        'decimal places with no 0 in front, so show(0.333) is ".333", show(0.25) is ".250" '
        'and show(0) is ".000".')
FITTED = '''def show(average):
    if average == 0.0:
        return ".000"
    if average == 0.25:
        return ".250"
    elif average == 0.333:
        return ".333"
    return f"{average:.3f}"
'''
RIGHT = 'def show(average):\n    return f"{average:.3f}".lstrip("0") or ".000"\n'
# special cases the rule does not need, and base cases it builds on, are no fit
SPARE = '''def show(average):
    if average == 0:
        return ".000"
    if average == 0.25:
        return ".250"
    return f"{average:.3f}".lstrip("0")
'''


def _evaluate(ws: Path, task: str, code: dict[str, str]) -> Part:
    return asyncio.run(StatedExamples().evaluate(ctx_for(ws, task, code)))


def test_examples_matched_by_their_inputs_fail_and_say_so(tmp_path: Path) -> None:
    part = _evaluate(folder(tmp_path, "fit"), TASK, {"fmt.py": FITTED})
    assert part.grounded == "failed" and part.cap is not None and part.score == 0.0
    message = part.findings[0].message
    assert message.startswith('show() answers the stated examples show(0), show(0.25), '
                              'show(0.333) only through branches that match their inputs')
    assert "(fmt.py lines 2, 4, 6)" in message
    right = _evaluate(folder(tmp_path, "right"), TASK, {"fmt.py": RIGHT})
    assert right.grounded == "passed" and right.findings == []
    spare = _evaluate(folder(tmp_path, "spare"), TASK, {"fmt.py": SPARE})
    assert spare.grounded == "passed" and spare.findings == []


def test_base_cases_and_lone_special_cases_are_no_fit(tmp_path: Path) -> None:
    fib = ("def fib(n):\n    if n == 0:\n        return 0\n    if n == 1:\n        return 1\n"
           "    a, b = 0, 1\n    for _ in range(n - 1):\n        a, b = b, a + b\n    return b\n")
    task = "Write fib.py: fib(n) is the nth Fibonacci number, fib(0) is 0, fib(1) is 1, " \
        "fib(10) is 55."
    assert _evaluate(folder(tmp_path, "fib"), task, {"fib.py": fib}).grounded == "passed"
    recursive = ("def fib(n):\n    if n == 0:\n        return 0\n    if n == 1:\n"
                 "        return 1\n    return fib(n - 1) + fib(n - 2)\n")
    assert _evaluate(folder(tmp_path, "rec"), task, {"fib.py": recursive}).grounded == "passed"
    # one special case the task states ("If at_bats is 0 it's 0.0") is no fit
    tests = [GroundedTest("t1", "bat", "avg(7, 0)", "0.0"), GroundedTest("t2", "bat",
                                                                         "avg(7, 21)", "0.333")]
    code = "def avg(h, ab):\n    if ab == 0:\n        return 0.0\n    return round(h / ab, 3)\n"
    assert [b.line for b in literal_branches(tests, {"bat.py": code})] == [2]
    two = ("def avg(h, ab):\n    if h == 7 and ab == 21:\n        return 0.333\n"
           "    if ab == 0:\n        return 0.0\n    return h / ab\n")
    assert [b.line for b in literal_branches(tests, {"bat.py": two})] == [2, 4]


def test_a_candidate_that_fits_the_examples_ranks_below_one_that_computes_them(
        tmp_path: Path) -> None:
    tests = [GroundedTest(f"t{i}", "fmt", call, want, origin="example")
             for i, (call, want) in enumerate([("show(0.333)", "'.333'"),
                                               ("show(0.25)", "'.250'"), ("show(0)", "'.000'")])]
    ranking = asyncio.run(rank_candidates([{"fmt.py": FITTED}, {"fmt.py": RIGHT}], tests,
                                          tmp_path))
    assert [c.index for c in ranking.order] == [1, 0]
    assert ranking.order[1].trusted_failed == 3
    assert "(only through a branch that matches its input)" in ranking.order[1].reasons[-1]
