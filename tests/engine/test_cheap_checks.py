"""Cheap checks before any model judges, and the grounded evaluators that run the code:
stubs, named functions and signatures, programs that never run or print the wrong thing,
tests the task asks for, stated examples; and the verdict rule on top of them."""

from __future__ import annotations

import ast
import asyncio
from pathlib import Path

from openkoi.engine.evaluate import combine, ending
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.checks import CheapChecks, asks_for_tests, require_tests_ran
from openkoi.engine.evaluators.grounded import (
    Example,
    ProgramRuns,
    StatedExamples,
    command_examples,
    shown_files,
)
from openkoi.engine.evaluators.tests import TestRunner
from openkoi.engine.workspace import Snapshot
from openkoi.records import Evaluation


def ctx_for(ws: Path, task: str, files: dict[str, str]) -> EvalContext:
    before = Snapshot.take(ws)
    for name, text in files.items():
        (ws / name).write_text(text)
    return EvalContext(task, ws, before, Snapshot.take(ws), "answer", 1, timeout_s=30)


def folder(root: Path, name: str) -> Path:
    (root / name).mkdir()
    return root / name


def check(ws: Path, task: str, files: dict[str, str]) -> Part:
    return asyncio.run(CheapChecks().evaluate(ctx_for(ws, task, files)))


def test_stubs_are_blockers_but_abstract_methods_are_not(tmp_path: Path) -> None:
    part = check(tmp_path, "Write the shapes module", {"shapes.py": (
        "from abc import ABC, abstractmethod\n\n"
        "def area(r):\n    # compute the area here\n    pass\n\n"
        "def todo():\n    ...\n\n"
        "def later():\n    \"\"\"Soon.\"\"\"\n    raise NotImplementedError\n\n"
        "class Shape(ABC):\n    @abstractmethod\n    def size(self):\n        ...\n\n"
        "def real(x):\n    return x\n")})
    stubbed = sorted(f.message.split("(")[0] for f in part.findings)
    assert stubbed == ["area", "later", "todo"]
    assert all(f.severity == "blocker" for f in part.findings)
    assert part.grounded == "failed" and part.cap is not None


def test_the_names_and_signatures_the_task_states_must_exist(tmp_path: Path) -> None:
    part = check(tmp_path, "Write parse_size(text, unit) and class Stack in sizes.py; use "
                 "os.path.join() and len() as needed; parse_size('1k') == 1024",
                 {"sizes.py": "def parse_size(text):\n    return int(text)\n"})
    messages = [f.message for f in part.findings]
    assert any("parse_size() does not take the 2 parameter(s)" in m for m in messages)
    assert any("class Stack is named in the task but not defined" in m for m in messages)
    assert not any("join" in m or "len" in m for m in messages)
    ok = check(tmp_path / "ok" if (tmp_path / "ok").mkdir() is None else tmp_path,
               "Write parse_size(text) in sizes.py",
               {"sizes.py": "def parse_size(text, unit=1):\n    return int(text) * unit\n"})
    assert ok.findings == [] and ok.grounded == ""  # no finding is no proof either
    # heldout13's inventory_transfer states a method with its self: "transfer(self, other,
    # sku, qty)"; every right version had "does not take the 4 parameter(s)"
    method = ("class Inventory:\n    def transfer(self, other, sku, qty):\n"
              "        return qty\n")
    (tmp_path / "m").mkdir()
    stated = check(tmp_path / "m", "Add a method `transfer(self, other, sku, qty)` to the "
                   "Inventory class in inventory.py", {"inventory.py": method})
    assert stated.findings == [], [f.message for f in stated.findings]
    (tmp_path / "w").mkdir()
    wrong = check(tmp_path / "w", "Add a method `transfer(self, other, sku, qty)` to the "
                  "Inventory class in inventory.py",
                  {"inventory.py": method.replace(", qty)", ")").replace("return qty", "return 0")})
    assert any("transfer() does not take the 3 parameter(s)" in f.message for f in wrong.findings)


def test_an_edit_that_changed_nothing_is_no_work_done(tmp_path: Path) -> None:
    # heldout15's inventory_fulfil: inventory.py written back as it was, the project's tests
    # green from the start, and the run ended done, score 1.00, with no fulfil() anywhere
    code = "class Inventory:\n    def add(self, sku, qty):\n        return qty\n"
    (tmp_path / "inventory.py").write_text(code)
    task = "In inventory.py, add a method `fulfil(self, order)` to the `Inventory` class."
    part = check(tmp_path, task, {"inventory.py": code})
    assert part.grounded == "failed"
    assert [f.message for f in part.findings] == [
        "fulfil() is named in the task but not defined",
        "the task asks for a change to inventory.py, but no file changed"]
    # a bug report with no verb of editing (heldout4's invoice-shipping) asks for one too
    report = "There are two problems in inventory.py: add() takes negative quantities."
    assert [f.message for f in check(tmp_path, report, {"inventory.py": code}).findings] == [
        "the task asks for a change to inventory.py, but no file changed"]
    # a request asked as a question is a request (heldout32's cribbage_fix ended unverified,
    # score 1.00, with the given file as it was)
    for polite in ("I think there's a bug in inventory.py. Could you track it down and fix it?",
                   "Can you add a fulfil method to inventory.py?"):
        assert [f.message for f in check(tmp_path, polite, {"inventory.py": code}).findings
                if "no file changed" in f.message] == [
            "the task asks for a change to inventory.py, but no file changed"]
    # a question about a file, or a task that names no file it gave: no such blocker
    for ask in ("Explain what inventory.py does", "Does add() in inventory.py handle 0?",
                "Could you explain how to fix inventory.py?",
                "Add a method fulfil to the Inventory class."):
        assert not [f for f in check(tmp_path, ask, {"inventory.py": code}).findings
                    if "no file changed" in f.message]
    done = code + "    def fulfil(self, order):\n        return 0\n"
    assert check(tmp_path, task, {"inventory.py": done}).findings == []


def test_a_file_the_task_says_to_leave_alone_is_no_change_it_asks_for(tmp_path: Path) -> None:
    # heldout18's soundex_tests, heldout19's numwords_tests: the bare workspace was caught,
    # but as "the task asks for a change to soundex.py", which it said not to modify
    code = "def say(n):\n    return str(n)\n"
    (tmp_path / "numwords.py").write_text(code)
    for words in ("Please leave numwords.py itself alone.", "Don't modify numwords.py.",
                  "numwords.py must not change."):
        task = f"Write tests in tests/test_numwords.py for numwords.py. {words}"
        assert not [f for f in check(tmp_path, task, {"numwords.py": code}).findings
                    if "no file changed" in f.message], words


def test_a_helper_the_given_tests_define_is_not_the_tasks_to_define(tmp_path: Path) -> None:
    # heldout16's token_bucket_fix: its session builds FakeClock(), the given tests' clock;
    # "FakeClock() is named in the task but not defined" stopped every right version
    (tmp_path / "test_throttle.py").write_text(
        "class FakeClock:\n    def __call__(self):\n        return 0.0\n\n\n"
        "def test_take():\n    pass\n")
    task = ("please fix throttle.py:\n>>> clock = FakeClock()\n"
            ">>> b = TokenBucket(rate=1, capacity=3, clock=clock)\n")
    code = ("class TokenBucket:\n    def __init__(self, rate, capacity, clock):\n"
            "        self.clock = clock\n")
    assert check(tmp_path, task, {"throttle.py": code}).findings == []
    # a test file the attempt writes itself is no excuse for a name the task asks for
    part = check(folder(tmp_path, "written"), task, {
        "throttle.py": code, "test_throttle.py": "class FakeClock:\n    pass\n"})
    assert [f.message for f in part.findings] == [
        "FakeClock() is named in the task but not defined"]


