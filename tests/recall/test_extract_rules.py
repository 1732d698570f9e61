"""The rule-based learnings drawn from a task's evaluations and outcome."""

from __future__ import annotations

from openkoi.memory import extract
from openkoi.records import Evaluation, Finding, TaskOutcome


def evaluation(score: float, *findings: Finding) -> Evaluation:
    return Evaluation(score=score, findings=[f.to_dict() for f in findings])


FAILING = Finding("major", "tests", "test_x.py::test_day failed: assert (4, 3) == (3, 4)",
                  "test_x.py::test_day", "decide whether the code or the test is wrong")
LINT = Finding("minor", "lint", "F401 `os` imported but unused", "x.py:1", "remove it")
LINT_MOVED = Finding("minor", "lint", "F401 `os` imported but unused", "x.py:7", "remove it")
JUDGE = Finding("major", "judge: correctness", "the function ignores leap years", "x.py:3", "")
STUB = Finding("blocker", "checks", "is_leap() is a stub: its body is only `pass`", "x.py:3", "")


def test_fixed_findings_worked_open_ones_failed() -> None:
    history = [evaluation(0.5, FAILING, LINT, JUDGE), evaluation(0.9, JUDGE, STUB)]
    outcome = TaskOutcome(status="done", score=0.9, best_iteration=2, iterations=2,
                          stop_reason="quality threshold met")
    rules = extract.from_rules(outcome, history)
    worked = [c.text for c in rules if c.type == "worked"]
    failed = [c.text for c in rules if c.type == "failed"]
    assert len(worked) == 2
    assert worked[0].startswith("test_x.py::test_day failed: assert (4, 3) == (3, 4)")
    assert "fixed by iteration 2" in worked[0] and "decide whether" not in worked[0]
    assert "(remove it)" in worked[1]
    # what a check found is learned; the model judge's opinion is not (the embedded judge
    # said a file of 22 tests covered none of the five functions it tested)
    assert failed == ["still wrong at the end: is_leap() is a stub: its body is only `pass` "
                      "at x.py:3"]
    assert extract.worth_asking(outcome, history, rules)


def test_a_lint_finding_on_another_line_is_the_same_finding() -> None:
    history = [evaluation(0.7, LINT), evaluation(0.75, LINT_MOVED)]
    outcome = TaskOutcome(status="below_threshold", score=0.75, best_iteration=2,
                          iterations=2, stop_reason="diminishing returns")
    rules = extract.from_rules(outcome, history)
    assert not [c for c in rules if c.type == "worked"]
    assert [c.text for c in rules] == [
        "the task stopped early (diminishing returns) with score 0.75 after 2 iteration(s)"]


def test_the_judges_reworded_findings_are_not_fixes() -> None:
    reworded = Finding("major", "correctness", "leap years are not handled", "x.py:3", "")
    history = [evaluation(0.6, JUDGE), evaluation(0.9, reworded)]
    outcome = TaskOutcome(status="done", score=0.9, best_iteration=2, iterations=2)
    assert not [c for c in extract.from_rules(outcome, history) if c.type == "worked"]


def test_the_delivered_iteration_decides_after_a_regression() -> None:
    history = [evaluation(0.7, LINT), evaluation(0.4, FAILING)]
    outcome = TaskOutcome(status="below_threshold", score=0.7, best_iteration=1,
                          iterations=2, stop_reason="score regressed (0.40 < 0.70 at "
                          "iteration 1)")
    rules = extract.from_rules(outcome, history, [("run_shell", "exit 127: pyhton: not found"),
                                                  ("run_shell", "exit 127: pyhton: not found"),
                                                  ("read_file", "no such file: a.py"),
                                                  ("read_file", "no such file: b.py")])
    texts = [c.text for c in rules]
    assert not any("test_day" in t for t in texts)  # iteration 2 was not delivered
    assert texts.count("tool run_shell failed: exit 127: pyhton: not found") == 1
    assert "tool read_file failed: no such file: a.py" in texts
    assert "tool read_file failed: no such file: b.py" not in texts  # at most two
    assert any("score regressed" in t for t in texts)


def test_a_clean_first_pass_teaches_nothing() -> None:
    history = [evaluation(0.95)]
    outcome = TaskOutcome(status="done", score=0.95, best_iteration=1, iterations=1,
                          stop_reason="quality threshold met")
    rules = extract.from_rules(outcome, history)
    assert rules == [] and not extract.worth_asking(outcome, history, rules)


def test_errors_and_rejected_plans_teach_nothing() -> None:
    down = TaskOutcome(status="failed", score=0.0, iterations=1,
                       stop_reason="fake (599) unavailable", error="fake (599) unavailable")
    assert extract.from_rules(down, [evaluation(0.0)]) == []
    rejected = TaskOutcome(status="rejected", stop_reason="plan rejected")
    assert extract.from_rules(rejected, []) == []
    assert not extract.worth_asking(rejected, [], [])
    budget = TaskOutcome(status="budget_exhausted", score=0.3, best_iteration=1, iterations=1,
                         stop_reason="token budget spent (900 of 900)")
    assert [c.text for c in extract.from_rules(budget, [evaluation(0.3)])] == [
        "the task stopped early (token budget spent (900 of 900)) with score 0.30 after "
        "1 iteration(s)"]
