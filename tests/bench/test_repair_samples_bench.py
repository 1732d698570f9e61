"""bench/repair_samples.py (no model): the states are the recorded failures the loop went on
from, the three retry prompts differ only in what they show, and the report counts a state
as kept-right only where the first candidate passing the visible examples is right."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from benchload import load_bench


def load() -> ModuleType:
    return load_bench("repair_samples")


def test_states_are_the_newest_failures_the_loop_iterated_on(tmp_path: Path) -> None:
    r = load()
    rows = [{"task_id": "HumanEval/2", "mode": "openkoi", "passed": False, "program": "old",
             "feedback": ["first"], "iteration_scores": [0.5, 0.5]},
            {"task_id": "HumanEval/2", "mode": "one-shot", "passed": False, "program": "x"},
            {"task_id": "HumanEval/4", "mode": "openkoi", "passed": False, "program": "p",
             "feedback": [], "iteration_scores": [1.0]},  # ended at once: no retry to study
            {"task_id": "HumanEval/6", "mode": "openkoi", "passed": True, "program": "p",
             "feedback": ["f"], "iteration_scores": [0.5, 1.0]}]
    older, newer = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    older.write_text("".join(json.dumps(x) + "\n" for x in rows))
    newer.write_text(json.dumps(rows[0] | {"program": "new", "feedback": ["second"]}) + "\n")
    found = r.states([str(newer), str(older)], set())
    assert [(s["task_id"], s["program"], s["feedback"], s["score"]) for s in found] == [
        ("HumanEval/2", "new", "second", 0.5)]
    assert r.states([str(older)], {"HumanEval/2"}) == []


def test_the_three_prompts_show_what_their_names_say() -> None:
    r = load()
    problem = {"task_id": "HumanEval/0", "entry_point": "inc",
               "prompt": 'def inc(x):\n    """Add one.\n    >>> inc(1)\n    2\n    """\n'}
    state = {"task_id": "HumanEval/0", "program": "def inc(x):\n    return x - 1\n",
             "feedback": "- [major] example 1 fails: got 0", "score": 0.5}
    anchored, fresh, both = (r.messages(problem, state, v)[1].content for v in r.VARIANTS)
    assert "return x - 1" in anchored and "got 0" in anchored
    assert "return x - 1" not in fresh and "got 0" not in fresh and "Write solution.py now" in fresh
    assert "return x - 1" not in both and "got 0" in both
    assert "test_solution.py" in fresh  # the visible examples, as the workspace holds them
    assert r.visible_pass("def inc(x):\n    return x + 1\n", problem) is True
    assert r.visible_pass("def inc(x):\n    return x\n", problem) is False


def test_the_report_counts_right_candidates_and_the_one_ranking_would_keep() -> None:
    r = load()
    rows = [{"task_id": "A", "variant": "fresh", "sample": 0, "visible": False, "hidden": True,
             "output_tokens": 5},
            {"task_id": "A", "variant": "fresh", "sample": 1, "visible": True, "hidden": False,
             "output_tokens": 5},
            {"task_id": "B", "variant": "fresh", "sample": 0, "visible": True, "hidden": True,
             "output_tokens": 5},
            {"task_id": "B", "variant": "anchored", "sample": 0, "visible": True,
             "hidden": False, "output_tokens": 7}]
    lines = r.report(rows).splitlines()
    assert lines[2] == "| anchored | 1 | 0/1 | 0 | 0 | 7 |"
    assert lines[3] == "| fresh | 2 | 2/3 | 2 | 1 | 15 |"
