"""Smoke test of bench/humaneval.py: two tiny problems, the scripted fake model, no network."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from types import ModuleType

from benchload import load_bench

from openkoi.models.scripted import ScriptedModel, tool

ADD = {
    "task_id": "Tiny/0", "entry_point": "add",
    "prompt": 'def add(a, b):\n    """Return a + b.\n    >>> add(2, 3)\n    5\n    """\n',
    "test": "def check(candidate):\n    assert candidate(2, 3) == 5\n"
            "    assert candidate(-1, 1) == 0\n",
}
DOUBLE = {
    "task_id": "Tiny/1", "entry_point": "double",
    "prompt": "from typing import List\n\n\ndef double(xs: List[int]) -> List[int]:\n"
              '    """Double every item.\n    double([1, 2]) ==> [2, 4]\n    """\n',
    "test": "def check(candidate):\n    assert candidate([1, 2]) == [2, 4]\n"
            "    assert candidate([]) == []\n",
}
PLAN = {"summary": "Implement the function", "steps": ["write solution.py"],
        "files": ["solution.py"], "tools": ["write_file"], "estimated_iterations": 1}


def judge(correctness: int) -> dict:
    return {"scores": {"correctness": correctness, "safety": 10, "style": 10}, "findings": []}


def load() -> ModuleType:
    return load_bench("humaneval")


def test_visible_tests_come_only_from_docstring_examples() -> None:
    h = load()
    assert h.docstring_examples(ADD["prompt"], "add") == [("add(2, 3)", "5")]
    assert h.docstring_examples(DOUBLE["prompt"], "double") == [("double([1, 2])", "[2, 4]")]
    # bare words are not Python values: such examples are dropped, not guessed
    assert h.docstring_examples('def f(s):\n    """f(abc) => True\n    """\n', "f") == []
    assert h.visible_tests('def f(x):\n    """No examples."""\n', "f") is None
    one_line = 'def f(a):\n    """\n    >>> f([1, -2]) == -3\n    >>> f([])\n    """\n'
    assert h.docstring_examples(one_line, "f") == [("f([1, -2])", "-3")]
    assert h.select({f"HumanEval/{i}": {} for i in range(20)}, "every8") == [
        "HumanEval/0", "HumanEval/8", "HumanEval/16"]


def test_one_shot_and_openkoi_are_scored_and_resumable(tmp_path: Path) -> None:
    h = load()
    problems = {p["task_id"]: p for p in (ADD, DOUBLE)}
    wrong = "```python\ndef add(a, b):\n    return a - b\n```"
    right_add = "def add(a, b):\n    return a + b\n"
    model = ScriptedModel([
        wrong,  # add, one-shot: fails the hidden tests
        PLAN, tool("write_file", path="solution.py", content=right_add), "done", judge(9),
        "Here:\n```python\ndef double(xs):\n    return [x * 2 for x in xs]\n```",
        PLAN, tool("write_file", path="solution.py",
                   content="def double(xs):\n    return [x * 2 for x in xs]\n"),
        "done", judge(9),
    ])
    out = tmp_path / "results.jsonl"
    cfg = h.Settings(iterations=2, max_steps=4, shell_timeout_s=60)
    lines: list[str] = []
    rows = asyncio.run(h.run_bench(model, problems, ["Tiny/0", "Tiny/1"], h.MODES, cfg,
                                   out=out, log=lines.append))
    assert model.remaining == 0
    passed = {(r["task_id"], r["mode"]): r["passed"] for r in rows}
    assert passed == {("Tiny/0", "one-shot"): False, ("Tiny/0", "openkoi"): True,
                      ("Tiny/1", "one-shot"): True, ("Tiny/1", "openkoi"): True}
    assert len(lines) == 4 and "Tiny/0 openkoi: PASS" in lines[1]
    koi = next(r for r in rows if r["mode"] == "openkoi")
    assert koi["visible_tests"] and koi["iterations"] == 1 and koi["calls"] == 4
    assert koi["tools"] == ["write_file"] and len(koi["iteration_scores"]) == 1
    table = h.summarize(rows, h.MODES)
    assert table["one-shot"]["passed"] == 1 and table["openkoi"]["passed"] == 2
    assert h.repair_rate(rows) == (1.0, 1, 0)
    assert "Repair rate: 100.0%" in h.markdown(table, rows)
    assert "openkoi ended done: " in h.markdown(table, rows)
    # resumable: a second run over the same file makes no model call
    again = asyncio.run(h.run_bench(ScriptedModel([]), problems, ["Tiny/0", "Tiny/1"],
                                    h.MODES, cfg, out=out))
    assert len(again) == 4
    assert len([json.loads(ln) for ln in out.read_text().splitlines()]) == 4


def test_scoring_runs_in_a_subprocess_with_a_timeout() -> None:
    h = load()
    assert h.score("def add(a, b):\n    return a + b\n", ADD) == (True, "")
    ok, why = h.score("def add(a, b):\n    while True:\n        pass\n", ADD, timeout_s=1)
    assert not ok and "timed out" in why
    program = h.extract_code("```python\ndef double(xs):\n    return xs * 2\n```",
                             DOUBLE["prompt"], "double")
    assert program.startswith("from typing import List\n")
    assert h.score(program, DOUBLE)[0] is False


def test_verdicts_count_confidently_wrong_and_outvoted_dones() -> None:
    h = load()
    rows = [
        {"mode": "openkoi", "status": "done", "passed": True, "independent": [
            "f(1) == 1: passed\nsuspect (not obeyed): f(2) == 5"]},
        {"mode": "openkoi", "status": "done", "passed": False, "independent": [
            "suspect (not obeyed): f(0) == 0 [another candidate passes it]"]},
        {"mode": "openkoi", "status": "done", "passed": False,
         "independent": ["f(1) == 1: passed"]},
        {"mode": "openkoi", "status": "unverified", "passed": False, "independent": []},
        {"mode": "one-shot", "passed": False},
    ]
    assert h.verdicts(rows) == {"done": 3, "done_wrong": 2, "outvoted": 2, "outvoted_wrong": 1,
                                "outvoted_backed": 1, "outvoted_backed_wrong": 1}