def test_a_standard_class_of_a_module_the_code_imports_from_is_not_the_tasks(
        tmp_path: Path) -> None:
    # heldout46's paper_round_fix: "date(2024, 3, 1)" in a task whose code imports timedelta
    # from datetime; "date() is named in the task but not defined" stopped its reference
    from openkoi.engine.evaluators.checks import missing_names
    task = "next_round(date(2024, 3, 1)) should give date(2024, 3, 8), fix rounds.py"
    code = ("from datetime import timedelta\n\n\n"
            "def next_round(day):\n    return day + timedelta(days=7)\n")
    assert missing_names(task, {"rounds.py": ast.parse(code)}) == []
    # without the import the task's date() is still a name to define, and so is a name no
    # standard module the code uses has
    bare = "def next_round(day):\n    return day\n"
    assert [f.message for f in missing_names(task, {"rounds.py": ast.parse(bare)})] == [
        "date() is named in the task but not defined"]
    # heldout50's skip_hire_fix: a standard value type written only where a value goes (in
    # another call's arguments, after "==") is that type, whatever the code imports
    given = ("next_round(date(2024, 6, 3), date(2024, 6, 7)) == 330.0, and next_round(x) "
             "== date(2024, 3, 8)")
    assert missing_names(given, {"rounds.py": ast.parse(bare)}) == []
    other = "Add route(day) to rounds.py: route(date(2024, 3, 1)) gives 3."
    assert [f.message for f in missing_names(other, {"rounds.py": ast.parse(code)})] == [
        "route() is named in the task but not defined"]


def test_the_values_a_request_for_tests_names_must_be_in_the_tests(tmp_path: Path) -> None:
    # heldout16's elo_tests: "tests have to hit the exact boundaries (exactly 30 games,
    # rating exactly 2400)", and a wrong version's tests used neither
    task = ("Write elo.py with k_factor(rating, games) + pytest tests in test_elo.py. "
            "k_factor is 40 if games < 30, else 10 if rating >= 2400, else 20. Tests have "
            "to hit the exact boundaries (exactly 30 games, rating exactly 2400), at least "
            "3 tests, each with step > 1.")
    code = ("def k_factor(rating, games):\n    if games < 30:\n        return 40\n"
            "    return 10 if rating >= 2400 else 20\n")
    none = "from elo import k_factor\n\n\ndef test_k():\n    assert k_factor(2700, 300) == 10\n"
    part = check(folder(tmp_path, "none"), task, {"elo.py": code, "test_elo.py": none})
    assert [f.message for f in part.findings] == [
        "the task asks the tests to use 30, but no test does",
        "the task asks the tests to use 2400, but no test does"]
    hit = none + "\n\ndef test_edges():\n    assert k_factor(2400, 30) == 10\n"
    assert check(folder(tmp_path, "hit"), task, {"elo.py": code, "test_elo.py": hit}
                 ).findings == []


def test_a_length_the_request_for_tests_names_is_hit_by_a_string_that_long(
        tmp_path: Path) -> None:
    # heldout17's password_policy_tests: "the length boundary (9 characters fails, exactly 10
    # passes)"; right tests write a 9-character password, not the number 9
    task = ("Write policy.py with check(pw) and test_policy.py with pytest tests. The tests "
            "should cover the length boundary (9 characters fails, exactly 10 passes).")
    code = "def check(pw):\n    return [] if len(pw) >= 10 else ['length']\n"
    head = "from policy import check\n\n\ndef test_length():\n"
    strings = head + "    assert check('Abcdefg12')\n    assert not check('Abcdefgh12')\n"
    built = head + "    assert check('Ab1' * 3)\n    assert not check('Ab1' * 3 + 'x')\n"
    for name, tests in (("strings", strings), ("built", built)):
        assert check(folder(tmp_path, name), task, {"policy.py": code, "test_policy.py": tests}
                     ).findings == []
    short = head + "    assert check('Ab1')\n    assert not check('Abcdefgh12')\n"
    part = check(folder(tmp_path, "short"), task, {"policy.py": code, "test_policy.py": short})
    assert [f.message for f in part.findings] == [
        "the task asks the tests to use 9, but no test does"]


def test_a_doctest_a_bug_report_shows_is_read_with_the_value_it_says_is_right() -> None:
    # heldout17's rle_fix: ">>> encode('aaabccdddd')\n'3a1b2c'\n\nexpected '3a1b2c4d'"
    from openkoi.engine.grounding.examples import stated_examples
    task = (">>> encode('aaabccdddd')\n'3a1b2c'\n\nexpected '3a1b2c4d'. And decode fails:\n"
            ">>> decode('12a')\nTraceback (most recent call last):\n  ...\nValueError: no\n\n"
            "should return 'aaaaaaaaaaaa'.\n>>> size('ab')\n2\nShould be `[1, 1]`, I think.\n"
            ">>> keep(1)\n1\n\nIt should be fast, too.")
    assert stated_examples(task) == [("encode('aaabccdddd')", "'3a1b2c4d'", None),
                                     ("decode('12a')", "'aaaaaaaaaaaa'", None),
                                     ("size('ab')", "[1, 1]", None), ("keep(1)", "1", None)]


def test_a_bug_reports_doctest_and_refusal_are_read_with_the_value_it_says_is_right() -> None:
    # heldout39's cinema_seats_fix: the doctest's None (the bug) and the refusal were held as
    # the examples, and a right fix failed them
    from openkoi.engine.grounding.examples import stated_examples
    task = ('Bug in seats.py:\n\n>>> print(first_free("XX..X...", 3))\nNone\n\nSeats 5, 6 and 7 '
            'are free there, so it should be 5. And on an empty row, book("....", 2) raises '
            'ValueError when it should give "XX..".')
    assert stated_examples(task) == [('first_free("XX..X...", 3)', "5", None),
                                     ('book("....", 2)', '"XX.."', None)]
    assert stated_examples('book("....", 2) raises ValueError when it should give "XX..".') \
        == [('book("....", 2)', '"XX.."', None)]  # at the start of its line too
    # another case stated after a doctest is no correction of it
    assert stated_examples(">>> f(2)\n4\n\nFor odd numbers, it should be 0.") == [
        ("f(2)", "4", None)]
    # a printed value is the call's where it prints as written; a string prints unquoted
    assert stated_examples(">>> print(total([1, 2]))\n3\n>>> print(name(1))\nBo\n") == [
        ("total([1, 2])", "3", None), ("print(name(1))", "Bo", None)]
    # a refusal with no value said instead is no example; a plain one still is
    assert stated_examples("So f(0) raises ValueError when it should give the empty list.") == []
    assert stated_examples("f(-1) raises ValueError.") == [("f(-1)", None, "ValueError")]


