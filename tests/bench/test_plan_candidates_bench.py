"""bench/plan_candidates.py without a model: it reads the tuning tasks only, reads a run's
plan log (which candidate was chosen, whether it differs from the first draft) and pairs the
outcomes of N=1 and N=3 in its report."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from benchload import load_bench


def load() -> ModuleType:
    return load_bench("plan_candidates")


def _log(home: Path, candidates: list[dict[str, object]]) -> None:
    folder = home / "data" / "sessions" / "s1"
    folder.mkdir(parents=True)
    (folder / "t1.plans.jsonl").write_text("".join(json.dumps(c) + "\n" for c in candidates))


def plan(steps: list[str]) -> dict[str, object]:
    return {"summary": "s", "steps": steps, "files": ["a.py"], "tools": []}


def test_only_tuning_tasks_and_the_plan_log_is_read(tmp_path: Path) -> None:
    b = load()
    assert b.tuning_tasks() and all(t.part == "tuning" and "/" not in t.id
                                    for t in b.tuning_tasks())
    assert b.plan_choice(tmp_path) == {}  # one plan: no log
    _log(tmp_path / "a", [
        {"number": 1, "total": 0.7, "plan": plan(["write a.py"]), "chosen": False},
        {"number": 2, "total": 0.9, "plan": plan(["write a.py", "test it"]), "chosen": True},
        {"number": 3, "unreadable": True, "problem": "not JSON"}])
    got = b.plan_choice(tmp_path / "a")
    assert got["drafted"] == 3 and got["readable"] == 2 and got["chosen"] == 2
    assert got["differs_from_first"] and got["scores"] == {"1": 0.7, "2": 0.9}
    # another number with the same steps and files is not a different plan
    _log(tmp_path / "b", [
        {"number": 1, "total": 0.8, "plan": plan(["write a.py"]), "chosen": False},
        {"number": 2, "total": 0.8, "plan": plan(["write a.py"]), "chosen": True}])
    assert b.plan_choice(tmp_path / "b")["differs_from_first"] is False


def test_the_report_pairs_the_outcomes_on_the_tasks_every_n_finished() -> None:
    b = load()
    usage = {"tokens_in": 100, "tokens_out": 10, "calls": 2, "wall_s": 5.0}
    rows = [{"task": "x", "candidates": 1, "solved": False, "plan": {}} | usage,
            {"task": "x", "candidates": 3, "solved": True,
             "plan": {"chosen": 2, "differs_from_first": True}} | usage,
            {"task": "y", "candidates": 1, "solved": True, "plan": {}} | usage,
            {"task": "y", "candidates": 3, "solved": True, "plan": {}} | usage,
            {"task": "z", "candidates": 1, "solved": True, "plan": {}} | usage]
    text = b.report(rows, [1, 3])
    assert "tasks with every N finished: 2 (x, y)" in text
    assert "| 3 | 2 | 2 | 1/1 | 200 / 20 | 4 | 10 s |" in text
    assert "solved by 3 only: x; by 1 only: none; same outcome: 1" in text
    assert "no plan log" in text and "1 (y)" in text


def test_which_tasks_get_a_drafted_plan_on_the_embedded_model(tmp_path: Path) -> None:
    b = load()
    (tmp_path / "files").mkdir()
    named = b.suite.Task("t", "tuning", "new", "Create slug.py with slugify(text)", tmp_path)
    drafts, files, _ = b.drafts_a_plan(named)
    assert files == ["slug.py"] and not drafts  # whole files: the task is its own plan
    assert b.drafts_a_plan(named, "tools")[0]  # the tool loop always drafts one
