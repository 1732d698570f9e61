"""A result is verified only for the functions a check ran (heldout57's tutor_invoice_module
ended done on its one example of parse_line(); invoice() and students() raised on the log
the task showed)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.engine.test_cheap_checks import ctx_for, folder
from tests.engine.test_stops import progress

from openkoi.engine.evaluators.grounded import StatedExamples
from openkoi.engine.evaluators.unchecked import UNCHECKED, unchecked
from openkoi.engine.stops import threshold_met
from openkoi.records import UNCHECKED_REASON, Evaluation

TASK = ("Please write tutoring.py with parse_line(line) -> (date, name, minutes, kind), "
        "invoice(lines, student, year, month) -> a dict, and students(lines) -> names. "
        'parse_line("2024-03-05 ben 90 online") gives (date(2024, 3, 5), "Ben", 90, '
        '"online"). Use str.split() as print() would.')
CODE = '''
def _kind(word):
    return word


def parse_line(line):
    a, b, c, d = line.split()
    return a, b, int(c), _kind(d)


def invoice(lines, student, year, month):
    return {"student": student}


def students(lines):
    return sorted({parse_line(x)[1] for x in lines})
'''


def test_the_functions_the_task_names_that_no_passing_check_reaches() -> None:
    ran = ['parse_line("2024-03-05 ben 90 online")']
    assert unchecked(TASK, {}, {"tutoring.py": CODE}, ran, []) == ["invoice", "students"]
    # a check of students() runs parse_line() too; a given test file's call counts
    assert unchecked(TASK, {}, {"tutoring.py": CODE}, ["students(['a b 1 c'])"],
                     ["from tutoring import invoice\n\ndef test_it():\n"
                      "    assert invoice([], 'a', 2024, 1)\n"]) == []
    # a statement a check runs first counts too (a doctest session's lines)
    assert unchecked(TASK, {}, {"tutoring.py": CODE}, [*ran, "x = invoice([], 'a', 1, 2)\n",
                                                        "students([])"], []) == []
    # a function the task gave and the work left as it was needs no check of its own (the
    # docstring and the layout may differ); one changed does
    given = CODE.replace("    return {", '    """The bill."""\n    return  {').split(
        "def students")[0]
    assert unchecked(TASK, {"tutoring.py": given}, {"tutoring.py": CODE}, ran, []) == \
        ["students"]
    changed = given.replace('"student": student', '"student": student.title()')
    assert unchecked(TASK, {"tutoring.py": changed}, {"tutoring.py": CODE}, ran, []) == \
        ["invoice", "students"]
    # a name the task writes as a call that the code does not define is not asked for here
    assert unchecked("fix helper(x)", {}, {"m.py": "def f():\n    pass\n"}, [], []) == []
    assert unchecked(TASK, {}, {"tutoring.py": "def parse_line(:\n"}, [], []) == []


def test_a_result_with_functions_no_check_ran_ends_unverified() -> None:
    incomplete = Evaluation(score=0.97, grounded="incomplete", evidence={
        "examples": f"the task {UNCHECKED}: invoice(), students()"})
    stop = threshold_met(progress(0.97, evaluation=incomplete))
    assert stop is not None and stop.status == "unverified" and stop.reason == UNCHECKED_REASON


def test_the_examples_part_is_incomplete_where_they_run_one_function_of_three(
        tmp_path: Path) -> None:
    code = "from datetime import date\n" + CODE.replace(
        "return a, b, int(c), _kind(d)", "return date.fromisoformat(a), b.title(), int(c), d")
    part = asyncio.run(StatedExamples().evaluate(ctx_for(folder(tmp_path, "one"), TASK,
                                                         {"tutoring.py": code})))
    assert part.grounded == "incomplete" and part.score == 1.0
    assert part.evidence.startswith(f"the task {UNCHECKED}: invoice(), students()")
    # an example of each: passed
    task = TASK + (' invoice([], "amy", 2024, 3) is {"student": "amy"}; '
                   'students(["2024-03-05 ben 90 online"]) is ["Ben"].')
    part = asyncio.run(StatedExamples().evaluate(ctx_for(folder(tmp_path, "each"), task,
                                                         {"tutoring.py": code})))
    assert part.grounded == "passed", part.evidence


def test_the_result_line_says_which_checks_did_not_run() -> None:
    from openkoi.progress import summary_line
    from openkoi.records import UNRUN_REASON

    base = {"status": "unverified", "score": 0.97, "iterations": 1,
            "files_changed": ["tutoring.py"], "usage": {"input_tokens": 1, "output_tokens": 2}}
    line = summary_line(base | {"stop_reason": UNCHECKED_REASON})
    assert line.startswith("? Unverified: what ran passed, but no check ran some functions "
                           "the task names (score 0.97)"), line
    unrun = summary_line(base | {"stop_reason": UNRUN_REASON})
    assert unrun.startswith("? Unverified: the runs that passed leave out how the program "
                            "fails"), unrun
    assert "nothing ran the code" not in line + unrun