def test_a_refusal_the_sentence_calls_a_failure_is_the_bug_not_an_example() -> None:
    # heldout45's bottle_deposit_fix: "it gives up: f('1.5l') raises ValueError" was held as
    # the example, and the fix as wrong
    from openkoi.engine.grounding.examples import stated_examples
    task = ("It's fine with cans, but as soon as a size has a decimal point it gives up: "
            "size('1.5l') raises ValueError saying it's not a size, and so does size('0.75L'). "
            "It crashes on an empty bag too: total([]) raises IndexError.")
    assert stated_examples(task) == []
    # ... and a call that "crashes when it should give" a value states that value
    assert stated_examples("So refund(['1.5l', 'can']) crashes when it should give 0.45, "
                           "and total([2]) fails instead of 2.") == [
        ("refund(['1.5l', 'can'])", "0.45", None), ("total([2])", "2", None)]
    # the failure said in an earlier sentence leaves a stated refusal standing
    assert stated_examples("It crashes on 1.5l. Still, size('pint') raises ValueError.") == [
        ("size('pint')", None, "ValueError")]


def test_a_doctest_of_several_lines_is_read_as_one_call() -> None:
    # heldout24's contact_merge: a call over four "..." lines, with a doctest directive,
    # gave no example, and the file built from the given code held no test
    from openkoi.engine.grounding.examples import stated_examples
    text = (">>> merge([\n...     {'a': 1},\n...     {'a': 2},\n... ])  # doctest: "
            "+NORMALIZE_WHITESPACE\n[{'a': 1},\n {'a': 2}]\n>>> merge([])  # doctest: +SKIP\n"
            "[]\n")
    assert stated_examples(text) == [("merge([{'a': 1}, {'a': 2}])", "[{'a': 1}, {'a': 2}]",
                                      None)]  # (not the one doctest skips)


def test_an_iso_date_a_call_should_give_is_compared_as_its_text() -> None:
    # heldout16's meetup_dates_fix: "should be 2024-12-26." was read as 2024 - 12 - 26
    from openkoi.engine.grounding.examples import examples_to_tests
    code = "import datetime\n\n\ndef last(y, m):\n    return datetime.date(y, m, 26)\n"
    [test] = examples_to_tests("Fix dates.py: `last(2024, 12)` should be 2024-12-26.",
                               {"dates.py": code}, {"dates.py": code})
    assert (test.call, test.expected) == ("str(last(2024, 12))", "'2024-12-26'")


def test_an_import_the_task_says_works_must_find_each_name(tmp_path: Path) -> None:
    # heldout16's trailstats_pkg: an __init__.py that re-exported too little, seen by no check
    task = ("Make a package `trail` with trail/geo.py (haversine_m) and trail/track.py "
            "(class Track, load_csv), so `from trail import Track, load_csv` works.")
    geo = "def haversine_m(a, b, c, d):\n    return 0.0\n"
    track = ("class Track:\n    def __init__(self, pts):\n        self.pts = pts\n\n\n"
             "def load_csv(path):\n    return Track([])\n")
    (tmp_path / "a" / "trail").mkdir(parents=True)
    (tmp_path / "b" / "trail").mkdir(parents=True)
    short = check(tmp_path / "a", task, {"trail/geo.py": geo, "trail/track.py": track,
                                         "trail/__init__.py": "from .track import Track\n"})
    assert [f.message for f in short.findings] == [
        "the task says `from trail import Track, load_csv` works, but trail/__init__.py "
        "gives no load_csv"]
    full = check(tmp_path / "b", task, {
        "trail/geo.py": geo, "trail/track.py": track,
        "trail/__init__.py": "try:\n    from .track import Track, load_csv\nexcept ImportError:"
                             "\n    raise\n"})
    assert full.findings == []
    # a star import may give any name; a module the workspace lacks is another check's
    from openkoi.engine.evaluators.imports import unexported
    star = {"trail/__init__.py": ast.parse("from .track import *\n")}
    assert unexported(task, star, set(star)) == []
    assert unexported("`from datetime import date` works", {}, set()) == []


def test_the_names_an_init_is_said_to_export_must_be_there_and_in_its_all() -> None:
    # heldout18's rpn_package: "rpn/__init__.py exports evaluate, tokenize and RPNError, with
    # `__all__` listing exactly those three"; an __init__.py with evaluate alone passed
    from openkoi.engine.evaluators.imports import stated_exports, unexported
    task = ("- rpn/calc.py: evaluate(text).\n- rpn/__init__.py exports evaluate, tokenize and "
            "RPNError, with `__all__` listing exactly those three.")
    assert stated_exports(task) == [("rpn", ["evaluate", "tokenize", "RPNError"], True)]
    assert stated_exports("shop/__init__.py should export both, so that x works") == [
        ("shop", [], False)]
    parts = {"rpn/calc.py": "from rpn.tokens import tokenize\ndef evaluate(t):\n    return 0\n",
             "rpn/tokens.py": "def tokenize(t):\n    return []\n",
             "rpn/errors.py": "class RPNError(ValueError):\n    pass\n"}

    def findings(init: str) -> list[str]:
        trees = {n: ast.parse(t) for n, t in {**parts, "rpn/__init__.py": init}.items()}
        return [f.message for f in unexported(task, trees, set(trees))]

    said = "the task says rpn/__init__.py exports evaluate, tokenize, RPNError"
    assert findings("from .calc import evaluate\n__all__ = ['evaluate']\n") == [
        f"{said}, but it gives no tokenize", f"{said}, but it gives no RPNError"]
    full = ("from .calc import evaluate\nfrom .errors import RPNError\n"
            "from .tokens import tokenize\n")
    assert findings(full + "__all__ = ['evaluate', 'tokenize']\n") == [
        f"{said}, with __all__ listing them, but its __all__ leaves out RPNError"]
    assert findings(full + "__all__ = ('evaluate', 'tokenize', 'RPNError')\n") == []
    assert findings(full) == []  # no __all__ written: the imports are what it exports


def test_builtin_round_where_the_task_says_halves_round_up_is_a_finding(
        tmp_path: Path) -> None:
    # heldout16's color_utils_tests and recipe_quantities: a wrong version of each rounded
    # with round(), which takes 2.5 to 2, and passed every other check
    task = "Write mix.py with mix(a, b, t): a + (b - a) * t rounded to an int, .5 going up."
    bankers = "def mix(a, b, t):\n    return round(a + (b - a) * t)\n"
    part = check(folder(tmp_path, "bankers"), task, {"mix.py": bankers})
    assert part.grounded == "failed"
    assert [(f.message.split(",")[0], f.location) for f in part.findings] == [
        ("the task says halves round up", "mix.py:2")]
    up = "import math\n\n\ndef mix(a, b, t):\n    return math.floor(a + (b - a) * t + 0.5)\n"
    assert check(folder(tmp_path, "up"), task, {"mix.py": up}).findings == []
    # where the task says nothing of halves, round() is no finding
    plain = task.replace(", .5 going up", "")
    assert check(folder(tmp_path, "plain"), plain, {"mix.py": bankers}).findings == []


def test_a_call_of_what_the_code_imports_or_a_standard_module_holds_is_not_missing(
        tmp_path: Path) -> None:
    # heldout8's count-workdays and heldout9's fix-business-days: every right version had
    # "date() is named in the task but not defined", which stopped right work
    task = ("Create workdays.py with count_workdays(start, end) that takes two datetime.date "
            "objects. Example: count_workdays(date(2024, 1, 5), date(2024, 1, 9)) returns 2. "
            "Also write next_day(d).")
    code = "def count_workdays(start, end):\n    return (end - start).days\n"
    part = check(folder(tmp_path, "qualified"), task, {"workdays.py": code})
    assert [f.message for f in part.findings] == ["next_day() is named in the task but not "
                                                  "defined"]
    part = check(folder(tmp_path, "imported"), task.replace("datetime.date", "date"),
                 {"workdays.py": "from datetime import date\n\n" + code
                  + "\n\ndef next_day(d):\n    return d\n"})
    assert part.findings == []
    # a standard value type the task writes only where a value goes is that type, though
    # the code neither imports nor defines it (heldout50's skip_hire_fix: dates come in as
    # arguments, and its reference had the finding) ...
    part = check(folder(tmp_path, "neither"), task.replace("datetime.date", "date"),
                 {"workdays.py": code + "\n\ndef next_day(d):\n    return d\n"})
    assert part.findings == []
    # ... and one the task asks for in its own words is the task's to define
    part = check(folder(tmp_path, "asked"), task.replace("datetime.date", "date")
                 + " And write date(text) that reads 2024-01-05.",
                 {"workdays.py": code + "\n\ndef next_day(d):\n    return d\n"})
    assert [f.message for f in part.findings] == ["date() is named in the task but not defined"]


