"""Tests of code the task gives and leaves alone, each kept for a change it notices."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

from tests.engine.test_cheap_checks import folder
from tests.engine.test_notice import given_then

from openkoi.engine.grounding import GroundedTest, run_grounded
from openkoi.engine.grounding.noticing import noticing_tests
from openkoi.engine.testfile import pytest_file

ORDINAL = '''"""English ordinals."""
import re

_PATTERN = re.compile(r"(0|[1-9][0-9]*)(st|nd|rd|th)", re.IGNORECASE)


def _suffix(n):
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def ordinal(n):
    """n with its suffix: 1 -> '1st', 12 -> '12th'. n must be an int (bool is rejected)
    -> TypeError otherwise; n < 0 -> ValueError."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("needs an int")
    if n < 0:
        raise ValueError("needs a non-negative number")
    return f"{n}{_suffix(n)}"


def parse_ordinal(text):
    """Inverse of ordinal(): '23rd' -> 23. The suffix has to be the right one for the
    number ('23th' is rejected) and leading zeros are not allowed ('007th'); any invalid
    text -> ValueError."""
    m = _PATTERN.fullmatch(text.strip())
    if not m or m.group(2).lower() != _suffix(int(m.group(1))):
        raise ValueError(f"not an ordinal: {text!r}")
    return int(m.group(1))
'''
TASK = ("Write test_ordinal.py (pytest) for ordinal.py so that any change that breaks a rule "
        "of its docstrings gets caught. Don't touch ordinal.py.")
HAPPY = [GroundedTest("1", "ordinal", "ordinal(1)", "'1st'"),
         GroundedTest("2", "ordinal", "ordinal(2)", "'2nd'"),
         GroundedTest("3", "ordinal", "parse_ordinal('23rd')", "23")]


def _files(ws: Path) -> dict[str, bytes]:
    (ws / "ordinal.py").write_text(ORDINAL)
    return {"ordinal.py": ORDINAL.encode()}


def test_tests_are_added_for_what_the_first_ones_let_change_unseen(tmp_path: Path) -> None:
    files = _files(tmp_path)
    added = asyncio.run(noticing_tests(TASK, "ordinal.py", ORDINAL, HAPPY, files, 30))
    shown = [t.describe() for t in added]
    # the rejections the docstring quotes come first, then one call per change unseen
    assert shown[:2] == ["parse_ordinal('23th') raises ValueError",
                         "parse_ordinal('007th') raises ValueError"], shown
    for stated in ("ordinal(-1) raises ValueError", "ordinal(True) raises TypeError",
                   "ordinal(11) == '11th'"):
        assert stated in shown, shown
    assert not any("'ordinal.py'" in s for s in shown)  # a file's name is no input
    assert all(t.origin == "example" for t in added)
    assert len({t.call for t in added}) == len(added)  # no call twice
    # every added test is the given code's own answer
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))
    # a value of another kind is held only where the code refuses it with a stated error
    assert not any("None" in t.call and t.raises is None for t in added)


def test_the_file_they_make_passes_on_the_code_and_the_notice_check(tmp_path: Path) -> None:
    ws = folder(tmp_path, "ws")
    added = asyncio.run(noticing_tests(TASK, "ordinal.py", ORDINAL, HAPPY, _files(ws), 30))
    text = pytest_file([*HAPPY, *added], "ordinal", ORDINAL)
    (ws / "test_ordinal.py").write_text(text)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_ordinal.py"], cwd=ws, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stdout[-2000:]
    weak = given_then(folder(tmp_path, "weak"), TASK, {"ordinal.py": ORDINAL},
                      {"test_ordinal.py": pytest_file(HAPPY, "ordinal", ORDINAL)})
    assert weak.grounded == "failed", weak.evidence
    full = given_then(folder(tmp_path, "full"), TASK, {"ordinal.py": ORDINAL},
                      {"test_ordinal.py": text})
    assert full.findings == [] and full.grounded == "", full.evidence


def test_none_where_the_task_speaks_of_a_bug(tmp_path: Path) -> None:
    task = "ordinal(11) gives '11st', which is a bug. Write test_ordinal.py that shows it."
    assert asyncio.run(noticing_tests(task, "ordinal.py", ORDINAL, HAPPY,
                                      _files(tmp_path), 30)) == []


CAMEL = '''def to_camel(name, upper_first=False):
    """'http_code' -> 'httpCode'; with upper_first=True, 'HttpCode'."""
    words = [w.lower() for w in name.split("_") if w]
    if not words:
        return ""
    first = words[0].capitalize() if upper_first else words[0]
    return first + "".join(w.capitalize() for w in words[1:])
