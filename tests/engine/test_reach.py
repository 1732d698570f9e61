"""Passing project tests are evidence for a change only where they run it
(openkoi.engine.evaluators.reach): measured with coverage.py, real pytest runs."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.evaluators.base import EvalContext
from openkoi.engine.evaluators.reach import changed_lines, wanted_lines
from openkoi.engine.evaluators.tests import TestRunner
from openkoi.engine.workspace import Snapshot

STUB = "LIMIT = 100\n\n\ndef slug(text):\n    return text\n"
OTHER = "def twice(x):\n    return 2 * x\n"
CALLS = "from slugs import slug\n\ndef test_slug():\n    assert slug('a') == 'a'\n"


def evaluate(ws: Path, before: dict[str, str], after: dict[str, str]):  # type: ignore[no-untyped-def]
    for name, text in before.items():
        (ws / name).write_text(text)
    start = Snapshot.take(ws)
    for name, text in after.items():
        (ws / name).write_text(text)
    ctx = EvalContext("task", ws, start, Snapshot.take(ws), "answer", 1, timeout_s=60)
    return asyncio.run(TestRunner().evaluate(ctx))


def test_an_import_runs_no_function_body() -> None:
    lines = changed_lines(None, STUB.encode())
    # the constant and the def line run at import; the body only when called
    assert wanted_lines(STUB, lines) == {5}
    # a change at module level only: the changed statement itself
    assert wanted_lines("A = 1\nB = 2\n", {2}) == {2}
    # a comment or a docstring changed: nothing to run
    assert wanted_lines('"""doc"""\n# note\nA = 1\n', {1, 2}) == set()
    assert wanted_lines("def f(:\n", {1}) is None


def test_passing_tests_that_never_call_the_change_are_no_evidence(tmp_path: Path) -> None:
    part = evaluate(tmp_path, {"other.py": OTHER, "test_other.py":
                               "from other import twice\n\ndef test_twice():\n"
                               "    assert twice(2) == 4\n"},
                    {"slugs.py": STUB})
    assert part.score == 1.0 and part.grounded == "", part.evidence
    assert "no test runs slugs.py" in part.evidence
    assert any("none of them runs the changed code in slugs.py" in f.message
               for f in part.findings)


def test_a_test_that_imports_but_never_calls_is_no_evidence(tmp_path: Path) -> None:
    part = evaluate(tmp_path, {}, {"slugs.py": STUB, "test_slugs.py":
                                   "import slugs\n\ndef test_limit():\n"
                                   "    assert slugs.LIMIT == 100\n"})
    assert part.grounded == "", part.evidence


def test_a_test_that_calls_the_change_is_evidence(tmp_path: Path) -> None:
    part = evaluate(tmp_path, {}, {"slugs.py": STUB, "test_slugs.py":
                                   "from slugs import slug\n\ndef test_slug():\n"
                                   "    assert slug('a') == 'a'\n"})
    assert part.grounded == "passed", part.evidence
    assert "the tests ran slugs.py (1 changed line(s) ran)" in part.evidence


def test_a_changed_constant_read_by_a_test_is_reached(tmp_path: Path) -> None:
    part = evaluate(tmp_path, {"slugs.py": STUB}, {
        "slugs.py": STUB.replace("100", "80"),
        "test_slugs.py": "import slugs\n\ndef test_limit():\n    assert slugs.LIMIT == 80\n"})
    assert part.grounded == "passed", part.evidence


def test_a_script_the_tests_start_counts_though_unmeasured(tmp_path: Path) -> None:
    script = "import sys\n\nif __name__ == '__main__':\n    print(sys.argv[1].upper())\n"
    test = ("import subprocess, sys\n\ndef test_cli():\n    out = subprocess.run("
            "[sys.executable, 'shout.py', 'hi'], capture_output=True, text=True)\n"
            "    assert out.stdout == 'HI\\n'\n")
    part = evaluate(tmp_path, {}, {"shout.py": script, "test_shout.py": test})
    assert part.grounded == "passed", part.evidence
    # named only in a comment: not started
    part = evaluate(tmp_path / "x" if (tmp_path / "x").mkdir() is None else tmp_path, {}, {
        "shout.py": script, "test_shout.py": "# shout.py is tested elsewhere\n\n"
        "def test_nothing():\n    assert True\n"})
    assert part.grounded == "", part.evidence


def test_failing_tests_still_fail(tmp_path: Path) -> None:
    part = evaluate(tmp_path, {}, {"slugs.py": STUB, "test_slugs.py":
                                   "from slugs import slug\n\ndef test_slug():\n"
                                   "    assert slug('a') == 'b'\n"})
    assert part.grounded == "failed" and part.cap is not None


def test_the_projects_coverage_settings_do_not_break_the_run(tmp_path: Path) -> None:
    (tmp_path / ".coveragerc").write_text("[run]\nplugins = no_such_plugin\nsource = elsewhere\n")
    part = evaluate(tmp_path, {}, {"slugs.py": STUB, "test_slugs.py":
                                   "from slugs import slug\n\ndef test_slug():\n"
                                   "    assert slug('a') == 'a'\n"})
    assert part.grounded == "passed", part.evidence


def test_build_and_docs_configuration_needs_no_test(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    part = evaluate(tmp_path, {}, {
        "slugs.py": STUB, "setup.py": "from setuptools import setup\nsetup(name='x')\n",
        "docs/conf.py": "project = 'x'\n",
        "test_slugs.py": CALLS})
    assert part.grounded == "passed", part.evidence