def test_a_command_line_script_that_never_calls_main_is_caught(tmp_path: Path) -> None:
    part = check(tmp_path, "Write a command-line script wc.py that counts words",
                 {"wc.py": "import sys\n\ndef main():\n    print(len(sys.stdin.read().split()))\n"})
    assert any("never calls main()" in f.message for f in part.findings)
    fine = tmp_path / "fine"
    fine.mkdir()
    good = check(fine, "Write a command-line script wc.py that counts words",
                 {"wc.py": "import sys\n\ndef main():\n    print(1)\n\n"
                           "if __name__ == '__main__':\n    main()\n"})
    assert good.findings == []
    # a script the task gave that never called anything either is run through its
    # functions by its user (heldout29's pizza_party: "summary(10) printed ..."): a fix of
    # it is no program that stopped running
    given = folder(tmp_path, "given")
    (given / "party.py").write_text("def summary(n):\n    return n // 8\n")
    fixed = check(given, "Fix my script party.py: summary(10) should order 2 pizzas",
                  {"party.py": "def summary(n):\n    return -(-n // 8)\n"})
    assert fixed.findings == [], fixed.findings


def test_a_task_that_asks_for_tests_needs_a_test_file(tmp_path: Path) -> None:
    assert asks_for_tests("Write add() in calc.py. Add tests for it.")
    assert asks_for_tests("Write add() with a pytest test")
    assert not asks_for_tests("The tests fail; fix the bug in calc.py")
    assert asks_for_tests("Write calc.py with add() and pytest tests for it.")
    # heldout16's elo_tests and heldout15's semver_tests
    assert asks_for_tests("elo.py for our ratings + pytest tests in tests/test_elo.py")
    assert asks_for_tests("a tiny module, semver.py, plus a proper test file for it")
    assert not asks_for_tests("Fix add() in calc.py and the tests will pass.")
    assert asks_for_tests("Write sizes.py, plus a pytest file `test_sizes.py` next to it")
    assert not asks_for_tests("The pytest file test_calc.py fails; fix calc.py")
    # heldout21's ordinal_tests: the file's name in backticks, or in a folder
    assert asks_for_tests("Can you write `test_ordinal.py` (pytest) for it?")
    assert asks_for_tests("then write tests/test_calc.py")
    assert not asks_for_tests("run test_calc.py and fix what fails")
    # heldout24's gym_lockers and contact_merge
    assert asks_for_tests("lockers.py runs our lockers. I need a test file for it: "
                          "test_lockers.py in the root, pytest.")
    assert asks_for_tests("Need tests for contacts.py (merge_contacts).")
    assert not asks_for_tests("The tests need to pass again; fix calc.py")
    # heldout31's climbing_grades
    assert asks_for_tests("I'd like a pytest suite for it, saved as tests/test_grades.py")
    assert not asks_for_tests("Run the test suite and fix what fails in calc.py")
    part = check(tmp_path, "Write add(a, b) in calc.py with tests",
                 {"calc.py": "def add(a, b):\n    return a + b\n"})
    assert [f.message for f in part.findings] == [
        "the task asks for tests, but no test file exists"]
    empty = tmp_path / "empty"
    empty.mkdir()
    ctx = ctx_for(empty, "Write add(a, b) in calc.py with tests", {
        "calc.py": "def add(a, b):\n    return a + b\n", "test_calc.py": "# soon\n"})
    tests = asyncio.run(TestRunner().evaluate(ctx))
    checks = require_tests_ran(ctx, tests, asyncio.run(CheapChecks().evaluate(ctx)))
    assert checks.grounded == "failed" and "none ran" in checks.findings[-1].message


def test_the_tests_must_name_what_the_request_for_them_names(tmp_path: Path) -> None:
    task = ("Write split.py with split_bill(total, people); it raises ValueError when people "
            "is less than 1. Please also write pytest tests for it in test_split.py, "
            "including one that checks the ValueError.")
    code = "def split_bill(total, people):\n    if people < 1:\n        raise ValueError\n" \
        "    return [total // people] * people\n"
    part = check(folder(tmp_path, "a"), task, {
        "split.py": code, "test_split.py": "from split import split_bill\n\n\ndef test_one():"
        "\n    assert split_bill(2, 1) == [2]  # ValueError next\n"})
    assert part.grounded == "failed" and [f.message for f in part.findings] == [
        "the task asks for a test of ValueError, but no test file names it"]
    part = check(folder(tmp_path, "b"), task, {
        "split.py": code, "test_split.py": "import pytest\nfrom split import split_bill\n\n\n"
        "def test_people():\n    with pytest.raises(ValueError):\n        split_bill(2, 0)\n"})
    assert part.findings == []
    # a name elsewhere in the task is not asked to be tested
    part = check(folder(tmp_path, "c"),
                 "Write max_version(vs) (ValueError for an empty list); also write pytest "
                 "tests for it in test_v.py.", {
                     "v.py": "def max_version(vs):\n    return max(vs)\n",
                     "test_v.py": "from v import max_version\n\n\ndef test_max():\n"
                     "    assert max_version(['1']) == '1'\n"})
    assert part.findings == []
    # a function the code defines must be named; a tool the words name need not be
    part = check(folder(tmp_path, "d"), "Write calc.py with add(a, b); also write tests "
                 "of `add()` and `sub()` with `pytest` in test_calc.py.", {
                     "calc.py": "def add(a, b):\n    return a + b\n",
                     "test_calc.py": "def test_nothing():\n    assert 1\n"})
    assert [f.message for f in part.findings if "asks for a test" in f.message] == [
        "the task asks for a test of add, but no test file names it"]  # sub: not defined
    # a request that names nothing is of the whole task: each function it calls that the
    # code defines (heldout13's page ranges: a test file that never tried format_pages)
    part = check(folder(tmp_path, "e"), "I want pages.py with parse_pages(spec) and "
                 "format_pages(pages), and a pytest file test_pages.py that tests it "
                 "thoroughly.", {
                     "pages.py": "def parse_pages(spec):\n    return [1]\n\n\n"
                     "def format_pages(pages):\n    return '1'\n",
                     "test_pages.py": "from pages import parse_pages\n\n\ndef test_p():\n"
                     "    assert parse_pages('1') == [1]\n"})
    assert [f.message for f in part.findings if "asks for a test" in f.message] == [
        "the task asks for a test of format_pages, but no test file names it"]
    # "tests ... that check all of it": every public function of the module the task names
    # (heldout43's canoe_hire_tests: late_fee and refund went untested, and nothing said so)
    part = check(folder(tmp_path, "f"), "canoe.py is right but has no tests. Please write "
                 "test_canoe.py with pytest that checks all of it. Don't change canoe.py.", {
                     "canoe.py": "def price(h):\n    return 5 * h\n\n\ndef late_fee(m):\n"
                     "    return m // 10\n\n\ndef _helper():\n    return 1\n",
                     "test_canoe.py": "from canoe import price\n\n\ndef test_p():\n"
                     "    assert price(2) == 10\n"})
    assert [f.message for f in part.findings if "asks for a test" in f.message] == [
        "the task asks for a test of late_fee(), but no test file names it"]