'''


def test_a_flag_left_at_its_default_is_set_the_other_way(tmp_path: Path) -> None:
    from openkoi.engine.evaluators.mutants import branch_mutants

    # each side of the conditional, one change each; the flag's call tells both apart
    changes = [m.change for m in branch_mutants("camel.py", CAMEL, {"to_camel"})]
    assert changes == ["a conditional made the first side on line 6",
                       "a conditional made the second side on line 6"], changes
    (tmp_path / "camel.py").write_text(CAMEL)
    tests = [GroundedTest("1", "camel", "to_camel('http_code')", "'httpCode'")]
    added = asyncio.run(noticing_tests("Write tests/test_camel.py for camel.py; leave it "
                                       "alone.", "camel.py", CAMEL, tests,
                                       {"camel.py": CAMEL.encode()}, 30))
    assert any(t.call.endswith("upper_first=True)") for t in added), \
        [t.describe() for t in added]


def test_a_value_the_request_for_tests_names_is_given(tmp_path: Path) -> None:
    task = ("Write test_ordinal.py (pytest) for ordinal.py; the tests should check the odd "
            "cases like 111-113, and the exception types. Don't touch ordinal.py.")
    added = asyncio.run(noticing_tests(task, "ordinal.py", ORDINAL, HAPPY,
                                       _files(tmp_path), 30))
    shown = [t.describe() for t in added]
    assert "ordinal(111) == '111th'" in shown and "ordinal(113) == '113th'" in shown, shown


def test_the_failures_a_request_for_tests_wishes_for_say_nothing_of_the_code() -> None:
    from openkoi.engine.targets import says_code_is_wrong

    for wish in ("Write tests so that if someone breaks a rule, at least one test should fail.",
                 "Add tests: any change that breaks one of those rules makes at least one "
                 "test fail.", "Cover every rule, so a regression in any single rule gets "
                 "caught.", "When several rules fail, the codes come back in order; test it.",
                 # denied (heldout27's bowling_tests: no test of the given code was built)
                 "bowling.py is already right, so please don't edit it or 'fix' anything.",
                 "If today isn't marked, the streak isn't broken yet.",
                 "Pin every rule down so nobody can break one without a test failing.",
                 # heldout33's pocket_money_tests: no test of the given class was built
                 "I just want tests that would catch it if something in it got broken later.",
                 "Tests, so I know when a rule is broken in future.",
                 # heldout35's bike_repair_tests: what the class refuses, not a bug in it
                 "I care about not being able to add parts or time at the wrong stage."):
        assert not says_code_is_wrong(wish), wish
    for bug in ("The tests fail, fix the bug in calc.py.", "parse('') is broken: it returns 0.",
                "Tests for ordinal.py should fail where 11 gives '11st', which is a bug.",
                "Don't rewrite it; fix the bug in parse().",
                "The tests that do not pass show a bug in calc.py.",
                "When the list is empty the total is broken.",
                "If it is broken, it gives 0 for 'x'.",
                "pack() puts the wrong eggs in the box."):
        assert says_code_is_wrong(bug), bug


def test_a_text_rule_is_loosened_one_way_at_a_time() -> None:
    from openkoi.engine.evaluators.text_mutants import pattern_mutants, predicate_mutants

    code = ('import re\n\n\ndef code(text):\n    if not text.isalpha():\n        raise ValueError'
            '\n    return re.fullmatch(r"[A-Z]{2}[0-9]?", text)\n')
    assert [m.change for m in pattern_mutants("c.py", code)] == [
        "[A-Z] made [A-Z0-9A-Za-z] in the pattern on line 7",
        "{2} made {2,3} in the pattern on line 7",
        "[0-9] made [0-90-9A-Za-z] in the pattern on line 7",
        "a ? dropped in the pattern on line 7"]
    assert [m.change for m in predicate_mutants("c.py", code, {"code"})] == [
        ".isalpha() made .isalnum() on line 5"]


def test_a_comparison_where_the_docstring_says_case_matters_is_made_blind_to_case() -> None:
    # heldout32's typing_speed: no test gave a capital where case decides
    from openkoi.engine.evaluators.text_mutants import case_mutants

    code = ('def key(name):\n    return name.strip().lower()\n\n\ndef wrong(a, b):\n'
            '    """Letters that differ (case matters)."""\n    return sum(1 for x, y in zip(a, b)'
            ' if x != y)\n\n\ndef same(a, b):\n    return a == b\n')
    made = case_mutants("k.py", code, {"key", "wrong", "same"})
    assert [m.change for m in made] == ["x != y made blind to case on line 7"]
    namespace: dict[str, object] = {}
    exec(made[0].text, namespace)  # noqa: S102 (the mutant, run)
    assert namespace["wrong"]("Word", "word") == 0  # type: ignore[operator]


def test_a_comparison_after_the_first_of_a_chain_is_changed_too() -> None:
    from openkoi.engine.evaluators.mutants import chained_mutants

    code = "def ok(w):\n    return 0 < w <= 10\n"
    assert [m.change for m in chained_mutants("w.py", code, {"ok"})] == [
        "<= made < on line 2"]
    assert "0 < w < 10" in chained_mutants("w.py", code, {"ok"})[0].text


def test_changes_held_out_of_the_choice_verify_the_file(tmp_path: Path) -> None:
    from openkoi.engine.evaluators.base import EvalContext
    from openkoi.engine.evaluators.notice import TestsNotice
    from openkoi.engine.grounding import HeldOut, Independent
    from openkoi.engine.grounding.noticing import HeldOutLog
    from openkoi.engine.workspace import Snapshot

    log = HeldOutLog()
    added = asyncio.run(noticing_tests(TASK, "ordinal.py", ORDINAL, HAPPY, _files(tmp_path), 30,
                                       log))
    # a quarter of the value changes were held out, and the chosen tests notice them
    assert len(log.noticed) >= 3, (log.noticed, log.missed)
    assert all(": change (" in said for said in [*log.noticed, *log.missed])
    text = pytest_file([*HAPPY, *added], "ordinal", ORDINAL)

    def judged(held: HeldOut | None):
        ws = folder(tmp_path, f"ws{len(list(tmp_path.iterdir()))}")
        (ws / "ordinal.py").write_text(ORDINAL)
        before = Snapshot.take(ws)
        (ws / "test_ordinal.py").write_text(text)
        ctx = EvalContext(TASK, ws, before, Snapshot.take(ws), "answer", 1, timeout_s=30,
                          independent=Independent(heldout=held) if held else None)
        return asyncio.run(TestsNotice().evaluate(ctx))

    noticed = ("parse_ordinal: change (a)", "ordinal: change (b)", "ordinal: change (c)")
    verified = judged(HeldOut("test_ordinal.py", noticed))
    assert verified.grounded == "passed", verified.evidence
    assert "of 3 change(s) held out" in verified.evidence
    # by construction alone (no held-out changes), or one held-out change missed: no evidence
    assert judged(None).grounded == ""
    missed = judged(HeldOut("test_ordinal.py", noticed, ("ordinal: change (d)",)))
    assert missed.grounded == "" and "missed (a test for it was added afterwards): " \
        "ordinal: change (d)" in missed.evidence, missed.evidence
    assert judged(HeldOut("test_ordinal.py", noticed[:2])).grounded == ""
    # held-out changes never run to an answer (out of time): the file is not verified
    unrun = judged(HeldOut("test_ordinal.py", noticed, (), 2))
    assert unrun.grounded == "" and "2 more held out but not run" in unrun.evidence
    # another file's record says nothing of this one
    assert judged(HeldOut("tests/test_other.py", noticed)).grounded == ""


def test_a_pass_on_the_given_code_is_no_evidence_of_openkois_own_test_file() -> None:
    from openkoi.engine.evaluate import UNTOUCHED, untouched
    from openkoi.engine.evaluators.base import Part

    examples = untouched(Part("examples", 1.0, grounded="passed", evidence="f(1) == 2: passed"))
    assert examples.grounded == "" and examples.evidence.endswith(UNTOUCHED)
    # the notice check's pass rests on the changes held out of the file's making
    assert untouched(Part("notice", 1.0, grounded="passed")).grounded == "passed"
    assert untouched(Part("tests", 0.0, grounded="failed")).grounded == "failed"


def test_a_test_that_ran_out_of_its_share_of_time_is_run_again_before_it_notices(
        tmp_path: Path) -> None:
    from openkoi.engine.grounding.cases import TestResult
    from openkoi.engine.grounding.noticing import _noticed

    (tmp_path / "slow.py").write_text(
        "import time\n\ndef slow(n):\n    time.sleep(0.8)\n    return n\n\n"
        "def hang(n):\n    while True:\n        pass\n")
    slow = GroundedTest("slow", "slow", "slow(2)", "2")
    # out of the half second a test gets in a run of hundreds, but right given more
    assert not asyncio.run(_noticed([TestResult(slow, "timeout", "timeout")], tmp_path, 30))
    hang = GroundedTest("hang", "slow", "hang(2)", "2")
    assert asyncio.run(_noticed([TestResult(hang, "timeout", "timeout")], tmp_path, 30))
    assert asyncio.run(_noticed([TestResult(slow, "passed", "2"),
                                 TestResult(slow, "failed", "3")], tmp_path, 30))


def test_a_guard_that_answers_otherwise_is_skipped() -> None:
    from openkoi.engine.evaluators.mutants import guard_mutants

    code = ("def rain(mm, frozen):\n    if mm < 0:\n        raise ValueError(mm)\n"
            "    if frozen:\n        return 0.0\n    return mm * 0.8\n")
    found = guard_mutants("b.py", code, {"rain"})
    # the guard that raises is raises_nothing's
    assert [m.change for m in found] == ["`if frozen` never taken on line 4"]
    assert "if False:" in found[0].text and "if mm < 0:" in found[0].text


def test_a_list_is_tried_with_an_item_twice_one_fewer_none_and_turned() -> None:
    from openkoi.engine.grounding.noticing import others

    assert others(["B1", "B2"], [], []) == (
        ["['B1', 'B2', 'B2']", "['B1']", "[]", "['B2', 'B1']"], ["None"])
    assert others((1,), [], []) == (["(1, 1)", "()"], ["None"])


def test_a_list_is_tried_at_the_counts_the_text_or_code_writes() -> None:
    """heldout48's dry_cleaning_tests: "every full 5 shirts cost 15.00", and no test had
    five shirts on a ticket: its first or last item repeated up to each count."""
    from openkoi.engine.grounding.noticing import others

    same, _ = others(["shirt", "suit"], [5, 40], [])
    assert "['shirt', 'shirt', 'shirt', 'shirt', 'suit']" in same
    assert "['shirt', 'suit', 'suit', 'suit', 'suit']" in same
    assert not any(s.count("'") > 2 * 12 for s in same)  # 40 is past the longest tried
    assert others(["a"], [3], [])[0] == ["['a', 'a']", "[]", "['a', 'a', 'a']"]


CLOCK = '''"""Clock times."""


