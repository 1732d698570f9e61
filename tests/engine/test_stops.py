"""Each stop rule on its own, then the table's order."""

from __future__ import annotations

from dataclasses import replace

from openkoi.engine.evaluators.error_runs import UNRUN
from openkoi.engine.grounding.shown import UNSHOWN
from openkoi.engine.stops import (
    RULES,
    Progress,
    breaks_tests,
    budget_spent,
    diminishing_returns,
    first_stop,
    iterations_used_up,
    regressed,
    threshold_met,
)
from openkoi.records import UNRUN_REASON, UNSHOWN_REASON, UNVERIFIED_REASON, Evaluation


def progress(score: float, **kw: object) -> Progress:
    base = Progress(number=2, passes=3, quality=0.8, evaluation=Evaluation(score=score),
                    score=score, best_score=0.5, best_number=1, previous_score=0.5,
                    improved=score > 0.505, resamples=False)
    return replace(base, **kw)  # type: ignore[arg-type]


def test_threshold_met_needs_the_score_and_no_human() -> None:
    ran = Evaluation(score=0.9, grounded="passed")
    met = threshold_met(progress(0.9, evaluation=ran))
    assert met is not None and met.status == "done"
    judged = threshold_met(progress(0.9))  # only a model judged it
    assert judged is not None and judged.status == "unverified"
    failing = Evaluation(score=0.9, grounded="failed")
    assert threshold_met(progress(0.9, evaluation=failing)) is None  # never done
    assert threshold_met(progress(0.7)) is None
    human = Evaluation(score=0.95, needs_human=True)
    assert threshold_met(progress(0.95, evaluation=human)) is None


def test_checks_that_pass_on_the_starting_code_too_say_so_in_the_reason() -> None:
    unshown = Evaluation(score=0.9, grounded="none", evidence={
        "tests": f"the tests pass on the code as the task gave it too: they {UNSHOWN}"})
    stop = threshold_met(progress(0.9, evaluation=unshown))
    assert stop is not None and stop.status == "unverified" and stop.reason == UNSHOWN_REASON
    judged = threshold_met(progress(0.9))
    assert judged is not None and judged.reason == UNVERIFIED_REASON
    unrun = Evaluation(score=0.9, grounded="none", evidence={
        "program": f"the task {UNRUN}: - unknown unit: print `unknown unit: <UNIT>`, exit 2"})
    stop = threshold_met(progress(0.9, evaluation=unrun))
    assert stop is not None and stop.status == "unverified" and stop.reason == UNRUN_REASON


def test_iterations_used_up_only_on_the_last_pass_and_names_a_human_review() -> None:
    assert iterations_used_up(progress(0.5)) is None
    stop = iterations_used_up(progress(0.5, number=3))
    assert stop is not None and stop.reason == "iterations used up"
    human = Evaluation(score=0.95, needs_human=True)
    stop = iterations_used_up(progress(0.5, number=3, evaluation=human))
    assert stop is not None and stop.reason == "evaluation needs a human review"


def test_regression_stops_an_in_place_strategy_but_not_a_resampling_one() -> None:
    stop = regressed(progress(0.3))
    assert stop is not None and "regressed (0.30 < 0.50 at iteration 1)" in stop.reason
    assert regressed(progress(0.3, resamples=True)) is None
    assert regressed(progress(0.3, resamples=True, number=3)) is not None  # the last sample
    assert regressed(progress(0.498)) is None  # within the noise margin
    assert regressed(progress(0.9)) is None


def test_diminishing_returns_from_the_second_iteration_for_in_place_strategies() -> None:
    assert diminishing_returns(progress(0.51)) is not None
    assert diminishing_returns(progress(0.6)) is None
    assert diminishing_returns(progress(0.51, number=1, previous_score=-1.0)) is None
    assert diminishing_returns(progress(0.51, resamples=True)) is None


