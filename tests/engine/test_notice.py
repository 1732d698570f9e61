"""The tests a task asks for must fail when a function they call does nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.engine.test_cheap_checks import ctx_for, folder

from openkoi.engine.evaluators.notice import TestsNotice, does_nothing

TASK = "Write stack.py with a Stack class (push, pop, peek) and add pytest tests for it."
CODE = '''class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        """Put item on top."""
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def peek(self):
        return self.items[-1]
'''
STRONG = '''import pytest
from stack import Stack


def test_push_pop():
    s = Stack()
    s.push(1)
    s.push(2)
    assert s.pop() == 2
    assert s.peek() == 1


def test_empty():
    with pytest.raises(IndexError):
        Stack().pop()
'''
WEAK = '''from stack import Stack


def test_push_pop():
    s = Stack()
    s.push(1)
    s.pop()
    assert True
'''


def notice(tmp_path: Path, task: str, files: dict[str, str]):
    return asyncio.run(TestsNotice().evaluate(ctx_for(tmp_path, task, files)))


def test_tests_that_check_each_function_they_call_are_no_finding(tmp_path: Path) -> None:
    part = notice(tmp_path, TASK, {"stack.py": CODE, "test_stack.py": STRONG})
    assert part.applicable and part.findings == [] and part.grounded == ""
    assert "Stack.push() made to do nothing: the tests fail, as they should" in part.evidence


def test_tests_that_pass_whatever_the_code_does_are_a_failing_check(tmp_path: Path) -> None:
    part = notice(tmp_path, TASK, {"stack.py": CODE, "test_stack.py": WEAK})
    assert part.grounded == "failed"
    # push() doing nothing makes pop() raise on an empty stack: noticed; pop() is not
    assert [f.message.split(" does nothing")[0].rsplit(" ", 1)[1]
            for f in part.findings] == ["Stack.pop()"]


def test_it_applies_only_where_the_task_asks_for_tests_that_pass(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    assert not notice(tmp_path / "a", "Write stack.py with a Stack class.",
                      {"stack.py": CODE, "test_stack.py": WEAK}).applicable
    failing = STRONG.replace("== 2", "== 3")
    (tmp_path / "b").mkdir()
    assert not notice(tmp_path / "b", TASK, {"stack.py": CODE, "test_stack.py": failing}).applicable


def test_the_mutant_keeps_the_docstring_and_everything_else() -> None:
    mutants = {m.where: m.text for m in does_nothing("stack.py", CODE, {"push", "peek"})}
    assert set(mutants) == {"Stack.push", "Stack.peek"}
    kept = '        """Put item on top."""\n        return None\n\n    def pop'
    assert kept in mutants["Stack.push"]
    assert mutants["Stack.peek"].endswith("    def peek(self):\n        return None\n")
    assert does_nothing("x.py", "def f(x): return x\n", {"f"}) == []  # on the def's line
    assert does_nothing("x.py", "def f(:\n", {"f"}) == []


def test_a_test_that_only_names_the_function_checks_nothing_of_it(tmp_path: Path) -> None:
    task = "Create fee.py with fee(minutes) and write pytest tests for it in test_fee.py."
    code = "def fee(minutes):\n    return 2 * (minutes // 60)\n"
    tests = "from fee import fee\n\n\ndef test_exists():\n    assert callable(fee)\n"
    part = notice(tmp_path, task, {"fee.py": code, "test_fee.py": tests})
    assert part.grounded == "failed" and "fee() does nothing" in part.findings[0].message


PAGES = '''class InsufficientStock(Exception):
    pass


def take(stock, n):
    if not isinstance(n, int) or n <= 0:
        raise ValueError(f"bad quantity: {n!r}")
    if n > stock: raise InsufficientStock(n)
    return stock - n
'''
PAGES_TASK = ("Write stock.py with take(stock, n): n must be a positive int (else ValueError); "
              "more than the stock raises InsufficientStock. Add pytest tests for it.")
HAPPY = "from stock import take\n\n\ndef test_take():\n    assert take(5, 2) == 3\n"
ERRORS = HAPPY + '''

import pytest


def test_errors():
    with pytest.raises(ValueError):
        take(5, 0)
    with pytest.raises(InsufficientStock):
        take(1, 2)


from stock import InsufficientStock
'''


def test_tests_of_the_happy_path_only_check_none_of_the_stated_errors(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    part = notice(tmp_path / "a", PAGES_TASK, {"stock.py": PAGES, "test_stock.py": HAPPY})
    assert part.grounded == "failed"
    assert sorted(f.message.split(" (")[0] for f in part.findings) == [
        "the tests pass even when take() never raises InsufficientStock",
        "the tests pass even when take() never raises ValueError"]
    (tmp_path / "b").mkdir()
    good = notice(tmp_path / "b", PAGES_TASK, {"stock.py": PAGES, "test_stock.py": ERRORS})
    assert good.findings == [] and good.grounded == "", good.evidence
    assert "take() made to never raise ValueError: the tests fail, as they should" \
        in good.evidence


def test_the_raise_mutant_replaces_each_named_raise_and_nothing_else() -> None:
    from openkoi.engine.evaluators.notice import raises_nothing

    mutants = {m.raised: m.text for m in raises_nothing("stock.py", PAGES, {"take"}, PAGES_TASK)}
    assert set(mutants) == {"ValueError", "InsufficientStock"}
    assert '        return None\n    if n > stock: raise InsufficientStock(n)' \
        in mutants["ValueError"]
    assert "    if n > stock: return None\n" in mutants["InsufficientStock"]
    # an exception the task does not name, or a function the tests do not use: no mutant
    assert raises_nothing("stock.py", PAGES, {"take"}, "Write take(stock, n).") == []
    assert raises_nothing("stock.py", PAGES, {"other"}, PAGES_TASK) == []


SAY = '''WORDS = ["zero", "one", "two", "three"]


def say(n):
    """Spell n out.

    Below four each has its word: 2 -> 'two'; tens get a hyphen (21 -> 'twenty-one').
    """
    if n < 4:
        return WORDS[n]
    return "twenty-" + WORDS[n - 20]
'''
SAY_TASK = ("say() in spell.py works; I'd like a proper set of pytest tests in "
            "tests/test_spell.py for every rule in its docstring. Leave spell.py alone.")
SAY_WEAK = "from spell import say\n\n\ndef test_small():\n    assert say(2) == 'two'\n"
SAY_FULL = SAY_WEAK + ("\n\ndef test_tens():\n    assert say(21) == 'twenty-one'\n"
                       "\n\ndef test_edge():\n    assert say(3) == 'three'\n")  # below four


def given_then(ws: Path, task: str, given: dict[str, str], written: dict[str, str]):
    from openkoi.engine.evaluators.base import EvalContext
    from openkoi.engine.workspace import Snapshot

    for name, text in given.items():
        (ws / name).parent.mkdir(parents=True, exist_ok=True)
        (ws / name).write_text(text)
    before = Snapshot.take(ws)
    for name, text in written.items():
        (ws / name).parent.mkdir(parents=True, exist_ok=True)
        (ws / name).write_text(text)
    ctx = EvalContext(task, ws, before, Snapshot.take(ws), "answer", 1, timeout_s=30)
    return asyncio.run(TestsNotice().evaluate(ctx))


def test_tests_of_given_code_must_notice_a_change_that_breaks_a_docstring_example(
        tmp_path: Path) -> None:
    weak = given_then(folder(tmp_path, "a"), SAY_TASK, {"spell.py": SAY},
                      {"tests/test_spell.py": SAY_WEAK})
    assert weak.grounded == "failed", weak.evidence
    assert any("which breaks the stated example say(21) == 'twenty-one'" in f.message
               for f in weak.findings), [f.message for f in weak.findings]
    full = given_then(folder(tmp_path, "b"), SAY_TASK, {"spell.py": SAY},
                      {"tests/test_spell.py": SAY_FULL})
    assert full.findings == [] and full.grounded == "", full.evidence
    assert "made to change (" in full.evidence  # changes were tried, and noticed
    # an example of a function the tests never call is not theirs to check
    helper = SAY.replace("def say(n):", "STEP = 1\n\n\ndef other(n):\n"
                         "    return n + STEP\n\n\ndef say(n):")
    task = SAY_TASK + " Also: other(3) == 4."
    (tmp_path / "c").mkdir()
    kept = given_then(tmp_path / "c", task, {"spell.py": helper},
                      {"tests/test_spell.py": SAY_FULL})
    assert kept.findings == [], kept.evidence


def test_value_mutants_change_one_thing_each() -> None:
    from openkoi.engine.evaluators.mutants import value_mutants

    mutants = value_mutants("spell.py", SAY, {"say"})
    changes = [m.change.rsplit(" on line", 1)[0] for m in mutants]
    assert "'one' made 'one~'" in changes and "< made <=" in changes
    assert "4 made 5" in changes and "- made +" in changes
    assert all("Spell n out" in m.text for m in mutants)  # the docstring is never changed
    assert {m.where for m in mutants} == {"WORDS", "say"}
    # a parameter's default is no site: tests that pass the argument each time are right
    assert value_mutants("x.py", "def f(x, step=1):\n    return x\n", {"f"}) == []
    raising = value_mutants("x.py", "def f(x):\n    raise ValueError(x)\n", {"f"})
    assert [m.change for m in raising] == ["raise ValueError made raise RuntimeError on line 2"]
    assert value_mutants("x.py", "def f(:\n", {"f"}) == []
    # each operand of an ``or`` dropped, before the ``or`` made ``and``
    guard = "def f(n):\n    return isinstance(n, bool) or n < 0 or n > 9\n"
    ops = value_mutants("x.py", guard, {"f"})
    assert [m.change for m in ops][:4] == [
        "`isinstance(n, bool)` dropped from an `or` on line 2",
        "`n < 0` dropped from an `or` on line 2", "`n > 9` dropped from an `or` on line 2",
        "or made and on line 2"]
    assert "return n < 0 or n > 9" in ops[0].text
    two = value_mutants("x.py", "def f(a, b):\n    return a and b\n", {"f"})
    # a text's case and whitespace left as they came
    folded = value_mutants("x.py", "import re\nP = re.compile('a', re.I)\n\n\n"
                           "def f(t):\n    return t.strip().lower()\n", {"f"})
    assert {m.change for m in folded} >= {"re.IGNORECASE made 0 on line 2",
                                          "`.strip()` dropped on line 6",
                                          "`.lower()` dropped on line 6"}
    assert "return t.lower()" in next(m.text for m in folded if ".strip()" in m.change)
    assert "return b\n" in two[0].text and "return a\n" in two[1].text


ORDINAL = '''"""Ordinals."""


def _suffix(n):
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def ordinal(n):
    """n with its suffix.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st']
    """
    return f"{n}{_suffix(n)}"
'''
ORDINAL_TASK = "Can you write `test_ordinal.py` (pytest) for ordinal.py? Don't touch ordinal.py."
ORDINAL_WEAK = "from ordinal import ordinal\n\n\ndef test_one():\n    assert ordinal(1) == '1st'\n"


def test_a_helpers_change_counts_where_it_breaks_an_item_of_a_comprehension(
        tmp_path: Path) -> None:
    from openkoi.engine.evaluators.mutants import value_mutants

    # the rule lives in _suffix(), which the tests never call; the docstring's one example
    # is a comprehension over ordinal()
    assert {m.where for m in value_mutants("ordinal.py", ORDINAL, {"ordinal"})} == {"_suffix"}
    assert value_mutants("ordinal.py", ORDINAL, {"other"}) == []
    weak = given_then(folder(tmp_path, "a"), ORDINAL_TASK, {"ordinal.py": ORDINAL},
                      {"test_ordinal.py": ORDINAL_WEAK})
    assert weak.grounded == "failed", weak.evidence
    # each item of the comprehension is an example of its own: ordinal(11) == '11th'
    assert any("the stated example ordinal(1" in f.message for f in weak.findings), \
        [f.message for f in weak.findings]
    full = ORDINAL_WEAK + ("\n\ndef test_all():\n    assert [ordinal(n) for n in (2, 3, 4, 11, "
                           "12, 13, 21, 111)] == ['2nd', '3rd', '4th', '11th', '12th', "
                           "'13th', '21st', '111th']\n")
    right = given_then(folder(tmp_path, "b"), ORDINAL_TASK, {"ordinal.py": ORDINAL},
                       {"test_ordinal.py": full})
    assert right.findings == [] and "_suffix made to change" in right.evidence



GRADES = '''def grade(points, total=100):
    """The letter for points out of total: 90 % and up is an A, 75 and up a B, 60 and up
    a C, anything below 60 an F. points outside 0..total raise ValueError."""
    if not 0 <= points <= total:
        raise ValueError("points out of range")
    pct = points * 100 / total
    if pct >= 90:
        return "A"
    if pct >= 75:
        return "B"
    if pct >= 60:
        return "C"
    return "F"
'''
GRADES_TASK = ("Write pytest tests for grade() in tests/test_grades.py that cover every rule "
               "in its docstring. Don't change grades.py.")
GRADES_MIDDLE = '''import pytest
from grades import grade


def test_letters():
    assert grade(95) == "A"
    assert grade(80) == "B"
    assert grade(65) == "C"
    assert grade(10) == "F"


def test_range():
    with pytest.raises(ValueError):
        grade(101)
'''
GRADES_EDGES = GRADES_MIDDLE + '''

def test_edges():
    assert [grade(p) for p in (90, 89, 75, 74, 60, 59)] == ["A", "B", "B", "C", "C", "F"]
    assert grade(100) == "A" and grade(0) == "F"
'''


def test_tests_of_given_code_must_notice_a_moved_edge_the_docstring_states(
        tmp_path: Path) -> None:
    import ast

    from openkoi.engine.grounding.edges import edge_calls, stated_edges
    tree = ast.parse(GRADES)
    # the range check only guards a raise: a bound (the bounds reader's), not an edge
    assert [n for n, _ in stated_edges(tree, "grade", GRADES)] == [90, 75, 60]
    assert dict(stated_edges(tree, "grade", GRADES))[90] == {7}
    assert stated_edges(tree, "grade", "no numbers here") == []
    call = ast.parse("grade(95, total=100)").body[0].value  # type: ignore[attr-defined]
    assert edge_calls([call], [90])[:3] == ["grade(89, total=100)", "grade(90, total=100)",
                                           "grade(91, total=100)"]
    assert "grade(-1, total=100)" not in edge_calls([call], [0])  # no negative the test gave
    assert stated_edges(ast.parse(SAY), "say", "below 4") == [(4, frozenset({9}))]
    middle = given_then(folder(tmp_path, "a"), GRADES_TASK, {"grades.py": GRADES},
                        {"tests/test_grades.py": GRADES_MIDDLE})
    assert middle.grounded == "failed", middle.evidence
    assert any("which breaks the stated example grade(90) == 'A'" in f.message
               for f in middle.findings), [f.message for f in middle.findings]
    edges = given_then(folder(tmp_path, "b"), GRADES_TASK, {"grades.py": GRADES},
                       {"tests/test_grades.py": GRADES_EDGES})
    assert edges.findings == [] and edges.grounded == "", edges.evidence
    # code the work wrote is no oracle: its edges are not held against the tests
    written = given_then(folder(tmp_path, "c"), "Write grades.py with grade() and tests in "
                         "tests/test_grades.py.", {}, {"grades.py": GRADES,
                                                       "tests/test_grades.py": GRADES_MIDDLE})
    assert not any("grade(90)" in f.message for f in written.findings), written.evidence


def test_tests_of_given_code_must_check_the_errors_its_docstring_states(
        tmp_path: Path) -> None:
    # the task never names ValueError; grade()'s docstring does
    no_errors = GRADES_EDGES.replace("def test_range():\n    with pytest.raises(ValueError):\n"
                                     "        grade(101)\n", "")
    assert "ValueError" not in no_errors + GRADES_TASK
    weak = given_then(folder(tmp_path, "a"), GRADES_TASK, {"grades.py": GRADES},
                      {"tests/test_grades.py": no_errors})
    assert weak.grounded == "failed", weak.evidence
    assert [f.message.split(" (")[0] for f in weak.findings] == [
        "the tests pass even when grade() never raises ValueError"]
    # the work's own docstrings state nothing the user asked for
    written = given_then(folder(tmp_path, "b"), "Write grades.py with grade() and tests in "
                         "tests/test_grades.py.", {}, {"grades.py": GRADES,
                                                       "tests/test_grades.py": no_errors})
    assert not any("never raises" in f.message for f in written.findings), written.evidence


BOOL_GUARD = '''def half(n):
    """Half of n, rounded down.

    >>> half(7)
    3

    n must be an int (bool is rejected) -> TypeError otherwise.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("half() needs an int")
    return n // 2
