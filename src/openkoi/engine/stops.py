"""The loop's stop rules, as a table.

After each iteration the loop builds a ``Progress`` (what this iteration scored, the best so
far, the one before) and asks the rules in order; the first that answers ends the task with
its status and reason. Each rule is a plain function of ``Progress``, so each can be tested
alone and a new one added without touching the loop. Budgets are also enforced inside every
model call (``Budget.call_guard``); the budget rule here stops cleanly between iterations
instead of starting one that cannot finish.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from openkoi.engine.evaluate import ending
from openkoi.engine.evaluators.error_runs import UNRUN
from openkoi.engine.evaluators.grounded import STATED
from openkoi.engine.evaluators.reach import UNREACHED
from openkoi.engine.evaluators.tests import OWN
from openkoi.engine.evaluators.unchecked import UNCHECKED
from openkoi.engine.grounding.shown import UNSHOWN
from openkoi.records import (
    CONTESTED_REASON,
    OWN_TESTS_REASON,
    UNCHECKED_REASON,
    UNREACHED_REASON,
    UNRUN_REASON,
    UNSHOWN_REASON,
    UNVERIFIED_REASON,
    Evaluation,
)

MIN_GAIN = 0.02  # an iteration that improves the score less than this ends the loop
REGRESSION_EPS = 0.005


@dataclass(frozen=True)
class Stop:
    status: str  # the task's status: "done", "unverified", "below_threshold", ...
    reason: str


@dataclass(frozen=True)
class Progress:
    """What the stop rules see after iteration ``number`` of ``passes``."""

    number: int
    passes: int
    quality: float
    evaluation: Evaluation  # the verdict that counts now (the best's when a sample was dropped)
    score: float  # this iteration's own score
    best_score: float  # the best score before this iteration (-1 for none)
    best_number: int  # the iteration that scored it
    previous_score: float  # the score the previous iteration left (-1 for none)
    improved: bool  # this iteration became the best
    resamples: bool  # the attempt strategy samples afresh: a worse sample is not a failure
    budget_spent: str = ""  # why no budget is left for another iteration ("" = some is)


StopRule = Callable[[Progress], Stop | None]


def failing_tests(evaluation: Evaluation, given: Collection[str]) -> set[str]:
    """The tests of files in ``given`` (the user's, as the task gave them) that fail in
    ``evaluation``, by pytest id."""
    ids = (str(f.get("location", "")) for f in evaluation.findings
           if f.get("dimension") == "tests")
    return {i for i in ids if "::" in i and i.split("::", 1)[0] in given}


def failing_examples(evaluation: Evaluation) -> set[str]:
    """The examples the task states that fail in ``evaluation``, by what each states. The
    evaluator lists the first five failures in the examples' own order, so of two
    evaluations of the same examples neither list can hold one the other passes while
    leaving out one it fails."""
    return {message[len(STATED):].split(" fails", 1)[0] for f in evaluation.findings
            if f.get("dimension") == "examples"
            and (message := str(f.get("message", ""))).startswith(STATED)}


def breaks_tests(evaluation: Evaluation, best: Evaluation, given: Collection[str]) -> bool:
    """Whether ``evaluation`` fails a test of the user's that ``best`` passes and passes none
    that ``best`` fails: no better, whatever its score (heldout32's archery_fix: the given
    file failed 2 of its 6 tests and a repair of the wrong function failed 3, yet scored
    0.70 to 0.50, since "no file changed" was gone, and was kept; heldout31's kiln_fix
    alike). Not where ``best``'s tests did not run (none collected). The same for the
    examples the task states (heldout37's babysitting_fee_fix: the given code passed the
    one example the task calls right, every repair failed all of them, and the last was
    kept at 0.33 to 0.31, so the user got a file worse than the one given)."""
    was, now = failing_tests(best, given), failing_tests(evaluation, given)
    if not was and not best.dimensions.get("tests"):
        now = set()  # the user's tests did not run before: nothing to compare
    if "examples" in best.dimensions and "examples" in evaluation.dimensions:
        was |= failing_examples(best)  # a test fixed for an example broken is a trade
        now |= failing_examples(evaluation)
    return bool(now - was) and not was - now


def regressed(p: Progress) -> Stop | None:
    """A worse iteration (from a strategy that edits in place) ends the loop: the next one
    would start from worse files. The best files are put back at the end."""
    if p.improved or (p.resamples and p.number < p.passes):
        return None
    if p.score < p.best_score - REGRESSION_EPS:
        return Stop("below_threshold", f"score regressed ({p.score:.2f} < {p.best_score:.2f} "
                                       f"at iteration {p.best_number})")
    return None


def threshold_met(p: Progress) -> Stop | None:
    """The score reaches the quality goal, no evaluator asked for a human and no grounded
    check fails: "done" when checks that ran the code passed, "unverified" when only a
    model judged or tests written apart from the code disagree (``engine.evaluate.ending``)."""
    end = ending(p.evaluation, p.quality)
    if end is None:
        return None
    if end == "done":
        return Stop(end, "quality threshold met")
    if p.evaluation.grounded == "contested":
        return Stop(end, CONTESTED_REASON)
    if UNRUN in p.evaluation.evidence.get("program", ""):
        return Stop(end, UNRUN_REASON)
    if UNCHECKED in p.evaluation.evidence.get("examples", ""):
        return Stop(end, UNCHECKED_REASON)
    if any(UNSHOWN in text for text in p.evaluation.evidence.values()):
        return Stop(end, UNSHOWN_REASON)
    if UNREACHED in p.evaluation.evidence.get("tests", ""):
        return Stop(end, UNREACHED_REASON)
    if OWN in p.evaluation.evidence.get("tests", ""):
        return Stop(end, OWN_TESTS_REASON)
    return Stop(end, UNVERIFIED_REASON)


def iterations_used_up(p: Progress) -> Stop | None:
    """The last pass ran; an evaluation that needs a human review says so."""
    if p.number < p.passes:
        return None
    return Stop("below_threshold", "evaluation needs a human review"
                if p.evaluation.needs_human else "iterations used up")


def budget_spent(p: Progress) -> Stop | None:
    """No token, cost or time budget is left for another iteration."""
    return Stop("budget_exhausted", p.budget_spent) if p.budget_spent else None


def diminishing_returns(p: Progress) -> Stop | None:
    """From the second iteration on, a gain below MIN_GAIN ends an in-place strategy (a
    resampling one keeps sampling: each sample is independent of the last one's gain)."""
    if p.number >= 2 and not p.resamples and p.evaluation.score - p.previous_score < MIN_GAIN:
        return Stop("below_threshold", "diminishing returns")
    return None


RULES: tuple[StopRule, ...] = (regressed, threshold_met, iterations_used_up, budget_spent,
                               diminishing_returns)


def first_stop(p: Progress, rules: tuple[StopRule, ...] = RULES) -> Stop | None:
    """The first rule that stops the loop, or None to go on."""
    for rule in rules:
        stop = rule(p)
        if stop is not None:
            return stop
    return None