def test_tests_asked_to_cover_the_rules_give_the_characters_the_rules_are_about(
        tmp_path: Path) -> None:
    # heldout9's word-freq-tests ended done in the loop: no test gave a digit or an
    # underscore, and the code kept "abc123abc" as no word
    task = ("write wordfreq.py with top_words(text, n). a word is a run of a-z, "
            "case-insensitive; digits, apostrophes and underscores separate words. also add "
            "pytest tests for it in test_wordfreq.py that cover these rules")
    code = "import re\n\n\ndef top_words(text, n):\n    return re.findall('[a-z]+', text)\n"
    part = check(folder(tmp_path, "a"), task, {
        "wordfreq.py": code, "test_wordfreq.py": "from wordfreq import top_words\n\n\n"
        "def test_one():\n    assert top_words(\"The cat, don't\", 1)\n"})
    assert part.grounded == "failed" and [f.message for f in part.findings] == [
        f"the task asks for tests that cover its rules, and one is about {kind}, but no "
        f"test gives an input with {kind}" for kind in ("digits", "underscores")]
    part = check(folder(tmp_path, "b"), task, {
        "wordfreq.py": code, "test_wordfreq.py": "from wordfreq import top_words\n\n\n"
        "def test_one():\n    assert top_words(\"The a1b c_d don't\", 1)\n"})
    assert part.findings == []
    # tests asked for without a word of covering the rules are not held to them
    part = check(folder(tmp_path, "c"), task.replace(" that cover these rules", ""), {
        "wordfreq.py": code, "test_wordfreq.py": "from wordfreq import top_words\n\n\n"
        "def test_one():\n    assert top_words('the', 1)\n"})
    assert part.findings == []


def test_stated_examples_run_and_decide(tmp_path: Path) -> None:
    task = "Write double(x) in dbl.py: double(2) == 4 and double(-3) == -6"
    part = asyncio.run(StatedExamples().evaluate(ctx_for(
        tmp_path, task, {"dbl.py": "def double(x):\n    return x + 2\n"})))
    assert part.grounded == "failed" and part.score == 0.5
    assert "double(-3) == -6 fails: got -1" in part.findings[0].message
    right = asyncio.run(StatedExamples().evaluate(ctx_for(
        tmp_path, task, {"dbl.py": "def double(x):\n    return x * 2\n"})))
    assert right.grounded == "passed" and right.score == 1.0


def test_refusals_alone_show_nothing_of_what_the_code_returns(tmp_path: Path) -> None:
    task = ("Write parse_size(text) in size.py. Raise ValueError for anything malformed, "
            "for example '' or 'kb'.")
    always_refuses = "def parse_size(text):\n    raise ValueError(text)\n"
    part = asyncio.run(StatedExamples().evaluate(ctx_for(tmp_path, task,
                                                         {"size.py": always_refuses})))
    assert part.grounded == "" and part.score == 1.0
    assert "show nothing of what it returns" in part.evidence
    accepts = "def parse_size(text):\n    return len(text)\n"
    part = asyncio.run(StatedExamples().evaluate(ctx_for(tmp_path, task,
                                                         {"size.py": accepts})))
    assert part.grounded == "failed"
    with_value = task + " parse_size('2kb') == 2048."
    right = ("def parse_size(text):\n    if not text[:-2].isdigit() or not text.endswith('kb'):"
             "\n        raise ValueError(text)\n    return int(text[:-2]) * 1024\n")
    part = asyncio.run(StatedExamples().evaluate(ctx_for(tmp_path, with_value,
                                                         {"size.py": right})))
    assert part.grounded == "passed"


def test_an_indented_session_is_read_without_its_indentation() -> None:
    task = ("Write shares.py.\n\n    $ python shares.py 100 3\n    33.34\n    33.33\n    33.33\n"
            "\n`python shares.py 10 2` prints:\n\n    5.00\n    5.00\n")
    assert [e.expected for e in command_examples(task)] == ["5.00\n5.00",
                                                             "33.34\n33.33\n33.33"]


def test_a_usage_line_is_no_run() -> None:
    # heldout41's bunting_cli: "python bunting.py LENGTH [--width CM] ..." was run as an
    # example, with its placeholders as arguments
    task = ("I run it like this:\n\n    python bunting.py LENGTH [--width CM] [--gap CM]\n\n"
            "    python tides.py FILE HH:MM\n\n    $ python bunting.py 4.5\n    Flags: 18\n\n"
            "    $ python greet.py BOB\n    Hello BOB\n\n"
            "    $ python lists.py \"[1, 2]\"\n    3\n")
    assert [(e.file, e.args) for e in command_examples(task)] == [
        ("bunting.py", ["4.5"]), ("greet.py", ["BOB"]), ("lists.py", ["[1, 2]"])]


def test_a_sessions_next_command_is_no_output_and_echo_status_is_its_exit_status(
        tmp_path: Path) -> None:
    task = ("Write morse.py.\n```\n$ python morse.py encode \"hi!\"\nmorse.py: cannot encode "
            "'!'\n$ echo $?\n2\n```\n")
    [ex] = command_examples(task)
    assert (ex.expected, ex.status) == ("morse.py: cannot encode '!'", 2)
    said = "import sys\nprint(\"morse.py: cannot encode '!'\", file=sys.stderr)\n"
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {
        "morse.py": said + "sys.exit(2)\n"})))
    assert right.grounded == "passed" and right.findings == []
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"morse.py": said})))
    assert wrong.grounded == "failed" and "exited with status 0" in wrong.findings[0].message


def test_an_input_file_the_tasks_session_shows_is_given_to_its_run(tmp_path: Path) -> None:
    task = ("Write total.py: `python total.py FILE` prints the sum of the numbers in FILE.\n\n"
            "    $ cat nums.txt\n    2\n    5\n    $ python total.py nums.txt\n    7\n\n"
            "$ cat ../secret.txt\nx\n")
    assert shown_files(task) == {"nums.txt": "2\n5\n"}
    # in a fenced session a blank line belongs to the file, up to the next command
    assert shown_files("```\n$ cat log.txt\n# a\n1\n\n2\n\n$ python t.py log.txt\n3\n```") == \
        {"log.txt": "# a\n1\n\n2\n"}
    right = "import sys\nprint(sum(int(x) for x in open(sys.argv[1])))\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"total.py": right})))
    assert part.grounded == "passed" and part.findings == []
    assert not (tmp_path / "nums.txt").exists()  # given to the run, not left in the work
    wrong = "import sys\nprint(len(open(sys.argv[1]).read()))\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"total.py": wrong})))
    assert part.grounded == "failed"