'''
BOOL_TASK = "Add pytest tests for half() in test_half.py. Leave half.py as it is."
NO_BOOL = '''import pytest
from half import half


def test_half():
    assert half(7) == 3 and half(8) == 4


def test_types():
    for bad in (2.5, "7", None):
        with pytest.raises(TypeError):
            half(bad)
'''


def test_tests_must_notice_a_dropped_check_the_others_do_not_single_out(
        tmp_path: Path) -> None:
    # ``or`` made ``and`` breaks half(True) and half(2.5) alike, and the tests notice it
    # through 2.5; the bool's check dropped from the ``or`` breaks half(True) alone
    weak = given_then(folder(tmp_path, "a"), BOOL_TASK, {"half.py": BOOL_GUARD},
                      {"test_half.py": NO_BOOL})
    assert weak.grounded == "failed", weak.evidence
    assert any("`isinstance(n, bool)` dropped from an `or`" in f.message
               and "half(True) raises TypeError" in f.message for f in weak.findings), \
        weak.evidence
    full = given_then(folder(tmp_path, "b"), BOOL_TASK, {"half.py": BOOL_GUARD},
                      {"test_half.py": NO_BOOL.replace('(2.5, "7", None)',
                                                       '(True, 2.5, "7", None)')})
    assert full.findings == [] and full.grounded == "", full.evidence


def test_tests_of_given_code_must_check_the_far_side_of_each_stated_edge(
        tmp_path: Path) -> None:
    # each edge pinned at its own value, never one below it: 90 made 89 goes unseen
    near = GRADES_MIDDLE + '''

def test_edges():
    assert [grade(p) for p in (90, 75, 60)] == ["A", "B", "C"]
'''
    weak = given_then(folder(tmp_path, "a"), GRADES_TASK, {"grades.py": GRADES},
                      {"tests/test_grades.py": near})
    assert weak.grounded == "failed", weak.evidence
    assert any("(90 made 89 on line 7)" in f.message and "grade(89) == 'B'" in f.message
               for f in weak.findings), [f.message for f in weak.findings]
