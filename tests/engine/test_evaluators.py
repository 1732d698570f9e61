"""The deterministic evaluators (tests, static analysis) and how parts are weighed."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.evaluate import combine
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.static import StaticAnalysis
from openkoi.engine.evaluators.tests import TestRunner
from openkoi.engine.workspace import Snapshot
from openkoi.records import Finding


def ctx_for(ws: Path, files: dict[str, str]) -> EvalContext:
    before = Snapshot.take(ws)
    for name, text in files.items():
        (ws / name).write_text(text)
    return EvalContext("task", ws, before, Snapshot.take(ws), "answer", 1, timeout_s=60)


def test_pytest_failures_become_findings_and_cap_the_score(tmp_path: Path) -> None:
    ctx = ctx_for(tmp_path, {
        "m.py": "def f():\n    return 1\n",
        "test_m.py": "from m import f\n\ndef test_ok():\n    assert f() == 1\n\n"
                     "def test_bad():\n    assert f() == 2\n"})
    part = asyncio.run(TestRunner().evaluate(ctx))
    assert part.applicable and part.score == 0.5 and part.cap is not None
    assert any("test_m.py::test_bad" in f.message and "assert 1 == 2" in f.message
               for f in part.findings)
    assert "1 failed, 1 passed" in part.evidence


def test_collection_error_is_a_blocker(tmp_path: Path) -> None:
    ctx = ctx_for(tmp_path, {"test_x.py": "import nonexistent_module_xyz\n\ndef test_a():\n"
                                          "    pass\n"})
    part = asyncio.run(TestRunner().evaluate(ctx))
    assert part.score == 0.0
    assert any(f.severity in ("blocker", "major") for f in part.findings)


def test_collection_error_in_the_code_under_test_points_at_that_code(tmp_path: Path) -> None:
    ctx = ctx_for(tmp_path, {
        "sol.py": "def f(xs: List[int]) -> int:\n    return 1\n",
        "test_sol.py": "from sol import f\n\ndef test_f():\n    assert f([]) == 1\n"})
    part = asyncio.run(TestRunner().evaluate(ctx))
    assert part.score == 0.0
    where = [f for f in part.findings if f.location == "sol.py:1"]
    assert where and "NameError" in where[0].message and "sol.py:1" in where[0].fix


def test_no_tests_is_not_applicable(tmp_path: Path) -> None:
    part = asyncio.run(TestRunner().evaluate(ctx_for(tmp_path, {"notes.md": "hi\n"})))
    assert not part.applicable


def test_static_analysis_syntax_error_and_lint(tmp_path: Path) -> None:
    broken = asyncio.run(StaticAnalysis().evaluate(ctx_for(tmp_path, {"a.py": "def f(:\n"})))
    assert broken.score == 0.0 and broken.cap is not None
    assert broken.findings[0].severity == "blocker" and broken.findings[0].location == "a.py:1"
    other = tmp_path / "other"
    other.mkdir()
    lint = asyncio.run(StaticAnalysis().evaluate(ctx_for(other, {
        "b.py": "import os\n\n\ndef g():\n    return undefined_name\n"})))
    codes = {f.message.split(":")[0]: f.severity for f in lint.findings}
    assert codes == {"F401": "minor", "F821": "blocker"} and lint.score == 0.0
    untidy = tmp_path / "untidy"
    untidy.mkdir()
    lint = asyncio.run(StaticAnalysis().evaluate(ctx_for(untidy, {
        "b.py": "import os\n\n\ndef g():\n    return 1\n"})))
    assert 0 < lint.score < 1 and lint.grounded == ""
    clean_dir = tmp_path / "clean"
    clean_dir.mkdir()
    clean = asyncio.run(StaticAnalysis().evaluate(ctx_for(clean_dir, {"c.py": "X = 1\n"})))
    assert clean.score == 1.0 and not clean.findings


def test_combine_renormalises_and_applies_caps() -> None:
    judge = Part("judge", 0.9, dimensions={"correctness": 0.9, "style": 0.9},
                 dimension_weights={"correctness": 0.6, "style": 0.4})
    only_judge = combine([Part("tests", applicable=False), judge])
    assert only_judge.score == 0.9 and set(only_judge.dimensions) == {"correctness", "style"}
    failing = Part("tests", 0.9, cap=0.7, findings=[Finding("major", "tests", "x fails")])
    capped = combine([failing, judge])
    assert capped.score == 0.7 and capped.findings[0]["message"] == "x fails"
    unreadable = combine([Part("judge", 0.0, needs_human=True)])
    assert unreadable.needs_human


def test_lint_findings_repeated_in_many_places_are_one(tmp_path: Path) -> None:
    body = "".join(f"def test_{i}():\n    assert fizz({i})\n\n\n" for i in range(6))
    part = asyncio.run(StaticAnalysis().evaluate(ctx_for(tmp_path, {"test_f.py": body})))
    assert len(part.findings) == 1
    only = part.findings[0]
    assert only.severity == "blocker" and "(6 places" in only.message
    assert only.location == "test_f.py:2" and part.score == 0.0


def test_a_name_the_change_uses_and_nothing_defines_fails_the_code(tmp_path: Path) -> None:
    # heldout33's allotment_harvest_edit: the new function read ``day`` from a loop that
    # unpacked ``_``, and scored 0.97 with a "major" lint finding
    given = ("def old():\n    return missing_before\n\n\n"
             "def kept():\n    return 1\n")
    (tmp_path / "m.py").write_text(given)
    before = Snapshot.take(tmp_path)
    (tmp_path / "m.py").write_text(given + "\n\ndef new(entries):\n"
                                   "    return [day for _, crop in entries]\n\n\n"
                                   "def plan(n):\n    kept = kept(n)\n    return kept\n")
    ctx = EvalContext("task", tmp_path, before, Snapshot.take(tmp_path), "a", 1, timeout_s=60)
    part = asyncio.run(StaticAnalysis().evaluate(ctx))
    by_name = {f.message.split("`")[1]: f for f in part.findings if "F821" in f.message}
    assert by_name["day"].severity == "blocker" and by_name["day"].location == "m.py:10"
    assert by_name["missing_before"].severity == "major"  # the given code had it
    assert [f.severity for f in part.findings if "F823" in f.message] == ["blocker"]
    assert part.grounded == "failed" and part.score == 0.0
    # the given code's undefined name alone is no failure of the change
    (tmp_path / "m.py").write_text(given.replace("return 1", "return 2"))
    ctx = EvalContext("task", tmp_path, before, Snapshot.take(tmp_path), "a", 1, timeout_s=60)
    part = asyncio.run(StaticAnalysis().evaluate(ctx))
    assert part.grounded == "" and [f.severity for f in part.findings] == ["major"]


def test_the_verdicts_schema_bounds_its_findings_and_a_longer_list_still_reads() -> None:
    from openkoi.engine.evaluators.judge import MAX_FINDINGS, verdict_model
    from openkoi.skills.loader import Dimension, Skill

    skill = Skill("t", "t", "", kind="evaluator", dimensions=(Dimension("coverage", 1.0),))
    model = verdict_model(skill)
    # the grammar a local model decodes under closes the list (the embedded model repeated
    # one finding until its tokens ran out, and the verdict could not be read)
    assert model.model_json_schema()["properties"]["findings"]["maxItems"] == MAX_FINDINGS
    many = [{"severity": "minor", "dimension": "coverage", "message": f"m{i}"}
            for i in range(MAX_FINDINGS + 3)]
    assert len(model.model_validate({"scores": {"coverage": 7}, "findings": many})
               .findings) == MAX_FINDINGS + 3  # (cut after parsing: never refused)