def test_a_run_on_the_file_the_task_shows_above_is_read(tmp_path: Path) -> None:
    # heldout51's solar_panels_cli and heldout50's shearing_tally_cli: the usage line, a file
    # shown above (or as quoted lines) and the output for it; nothing ran either script
    task = ("Write meter.py. The log looks like this:\n\n    # June\n    a 10\n\n    b 13.5\n\n"
            "Usage: python meter.py LOGFILE [--rate PENCE]\n\n"
            "Output, for the file above with --rate 2:\n\n    b 3.5\n    earned 7p\n\n"
            "Exit codes: 0 fine, 1 bad file.\n")
    [ex] = command_examples(task)
    assert (ex.file, ex.args, ex.expected) == ("meter.py", ["input.txt", "--rate", "2"],
                                               "b 3.5\nearned 7p")
    assert ex.data == (("input.txt", "# June\na 10\n\nb 13.5\n"),)
    right = ("import sys\nrows = [ln.split() for ln in open(sys.argv[1]) if ln.strip() and "
             "not ln.startswith('#')]\nd = float(rows[-1][1]) - float(rows[0][1])\n"
             "print(rows[-1][0], d)\nprint(f'earned {d * float(sys.argv[3]):g}p')\n")
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"meter.py": right})))
    assert part.grounded == "passed" and part.findings == []
    wrong = right.replace("rows[-1][0], d", "rows[-1][0], d + 1")
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"meter.py": wrong})))
    assert part.grounded == "failed"
    # words after "with" that are no options, and a second run below the first's output
    assert command_examples(task.replace("with --rate 2:", "with the usual rate:")) == []
    twice = task.replace("Exit codes", "And for the file above with --rate 3:\n\n"
                         "    b 3.5\n    earned 10.5p\n\nExit codes")
    assert [e.args for e in command_examples(twice)] == [["input.txt", "--rate", "2"]]
    lines = ('Usage: python tally.py TALLY [--sort name]\n\nFor a tally file with the lines '
             '"Al, 2", "Bo, 3" and "Al, 1":\n    Al: 3\n    Bo: 3\n')
    [ex] = command_examples(lines)
    assert (ex.args, ex.expected, ex.data) == (["input.txt"], "Al: 3\nBo: 3",
                                               (("input.txt", "Al, 2\nBo, 3\nAl, 1\n"),))
    # two required arguments, or no usage line: which one is the file is a guess
    assert command_examples(lines.replace("TALLY [", "TALLY DAY [")) == []
    assert command_examples(lines.replace("Usage: python tally.py TALLY [--sort name]",
                                          "Write tally.py.")) == []


def test_a_run_named_on_the_file_above_past_the_usage_line_is_read() -> None:
    # heldout58's till_cashup_cli: the file shown, the usage line in its own block, then "For
    # the file above, python cashup.py counts.txt --sales 97.50 should print:"; unread, the
    # script went unrun on good input and ended unverified
    task = ("Write cashup.py. I write the counts like this:\n\n    # Sat\n    £1 x 2\n\n"
            "    50p x 1\n\nI run it as\n\n    python cashup.py COUNTFILE [--sales AMOUNT]\n\n"
            "For the file above, python cashup.py counts.txt --sales 2 should print:\n\n"
            "    Counted: £2.50\n    Over by £0.50\n\nErrors go to stderr.\n")
    [ex] = command_examples(task)
    assert (ex.file, ex.args, ex.expected) == ("cashup.py", ["input.txt", "--sales", "2"],
                                               "Counted: £2.50\nOver by £0.50")
    assert ex.data == (("input.txt", "# Sat\n£1 x 2\n\n50p x 1\n"),)
    # another script's command, or an option where the file goes: no run is read
    assert command_examples(task.replace("python cashup.py counts", "python till.py counts")) == []
    assert command_examples(task.replace("cashup.py counts.txt --sales 2",
                                         "cashup.py --sales 2 counts.txt")) == []


KIT = ("I'd like kit.py.\n\nRun like this: python kit.py orders.csv\n"
       "or, for one item: python kit.py orders.csv --item socks\n\n"
       "The file looks like this (the first line is always this header):\n\n"
       "name,item,qty\nJo,shirt,1\nJo,socks,2\n\nAl,shirt,2\n\n"
       "The items are: shirt, socks, shorts.\n\n"
       "For that file the program should print:\n\nshirt 3\nsocks 2\n\nErrors: exit 1.\n")
KIT_RIGHT = ("import csv, sys\nfrom collections import Counter\nc = Counter()\n"
             "for row in list(csv.reader(open(sys.argv[1])))[1:]:\n"
             "    if row:\n        c[row[1]] += int(row[2])\n"
             "for k in sorted(c):\n    print(k, c[k])\n")


def test_a_file_shown_at_the_margin_and_a_run_for_that_file_are_read(tmp_path: Path) -> None:
    """heldout59's kit_orders_cli: "Run like this: python kit_orders.py orders.csv", the CSV
    file at the margin with a blank line in it, "For that file the program should print:";
    nothing ran the script on good input and it ended unverified."""
    [ex] = command_examples(KIT)
    assert (ex.file, ex.args, ex.expected) == ("kit.py", ["orders.csv"], "shirt 3\nsocks 2")
    assert ex.data == (("orders.csv", "name,item,qty\nJo,shirt,1\nJo,socks,2\n\nAl,shirt,2\n"),)
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, KIT, {"kit.py": KIT_RIGHT})))
    assert part.findings == [] and part.grounded in ("passed", "incomplete")
    wrong = KIT_RIGHT.replace("[1:]", "[1:-1]")  # drops the line after the blank one
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, KIT, {"kit.py": wrong})))
    assert part.grounded == "failed"
    # an orders.csv the work wrote itself, made to fit the wrong code: the run reads the
    # task's file (a new user's trial: the model wrote picks.csv beside harvest.py)
    fitted = "name,item,qty\nJo,shirt,3\nJo,socks,2\n\nAl,shirt,2\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(folder(tmp_path, "fit"), KIT, {
        "kit.py": wrong, "orders.csv": fitted})))
    assert part.grounded == "failed"
    # usage lines that do not extend one another, or no line that introduces the file
    assert command_examples(KIT.replace("kit.py orders.csv --item", "kit.py stock.csv --item")
                            ) == []
    assert command_examples(KIT.replace("The file looks like this (the first line is always "
                                        "this header):", "Thanks.")) == []
    # "For the file above, python S FILE ARGS prints" with no colon, the output under it
    above = ("Write kit.py. My list, a CSV file:\nname,item,qty\nJo,shirt,1\n\n"
             "Run as: python kit.py FILE [--min N]\n\n"
             "For the file above, python kit.py kit.csv --min 0 prints\n\nshirt 1\n")
    [ex] = command_examples(above)
    assert (ex.args, ex.expected, ex.data) == (["input.txt", "--min", "0"], "shirt 1",
                                               (("input.txt", "name,item,qty\nJo,shirt,1\n"),))


def test_a_run_with_that_file_and_more_options_is_read() -> None:
    """heldout61's lost_property_cli: "With that file and --today 2024-10-21 --older-than 20
    I'd expect:" and the lines under it; the file shown at the margin, the usage line's one
    required argument FILE. Nothing ran the script on good input and it ended unverified."""
    task = ("Write kit.py. The file has a header and looks like this:\n\n"
            "name,item,qty\nJo,shirt,1\nAl,socks,2\n\n"
            "Usage: python kit.py FILE [--min N] [--item WORD]\n\n"
            "With that file and --min 2 --item socks I'd expect:\n\nsocks 2\n")
    [ex] = command_examples(task)
    assert (ex.file, ex.args, ex.expected) == (
        "kit.py", ["input.txt", "--min", "2", "--item", "socks"], "socks 2")
    assert ex.data == (("input.txt", "name,item,qty\nJo,shirt,1\nAl,socks,2\n"),)
    # "with this file:" and nothing after it may introduce data, not a run's output
    assert command_examples(task.replace("With that file and --min 2 --item socks I'd expect:",
                                         "And with this file:")) == []
    said = command_examples(task.replace("and --min 2 --item socks I'd expect:",
                                         "the script should print:"))
    assert [(e.args, e.expected) for e in said] == [(["input.txt"], "socks 2")]