def test_budget_rule_carries_the_budgets_reason() -> None:
    assert budget_spent(progress(0.5)) is None
    stop = budget_spent(progress(0.5, budget_spent="time budget spent (601 s of 600 s)"))
    assert stop is not None and stop.status == "budget_exhausted" and "time" in stop.reason


def test_the_table_asks_the_rules_in_order() -> None:
    assert first_stop(progress(0.3)).reason.startswith("score regressed")  # type: ignore[union-attr]
    # a pass that meets the threshold on the last iteration is done, not "used up"
    ran = Evaluation(score=0.9, grounded="passed")
    last = first_stop(progress(0.9, number=3, evaluation=ran))
    assert last is not None and last.status == "done"
    # a spent budget after a good-enough pass still ends done
    done = first_stop(progress(0.9, budget_spent="x", evaluation=ran))
    assert done is not None and done.status == "done"
    assert first_stop(progress(0.6, previous_score=0.4)) is None
    assert first_stop(progress(0.3), rules=RULES[1:]) is not None  # a table can be trimmed


def test_an_evaluation_that_breaks_a_users_test_and_fixes_none_is_no_better() -> None:
    def failing(*ids: str, tests: float = 0.5) -> Evaluation:
        return Evaluation(score=0.5, dimensions={"tests": tests}, findings=[
            {"severity": "major", "dimension": "tests", "message": f"{i} fails",
             "location": i} for i in ids])

    given = {"tests/test_a.py", "a.py"}
    best = failing("tests/test_a.py::test_x")
    assert breaks_tests(failing("tests/test_a.py::test_x", "tests/test_a.py::test_y"),
                        best, given)
    # fixing one while breaking another is a trade, not a loss; the same failures are none
    assert not breaks_tests(failing("tests/test_a.py::test_y"), best, given)
    assert not breaks_tests(failing("tests/test_a.py::test_x"), best, given)
    # tests openkoi wrote itself are not the user's; a best whose tests never ran says nothing
    assert not breaks_tests(failing("tests/test_a.py::test_x", "test_own.py::test_z"), best,
                            given)
    assert not breaks_tests(failing("tests/test_a.py::test_x"), failing(tests=0.0), given)



def test_an_evaluation_that_breaks_a_stated_example_and_fixes_none_is_no_better() -> None:
    # heldout37's babysitting_fee_fix: every repair broke the one example the task called
    # right and fixed none, and the last one was kept on lint and "a file changed"
    def failing(*calls: str, score: float = 0.3) -> Evaluation:
        return Evaluation(score=score, dimensions={"examples": 0.0}, findings=[
            {"severity": "major", "dimension": "examples",
             "message": f"the stated example {c} fails: got 0", "location": "example 1 (task)"}
            for c in calls])

    given = {"babysit.py"}
    best = failing("fee(1) == 54.0", "fee(2) == 39.0")
    assert breaks_tests(failing("fee(1) == 54.0", "fee(2) == 39.0", "fee(3) == 42.0",
                                score=0.33), best, given)
    assert not breaks_tests(failing("fee(2) == 39.0", "fee(3) == 42.0"), best, given)
    assert not breaks_tests(failing("fee(1) == 54.0"), best, given)
    # where either ran no examples there is nothing to compare
    assert not breaks_tests(failing("fee(3) == 42.0"), Evaluation(score=0.2), given)
    # a user's test fixed for an example broken is a trade, not a loss
    both = Evaluation(score=0.3, dimensions={"examples": 0.5, "tests": 0.5}, findings=[
        {"severity": "major", "dimension": "tests", "message": "x fails",
         "location": "tests/test_b.py::test_x"}])
    traded = Evaluation(score=0.4, dimensions={"examples": 0.0, "tests": 1.0}, findings=[
        {"severity": "major", "dimension": "examples",
         "message": "the stated example fee(3) == 42.0 fails: got 0", "location": "example 1"}])
    assert not breaks_tests(traded, both, {"tests/test_b.py"})
