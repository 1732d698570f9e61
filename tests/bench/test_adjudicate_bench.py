"""bench/adjudicate.py (no model): disputes with a known answer are built from written tests
and a task's reference, and answers are compared as outcomes, not as text."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from benchload import load_bench


def load() -> ModuleType:
    return load_bench("adjudicate")


def test_disputes_from_written_tests_know_who_is_right(tmp_path: Path) -> None:
    a = load()
    tests = [{"name": "writer test 1", "module": "roman", "call": "to_roman(4)",
              "expected": "'IIII'", "raises": None, "origin": "writer"},  # wrong
             {"name": "writer test 2", "module": "roman", "call": "to_roman(1994)",
              "expected": "'MCMXCIV'", "raises": None, "origin": "writer"},  # right
             {"name": "writer test 3", "module": "roman", "call": "to_roman(0)",
              "expected": None, "raises": "ValueError", "origin": "writer"}]  # right
    rows = tmp_path / "writer.jsonl"
    rows.write_text(json.dumps({"task": "roman", "source": "roman.py", "tests": tests}) + "\n")
    found = a.from_writer(rows, "tuning", cache_file=tmp_path / "cache.json")
    code_right = [d for d in found if d["right"] == "code"]
    assert [(d["test"]["call"], d["code_gives"]) for d in code_right] == [
        ("to_roman(4)", "'IV'")]  # the reference's result
    test_right = [d for d in found if d["right"] == "test"]
    assert test_right and {d["test"]["call"] for d in test_right} <= {
        "to_roman(1994)", "to_roman(0)"}
    for d in test_right:  # a wrong mutant's result, not the reference's
        assert d["code_gives"] not in ("'MCMXCIV'",) and not d["code_gives"].startswith(
            "raise ValueError")
    assert all("to_roman" in d["prompt"] and d["spec"] == "" for d in found)  # a new file


def test_answers_are_compared_as_outcomes() -> None:
    a = load()
    assert a.reading(actual="(2.0, 2.2)") == "returns (2.0, 2.2)"
    assert a.reading(actual="raise ValueError: no") == "raises ValueError"
    assert a.reading(test={"expected": None, "raises": "KeyError"}) == "raises KeyError"
    assert a.same(a.outcome("returns (2.0, 2.2)"), a.outcome("(2.0, 2.2000000001)"))
    assert not a.same(a.outcome("returns (2.0, 2.2)"), a.outcome("(2.2, 2.0)"))
    assert not a.same(a.outcome("returns (1, 2)"), a.outcome("[1, 2]"))
    assert not a.same(a.outcome("returns True"), a.outcome("1"))
    assert a.same(a.outcome("raises ValueError"), a.outcome("`raises builtins.ValueError`"))
    assert not a.same(a.outcome("returns <object at 0x1>"), a.outcome("<object at 0x1>"))
    assert a.first_line(">>> f(1)\n\n  'x'\nmore") == "'x'"


def test_the_report_counts_sides_per_label(tmp_path: Path) -> None:
    a = load()
    rows = [{"dispute": {"part": "tuning", "right": right}, "how": "predict", "verdict": v,
             "input_tokens": 10, "output_tokens": 1}
            for right, v in [("code", "code"), ("code", "test"), ("test", "test"),
                             ("test", "neither"), ("code", "same")]]
    text = a.report(rows)
    assert "| predict | tuning | code | 2 | 1 | 1 | 0 |" in text
    assert "| predict | tuning | test | 2 | 0 | 1 | 1 |" in text