def test_the_one_file_a_task_shows_is_the_one_file_its_runs_read() -> None:
    """heldout55's chili_cookoff_cli: "Example file:" and its CSV lines, then runs of
    ``python cookoff.py scores.csv`` with their output; scores.csv was shown nowhere else,
    so neither run was read."""
    task = ("Write tally.py, run as python tally.py scores.csv\n\nExample file:\n\n"
            "judge,score\nA,3\n\nB,4\n\npython tally.py scores.csv\n7\n")
    [ex] = command_examples(task)
    assert (ex.args, ex.expected, ex.data) == (["scores.csv"], "7",
                                               (("scores.csv", "judge,score\nA,3\n\nB,4\n"),))
    # two files shown: which one is scores.csv is a guess
    two = task.replace("python tally.py scores.csv\n7", "Another file:\n\nx,y\n1,2\n\n"
                       "python tally.py scores.csv\n7")
    assert [e.data for e in command_examples(two)] == [()]


def test_a_sessions_input_redirection_feeds_the_shown_file_to_stdin(tmp_path: Path) -> None:
    # heldout16's md_table_align: `python mdtable.py < fruit.md` ran with "<" and the file
    # as arguments and no input, and every right version "exited with status 1"
    task = ("Write sumup.py: it reads numbers on stdin and prints their sum.\n```\n"
            "$ cat nums.txt\n2\n5\n$ python sumup.py < nums.txt\n7\n$ echo $?\n0\n```\n")
    [ex] = command_examples(task)
    assert (ex.args, ex.stdin_file, ex.expected, ex.status) == ([], "nums.txt", "7", 0)
    right = "import sys\nprint(sum(int(x) for x in sys.stdin))\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"sumup.py": right})))
    assert part.grounded == "passed" and part.findings == []
    wrong = "import sys\nprint(len(sys.stdin.read()))\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(folder(tmp_path, "w"), task,
                                                      {"sumup.py": wrong})))
    assert part.grounded == "failed" and "python sumup.py < nums.txt" in part.findings[0].message
    # a file from outside the workspace, or two redirections, is no example run
    for odd in ("$ python sumup.py < ../nums.txt\n7\n", "$ python sumup.py < a.txt < b.txt\n7\n"):
        assert command_examples(odd) == []


def test_an_inline_run_may_print_numbers_one_space_apart() -> None:
    # heldout38's taxi_split_cli: "python split.py 10 3 prints 3.34 3.33 3.33, and ..."
    task = ("python split.py 10 3 prints 3.34 3.33 3.33, and python split.py 45.60 4 prints "
            "11.40 11.40 11.40 11.40.\n\npython split.py 9 prints 3 lines.")
    assert [(e.args, e.expected) for e in command_examples(task)] == [
        (["10", "3"], "3.34 3.33 3.33"), (["45.60", "4"], "11.40 11.40 11.40 11.40")]


def test_a_run_said_in_words_is_read_in_the_shape_a_shown_run_gives() -> None:
    # heldout40's fence_panels_cli: neither run said in words was read, and code wrong on
    # both ended "done"
    task = ("    $ python fence.py 10\n    panels: 6\n    posts: 7\n\npython fence.py 5.49 gives "
            "panels: 3 and posts: 4, and python fence.py 10 2.4 gives panels: 5 and posts: 6.")
    assert [(e.args, e.expected) for e in command_examples(task)] == [
        (["10"], "panels: 6\nposts: 7"), (["5.49"], "panels: 3\nposts: 4"),
        (["10", "2.4"], "panels: 5\nposts: 6")]
    # no shown run of that shape (other labels, or none shown): words are not output
    assert [e.args for e in command_examples(task.replace("posts: 4", "rails: 4"))] == [
        ["10"], ["10", "2.4"]]
    alone = "python fence.py 5.49 gives panels: 3 and posts: 4."
    assert command_examples(alone) == []


def test_a_program_runs_on_the_tasks_example_command(tmp_path: Path) -> None:
    task = ("Write a command-line script wc.py that prints the number of words given.\n"
            "$ python wc.py one two three\n3\n")
    assert command_examples(task)[0].args == ["one", "two", "three"]
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {
        "wc.py": "import sys\nprint(len(sys.argv))\n"})))
    assert wrong.grounded == "failed" and "printed '4', but the task shows '3'" \
        in wrong.findings[0].message
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {
        "wc.py": "import sys\nprint(len(sys.argv) - 1)\n"})))
    assert right.grounded == "passed" and right.findings == []
    crash = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, "Write a CLI tool wc.py", {
        "wc.py": "import sys\nprint(len(sys.argv) / 0)\n"})))
    assert crash.grounded == "failed" and "crashed: ZeroDivisionError" in \
        crash.findings[0].message
    # run with no arguments, a script is not wrong to need them (or a file it was not
    # given); only one that does not load, or fails another way, is a finding
    usage = "Write a script wc.py: `python wc.py FILE` prints the number of words in FILE."
    for code in ("import sys\nprint(len(open(sys.argv[1]).read().split()))\n",
                 "import sys\n\ndef main(argv):\n    print(argv[1])\n\nmain(sys.argv)\n",
                 "print(len(open('words.txt').read().split()))\n"):
        needs_it = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, usage, {
            "wc.py": code})))
        assert needs_it.findings == [] and needs_it.grounded == "", code
    for code, error in (("import sys\nimport wordcounting\n", "ModuleNotFoundError"),
                        ("import sys\nprint({}['words'])\n", "KeyError"),
                        ("words = []\nprint(words[0])\n", "IndexError")):
        broken = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, usage, {
            "wc.py": code})))
        assert broken.grounded == "failed" and error in broken.findings[0].message, code
    piped = command_examples('echo "a b" | python wc.py\n2')
    assert piped[0].stdin == "a b\n" and piped[0].expected == "2"
    # heldout14's caesar_cli: lines piped in by printf, its escapes read
    printed = command_examples("$ printf 'abc\\nxyz\\n' | python caesar.py encode 1\nbcd\nyza\n")
    assert (printed[0].args, printed[0].stdin, printed[0].expected) == \
        (["encode", "1"], "abc\nxyz\n", "bcd\nyza")
    assert command_examples("$ printf '%s\\n' a | python c.py\na\n") == []  # a format: not read


def test_done_needs_grounded_evidence_and_failing_checks_never_end_done() -> None:
    judged = combine([Part("judge", 1.0), Part("lint", 1.0)])
    assert judged.grounded == "none" and ending(judged, 0.8) == "unverified"
    tested = combine([Part("judge", 1.0), Part("tests", 1.0, grounded="passed")])
    assert ending(tested, 0.8) == "done"
    failing = combine([Part("judge", 1.0), Part("tests", 0.5, grounded="failed", cap=0.7)])
    assert failing.score >= 0.6 and ending(failing, 0.6) is None  # --quality 0.6
    stub = combine([Part("judge", 1.0), Part("tests", 1.0, grounded="passed"),
                    Part("checks", 0.5, grounded="failed")])
    assert stub.grounded == "failed" and ending(stub, 0.1) is None
    assert ending(Evaluation(score=0.9, grounded="passed", needs_human=True), 0.8) is None
    assert ending(Evaluation(score=0.5, grounded="passed"), 0.8) is None