def parse_clock(text):
    """Minutes after midnight of a time written "HH:MM", such as "07:45"; anything else
    raises ValueError."""
    hours, sep, minutes = text.strip().partition(":")
    if sep != ":" or len(hours) != 2 or len(minutes) != 2 or not (hours + minutes).isdigit():
        raise ValueError(f"not a time: {text!r}")
    if int(hours) > 23 or int(minutes) > 59:
        raise ValueError(f"no such time: {text!r}")
    return int(hours) * 60 + int(minutes)


def part_of_day(minutes):
    """"night" before 360 minutes after midnight, "day" from 360 up to 1200, "evening"
    from 1200 on."""
    if minutes < 360:
        return "night"
    if minutes < 1200:
        return "day"
    return "evening"
'''
CLOCK_TASK = "Write tests/test_clock.py for clock.py. clock.py is right: leave it as it is."


def test_functions_no_example_calls_get_calls_from_their_parameters(tmp_path: Path) -> None:
    """heldout27's tide_table: docstrings that show no call gave the tests nothing to start
    from, and the file held no test of the given code."""
    import ast

    from openkoi.engine.grounding.seeds import seed_calls
    seeds = seed_calls(ast.parse(CLOCK), CLOCK, ["parse_clock", "part_of_day"])
    assert "parse_clock('07:45')" in seeds["parse_clock"], seeds  # a text where it strips
    assert "part_of_day(360)" in seeds["part_of_day"], seeds  # a number where it compares
    assert not any("'" in c for c in seeds["part_of_day"]), seeds
    ws = folder(tmp_path, "ws")
    (ws / "clock.py").write_text(CLOCK)
    added = asyncio.run(noticing_tests(CLOCK_TASK, "clock.py", CLOCK, [],
                                       {"clock.py": CLOCK.encode()}, 30))
    shown = [t.describe() for t in added]
    assert "parse_clock('07:45') == 465" in shown, shown
    assert any(t.call.startswith("parse_clock(") and t.raises == "ValueError"
               for t in added), shown
    # the edges, from the numbers the docstring writes: 1199 is day, 1200 evening
    assert {"part_of_day(1199) == 'day'", "part_of_day(1200) == 'evening'"} <= set(shown), \
        shown
    full = given_then(folder(tmp_path, "full"), CLOCK_TASK, {"clock.py": CLOCK},
                      {"tests/test_clock.py": pytest_file(added, "clock", CLOCK)})
    assert full.findings == [] and full.grounded == "", full.evidence


MILES = '''RATES = {"motorbike": 0.24, "bicycle": 0.20}
VEHICLES = ("car", "van", "motorbike", "bicycle")


def claim(miles, passengers=0, vehicle="car"):
    """What a journey of miles pays."""
    if vehicle not in VEHICLES:
        raise ValueError(vehicle)
    if vehicle in RATES:
        return round(miles * RATES[vehicle], 2)
    return round(miles * (0.45 + 0.05 * passengers), 2)
'''


def test_a_parameter_with_a_default_is_also_called_with_other_values_by_keyword() -> None:
    # heldout37's mileage_claim_tests: claim() was only ever called with its defaults, so a
    # changed bicycle rate or passenger rule went unnoticed
    import ast

    from openkoi.engine.grounding.seeds import seed_calls

    calls = seed_calls(ast.parse(MILES), MILES, ["claim"])["claim"]
    base = calls[0][:-1]  # the first positional call, each keyword variant on it
    assert "=" not in base
    assert f"{base}, vehicle='bicycle')" in calls, calls
    assert f"{base}, vehicle='motorbike')" in calls, calls
    assert f"{base}, vehicle='car')" not in calls  # the default itself is no other value
    assert f"{base}, passengers=2)" in calls, calls
