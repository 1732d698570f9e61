"""Which suspect tests the starting code answers alike contest a result (grounding.inherited)."""

from __future__ import annotations

import asyncio

from openkoi.engine.grounding import GroundedTest, contesting, run_grounded
from openkoi.engine.grounding.laid import laid_down

START = b"""def load(lines):
    return [float(x) for x in lines if not x.startswith('#')]


def mean(lines):
    values = load(lines)
    return sum(values) / len(values)
"""
# the attempt: mean of nothing is None now, blank lines still crash (as they did at the start)
KEPT = START.replace(b"    return sum(values) / len(values)",
                     b"    return sum(values) / len(values) if values else None")
MEAN_BLANK = GroundedTest("w1", "sensors", "mean(['1.0', ''])", "1.0", origin="writer")
LOAD_BLANK = GroundedTest("w2", "sensors", "load(['1.0', ''])", "[1.0]", origin="writer")
LOAD_COMMENT = GroundedTest("w3", "sensors", "load(['#', '2.0'])", "[3.0]", origin="writer")


def _contesting(task: str) -> set[str]:
    suspect = [MEAN_BLANK, LOAD_BLANK, LOAD_COMMENT]

    async def go() -> list[GroundedTest]:
        with laid_down({"sensors.py": KEPT}) as root:
            kept = await run_grounded(suspect, root, 30.0)
        return await contesting(task, suspect, kept, {"sensors.py": START}, 30.0)

    return {t.name for t in asyncio.run(go())}


def test_a_change_contests_with_the_tests_of_what_it_names() -> None:
    # no bug word: the tests of the function the task speaks of contest (the candidates kept
    # the crash there); a test of what the task leaves alone (load) has the starting code
    # as its witness and stays outvoted
    assert _contesting("mean in sensors.py falls over on log files with a blank line: blank "
                       "lines should be skipped, and mean of no readings is None") == {"w1"}


def test_a_bug_contests_with_every_test_the_start_answers_alike() -> None:
    assert _contesting("Fix the bug in sensors.py: mean crashes on blank lines") == \
        {"w1", "w2", "w3"}


def test_a_refactor_contests_with_none() -> None:
    assert _contesting("Refactor sensors.py so that mean is simpler; behaviour must not "
                       "change") == set()