def test_naming_a_test_file_to_pass_is_not_asking_for_tests() -> None:
    assert not asks_for_tests("Implement first in solution.py; make test_solution.py pass")
    assert asks_for_tests("Write calc.py and create test_calc.py")


def test_a_script_that_prints_a_stated_text_is_run(tmp_path: Path) -> None:
    task = "Create hello.py that prints exactly: Hello, openkoi!"
    assert command_examples(task)[0].expected == "Hello, openkoi!"
    assert command_examples("Write sum.py that prints the sum of its arguments") == []
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {
        "hello.py": "print('Hello, openkoi!')\n"})))
    assert right.grounded == "passed"
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {
        "hello.py": "def main():\n    print('Hello, openkoi!')\n"})))
    assert wrong.grounded == "failed" and "printed ''" in wrong.findings[0].message


def test_a_run_stated_inline_is_run_with_its_arguments(tmp_path: Path) -> None:
    task = "Write wc.py. Running `python wc.py notes.txt` prints `2 3 14`."
    assert command_examples(task) == [Example("wc.py", ["notes.txt"], None, "2 3 14")]
    said = "Write greet.py so that python greet.py Ada prints \"Hello, Ada!\""
    assert command_examples(said) == [Example("greet.py", ["Ada"], None, "Hello, Ada!")]
    number = "Make days.py a CLI: `python days.py 2024-01-01 2024-03-01` should print 60."
    assert command_examples(number)[0].args == ["2024-01-01", "2024-03-01"]
    assert command_examples(number)[0].expected == "60"
    assert command_examples("python days.py a b prints 60 days") == []  # 60 or "60 days"?
    assert command_examples("python sum.py 1 2 prints the total") == []
    wc = ("import sys\ntext = open(sys.argv[1]).read()\n"
          "print(len(text.splitlines()), len(text.split()), len(text))\n")
    notes = "one two\nthree four\n"  # 2 lines, 4 words, 19 characters
    files = {"wc.py": wc, "notes.txt": notes}
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, files)))
    assert wrong.grounded == "failed" and "printed '2 4 19'" in wrong.findings[0].message
    right_task = "Write wc.py. Running `python wc.py notes.txt` prints `2 4 19`."
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, right_task, files)))
    assert right.grounded == "passed" and right.findings == []
    # a run on a file the workspace does not have is not made (it could only crash)
    absent = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, right_task, {"wc.py": wc})))
    assert absent.grounded != "failed"


def test_runs_with_their_input_piped_or_their_output_under_the_line() -> None:
    # an inline run's piped input is its stdin (it was run with none, a right script failed)
    piped = "Example: `echo 'SOS  help' | python morse.py` prints `... --- ... / .... .`"
    assert command_examples(piped) == [
        Example("morse.py", [], "SOS  help\n", "... --- ... / .... .")]  # quoted: kept as is
    lead_in = ("Make leap.py. `python leap.py 1900 2000` prints one line per year:\n"
               "1900: no\n2000: yes\nWith no arguments it prints `usage` and exits with 2.")
    assert command_examples(lead_in) == [
        Example("leap.py", ["1900", "2000"], None, "1900: no\n2000: yes")]
    in_out = ("Write shop.py that reads a list from standard input.\n\nFor this input:\n"
              "2 eggs\n1 Milk\n\nit prints:\neggs: 2\nmilk: 1\n")
    assert command_examples(in_out) == [
        Example("shop.py", [], "2 eggs\n1 Milk\n", "eggs: 2\nmilk: 1")]
    # two scripts named: whose input is it?
    assert command_examples(in_out.replace("shop.py", "shop.py (and lib.py)")) == []
    # the output in a fenced block after a blank line; a fence that never closes: no run
    fenced = ("Running `python hours.py week.csv` prints:\n\n```\nMon 8.0\n\nTotal 8.0\n```\n"
              "Anything else is an error.")
    assert command_examples(fenced) == [
        Example("hours.py", ["week.csv"], None, "Mon 8.0\n\nTotal 8.0")]
    assert command_examples(fenced.replace("```\nAnything", "\nAnything")) == []


def test_words_that_may_be_the_input_are_not_dropped_from_a_run() -> None:
    # the output of a run on notes.txt, never expected of a run with no arguments
    given = "Write wc.py: for notes.txt here it prints '2 3 14'"
    assert command_examples(given) == [Example("wc.py", ["notes.txt"], None, "2 3 14")]
    assert command_examples("Write wc.py; run on a big file it prints '2 3 14'") == []
    assert command_examples("Write add.py: given 2 and 3 it prints '5'") == []
    assert command_examples("Create hello.py, which prints 'Hi'")[0].args == []


RATES_TASK = ("Refactor postage.py: pull the weight bands out into a module-level list "
              "RATES of (max_kg, price) pairs. price_for and cheapest_band should both read "
              "RATES each time they are called. Keep describe() as it is.")


def test_a_function_the_task_says_should_read_a_table_must_refer_to_it(tmp_path: Path) -> None:
    table = "RATES = [(1, 300), (5, 700)]\n\n"
    right = (table + "def _bands():\n    return list(RATES)\n\n"
             "def price_for(kg):\n    return next(p for m, p in _bands() if kg <= m)\n\n"
             "def cheapest_band():\n    return min(p for _, p in RATES)\n\n"
             "def describe():\n    return 'bands'\n")
    part = check(folder(tmp_path, "right"), RATES_TASK, {"postage.py": right})
    assert part.findings == [] and part.grounded == ""  # through a helper counts; describe
    # is not named in the sentence
    # cheapest_band reaches RATES only by calling price_for, another function the sentence
    # names: it keeps its own copy of the prices
    wrong = right.replace("min(p for _, p in RATES)", "min(300, 700) if price_for(1) else 0")
    part = check(folder(tmp_path, "wrong"), RATES_TASK, {"postage.py": wrong})
    assert [f.message for f in part.findings] == [
        "cheapest_band does not read RATES, which the task says it should"]
    assert part.grounded == "failed"
    # no RATES defined: the missing name is another check's finding, not this one's
    part = check(folder(tmp_path, "none"), RATES_TASK, {"postage.py": "def price_for(kg):\n"
                                                        "    return 1\n"})
    assert not any("does not read" in f.message for f in part.findings)


def test_runs_given_by_their_arguments_alone_after_a_key_are_of_the_one_script(
        tmp_path: Path) -> None:
    task = ("Write add.py: `python add.py A B` prints A + B.\n\nExamples (arguments -> "
            "output): `2 3` -> `5`, `-1 1` -> `0`,\n`10 5` -> `15`.\n\nNo file argument -> "
            "print `usage` and exit 2; `x` -> `y` here is no run.\n")
    assert [(e.file, e.args, e.expected) for e in command_examples(task)] == [
        ("add.py", ["2", "3"], "5"), ("add.py", ["-1", "1"], "0"), ("add.py", ["10", "5"], "15")]
    right = "import sys\nprint(int(sys.argv[1]) + int(sys.argv[2]))\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"add.py": right})))
    assert part.findings == [] and part.grounded in ("passed", "incomplete"), part.evidence
    wrong = "import sys\nprint(abs(int(sys.argv[1])) + int(sys.argv[2]))\n"
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(folder(tmp_path, "w"), task,
                                                      {"add.py": wrong})))
    assert part.grounded == "failed" and "python add.py -1 1" in part.findings[0].message
    # two scripts named: whose arguments they are is not known
    assert command_examples(task.replace("A + B.", "A + B (see sub.py).")) == []
