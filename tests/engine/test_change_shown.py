"""A change the task asks for is shown only by a check the starting code fails
(``grounding.shown``): the project's tests, the task's examples and the written tests each
count as evidence of a fix only where the code as the task gave it does not pass them."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.evaluators.base import EvalContext
from openkoi.engine.evaluators.grounded import StatedExamples
from openkoi.engine.evaluators.independent import IndependentTests
from openkoi.engine.evaluators.tests import TestRunner
from openkoi.engine.grounding.cases import GroundedTest, Independent
from openkoi.engine.grounding.shown import asks_for_change, start_files
from openkoi.engine.workspace import Snapshot

# shipping is free from 100 on; the old code charges an order of exactly 100
OLD = ("def shipping(total):\n    \"\"\"The shipping fee of an order.\"\"\"\n"
       "    return 0 if total > 100 else 5\n")
NEW = OLD.replace("total > 100", "total >= 100")
TESTS = ("from shop import shipping\n\n"
         "def test_big_orders_ship_free():\n    assert shipping(250) == 0\n\n"
         "def test_small_orders_pay():\n    assert shipping(20) == 5\n")
FIX = "Fix the bug in shop.py: an order of exactly 100 must ship free too."


def context(ws: Path, task: str, before: dict[str, str], after: dict[str, str],
            independent: Independent | None = None) -> EvalContext:
    for name, text in before.items():
        (ws / name).write_text(text)
    start = Snapshot.take(ws)
    for name, text in after.items():
        (ws / name).write_text(text)
    return EvalContext(task, ws, start, Snapshot.take(ws), "answer", 1, timeout_s=60,
                       independent=independent)


def test_project_tests_green_from_the_start_do_not_show_a_fix(tmp_path: Path) -> None:
    part = asyncio.run(TestRunner().evaluate(context(
        tmp_path, FIX, {"shop.py": OLD, "test_shop.py": TESTS}, {"shop.py": NEW})))
    assert part.score == 1.0 and part.grounded == ""  # passed, but no evidence of the fix
    assert "also pass on the code as the task gave it" in part.findings[-1].message
    assert part.findings[-1].severity == "minor"


def test_a_test_the_starting_code_fails_shows_the_fix(tmp_path: Path) -> None:
    edge = TESTS + "\ndef test_exactly_100_ships_free():\n    assert shipping(100) == 0\n"
    # the attempt added the failing case to the tests: it is run against the old code too
    part = asyncio.run(TestRunner().evaluate(context(
        tmp_path, FIX, {"shop.py": OLD, "test_shop.py": TESTS},
        {"shop.py": NEW, "test_shop.py": edge})))
    assert part.grounded == "passed" and part.findings == []


def test_a_refactor_keeps_its_green_tests_as_evidence(tmp_path: Path) -> None:
    tidy = OLD.replace('"""The shipping fee of an order."""', '"""Fee for shipping."""')
    part = asyncio.run(TestRunner().evaluate(context(
        tmp_path, "Tidy up the docstring in shop.py", {"shop.py": OLD, "test_shop.py": TESTS},
        {"shop.py": tidy})))
    assert part.grounded == "passed"


def test_examples_and_written_tests_the_old_code_passes_show_nothing(tmp_path: Path) -> None:
    for sub in "abcd":
        (tmp_path / sub).mkdir()
    examples = asyncio.run(StatedExamples().evaluate(context(
        tmp_path / "a", FIX + " For example shipping(250) == 0.", {"shop.py": OLD},
        {"shop.py": NEW})))
    assert examples.score == 1.0 and examples.grounded == ""
    shown = asyncio.run(StatedExamples().evaluate(context(
        tmp_path / "b", FIX + " For example shipping(100) == 0.", {"shop.py": OLD},
        {"shop.py": NEW})))
    assert shown.grounded == "passed"

    def written(*pairs: tuple[str, str]) -> Independent:
        tests = tuple(GroundedTest(f"t{i}", "shop", call, want, origin="writer")
                      for i, (call, want) in enumerate(pairs))
        return Independent(tests=tests, agreement=3, sampled=3, trusted_passed=True)

    same = asyncio.run(IndependentTests().evaluate(context(
        tmp_path / "c", FIX, {"shop.py": OLD}, {"shop.py": NEW},
        written(("shipping(250)", "0"), ("shipping(20)", "5"), ("shipping(101)", "0")))))
    assert same.score == 1.0 and same.grounded == ""
    assert "do not show the change" in same.evidence
    fixed = asyncio.run(IndependentTests().evaluate(context(
        tmp_path / "d", FIX, {"shop.py": OLD}, {"shop.py": NEW},
        written(("shipping(250)", "0"), ("shipping(20)", "5"), ("shipping(100)", "0")))))
    assert fixed.grounded == "passed"


def test_which_tasks_must_show_a_change_and_what_they_run_against() -> None:
    assert asks_for_change(FIX)
    assert asks_for_change("Sort the plants by name instead of by date in plants.py")
    assert not asks_for_change("Rename total() to subtotal() in cart.py")
    # every edit, unless the words say the behaviour stays
    assert asks_for_change("Add a method overtime(limit=40) to the Timesheet class")
    assert asks_for_change("Blank lines should be skipped, just like the comment lines are")
    assert not asks_for_change("Refactor shipping.py: replace the magic numbers with "
                               "constants. Behaviour must not change.")
    assert not asks_for_change("Add docstrings to the functions in util.py")
    assert asks_for_change("Refactor parse() and fix the bug with empty input")
    before = {"shop.py": b"old", "test_shop.py": b"t", "data.csv": b"a"}
    after = {"shop.py": b"new", "test_shop.py": b"t2", "data.csv": b"a", "helper.py": b"h"}
    assert start_files(before, after) == {"shop.py": b"old", "test_shop.py": b"t2",
                                          "data.csv": b"a"}
