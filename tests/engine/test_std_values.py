"""Dates and the standard library's other value types in the tests built of given code
(heldout28's library_fines and seed_calendar: a module of dates got 7 and 2 tests, and 16
of their hidden checks' mutants lived)."""

from __future__ import annotations

import ast
import asyncio
import subprocess
import sys
from pathlib import Path

from openkoi.engine.grounding import examples_to_tests, run_grounded
from openkoi.engine.grounding.noticing import noticing_tests
from openkoi.engine.grounding.seeds import date_params, seed_calls
from openkoi.engine.grounding.stdvalues import is_value, plain_value, source_of, value_of
from openkoi.engine.testfile import pytest_file

FINES = '''"""Library fines, in cents."""

from datetime import date, datetime


def days_late(due, returned):
    """Days after ``due`` the item came back; 0 when on time. Both must be dates, else
    TypeError."""
    for value in (due, returned):
        if not isinstance(value, date) or isinstance(value, datetime):
            raise TypeError("dates only")
    return max(0, (returned - due).days)


def fine(item_type, due, returned):
    """The fine for one item: nothing up to 2 days late, then 20 cents a day for a "book"
    and 50 for a "dvd"; any other type raises ValueError."""
    rate = {"book": 20, "dvd": 50}.get(item_type)
    if rate is None:
        raise ValueError(item_type)
    late = days_late(due, returned)
    return 0 if late <= 2 else late * rate


def total(loans, today):
    """The fines over ``loans``, a list of ``(item_type, due, returned)`` tuples;
    ``returned`` may be None for an item still out, charged as if back ``today``."""
    return sum(fine(t, due, today if back is None else back) for t, due, back in loans)
'''

WINDOW = '''"""Sowing windows."""

from datetime import date, timedelta


def window(last_frost):
    """The first and last day to sow beans.

    >>> from datetime import date
    >>> window(date(2026, 4, 20))
    (datetime.date(2026, 4, 27), datetime.date(2026, 6, 1))
    >>> frost = date(2026, 4, 20)
    >>> [days_to_go(frost, date(2026, 5, d))
    ...  for d in (1, 10)]
    [0, 0]
    """
    return last_frost + timedelta(days=7), last_frost + timedelta(days=42)


def days_to_go(last_frost, today):
    first, last = window(last_frost)
    return max(0, (first - today).days)
'''


def test_a_standard_value_is_written_by_its_own_name_and_held_as_a_value() -> None:
    shown = "(datetime.date(2026, 4, 27), datetime.timedelta(days=3), decimal.Decimal('1.5'))"
    assert plain_value(shown) == "(date(2026, 4, 27), timedelta(days=3), Decimal('1.5'))"
    assert is_value(plain_value(shown))
    assert plain_value("[1, 'datetime.date(']") == "[1, 'datetime.date(']"
    for no in ("date.today()", "open('x')", "date(2026, 1, x)", "Point(1, 2)"):
        assert not is_value(no), no
    import datetime

    node = ast.parse("date(2026, 2, 29)", mode="eval").body
    try:
        value_of(node)
    except ValueError:
        pass
    else:
        raise AssertionError("2026 has no 29 February")
    day = value_of(ast.parse("date(2024, 2, 29)", mode="eval").body)
    assert day == datetime.date(2024, 2, 29) and source_of(day) == "date(2024, 2, 29)"


def test_a_doctest_of_dates_over_continued_lines_gives_its_examples() -> None:
    files = {"window.py": WINDOW}
    shown = [t.describe() for t in examples_to_tests("Test window.py.", files, files)]
    assert "window(date(2026, 4, 20)) == (date(2026, 4, 27), date(2026, 6, 1))" in shown
    assert any("[days_to_go(frost, date(2026, 5, d)) for d in (1, 10)] == [0, 0]" in s
               for s in shown), shown


def test_the_parameters_a_module_takes_as_dates_get_dates() -> None:
    tree = ast.parse(FINES)
    # days_late checks them; fine hands them on to days_late
    assert date_params(tree) == {"days_late": {"due", "returned"},
                                 "fine": {"due", "returned"}, "total": {"today"}}
    calls = seed_calls(tree, "", ["fine"])["fine"]
    assert "fine('book', date(2026, 1, 1), date(2026, 1, 4))" in calls
    # a list of tuples of named parts: each part the values of the parameter of its name
    lists = seed_calls(tree, "", ["total"])["total"]
    assert lists[0] == "total([], date(2026, 1, 1))"
    assert any(c.startswith("total([('book', date(") for c in lists), lists
    assert any(", None)]" in c for c in lists), lists
    # a module that imports no datetime takes no dates
    assert date_params(ast.parse(FINES.replace("from datetime import date, datetime\n",
                                               ""))) == {}


def test_tests_of_given_dates_notice_a_changed_rate_and_run_as_a_file(tmp_path: Path) -> None:
    (tmp_path / "fines.py").write_text(FINES)
    task = "Write test_fines.py for fines.py; don't change fines.py."
    added = asyncio.run(noticing_tests(task, "fines.py", FINES, [],
                                       {"fines.py": FINES.encode()}, 30))
    shown = [t.describe() for t in added]
    assert any(s.startswith("fine('dvd', date(") for s in shown), shown
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path, 30)))
    text = pytest_file(added, "fines", FINES)
    assert "from datetime import date\n" in text and "from fines import " in text
    (tmp_path / "test_fines.py").write_text(text)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_fines.py"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-2000:]
    # and they notice a dvd charged at the book's rate
    (tmp_path / "fines.py").write_text(FINES.replace('"dvd": 50', '"dvd": 20'))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_fines.py"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 1, run.stdout[-2000:]


def test_a_parameter_compared_with_a_date_is_a_date() -> None:
    """heldout29's warranty: ``purchased <= on <= expiry(purchased, months)`` left ``on``
    a number, and no call of is_covered ever ran."""
    tree = ast.parse('''from datetime import date, timedelta


def ends(start, days):
    return start + timedelta(days=days)


def inside(start, days, on):
    return start <= on <= ends(start, days)
''')
    assert date_params(tree)["inside"] == {"start", "on"}
    assert "inside(date(2026, 1, 1), 1, date(2026, 1, 1))" in seed_calls(tree, "", ["inside"])[
        "inside"]


def test_a_parameter_copied_to_a_name_that_gets_a_timedelta_is_a_date() -> None:
    """heldout48's dry_cleaning_tests: ``day = dropped`` then ``day += timedelta(days=1)``
    left ``dropped`` a number, and no test of ready_date was made."""
    tree = ast.parse('''from datetime import timedelta


def ready_date(dropped, express=False):
    need = 1 if express else 3
    day = dropped
    while need:
        day += timedelta(days=1)
        need -= 1
    return day


def later(count):
    total = count
    total += 1
    return total
''')
    dates = date_params(tree)
    assert dates["ready_date"] == {"dropped"} and not dates.get("later")
    assert "ready_date(date(2026, 1, 1))" in seed_calls(tree, "", ["ready_date"])["ready_date"]


def test_decimals_and_mappings_of_them_are_values_varied_as_such() -> None:
    """Money in ``Decimal`` and a price list of it (heldout29's minibar)."""
    from decimal import Decimal

    from openkoi.engine.grounding.noticing import others
    from openkoi.engine.grounding.seeds import param_kind, param_values

    node = ast.parse("{'tea': Decimal('2.50'), 'cake': Decimal('3')}", mode="eval").body
    assert value_of(node) == {"tea": Decimal("2.50"), "cake": Decimal("3")}
    same, foreign = others(Decimal("2.50"), [20], [])
    assert same[:4] == ["Decimal('2.51')", "Decimal('2.49')", "Decimal('0')", "Decimal('-1')"]
    assert "Decimal('20')" in same and foreign[:2] == ["2", "2.5"]
    same, foreign = others({"tea": Decimal("2.50"), "cake": Decimal("3")}, [], [])
    assert "{'tea': Decimal('2.50')}" in same and "{}" in same
    assert "{' tea ': Decimal('2.50'), 'cake': Decimal('3')}" in same  # a key written otherwise
    assert "{'tea': 2, 'cake': Decimal('3')}" in same  # (a price of another kind)
    func = ast.parse('''def __init__(self, prices):
    for name, price in prices.items():
        if not isinstance(price, Decimal):
            raise TypeError(name)
''').body[0]
    assert isinstance(func, ast.FunctionDef)
    assert param_kind(func, "prices", None) == "dict"
    assert param_kind(func, "price", None) == "decimal"
    # a number written as a Decimal's text is a number, not a text
    text = 'Prices such as Decimal("1.20") and 3; "tea" is one item.'
    assert param_values(func, "prices", None, "", text, ["Ann"])[:2] == [
        "{'Ann': Decimal('1.20'), 'tea': Decimal('3')}", "{'Ann': Decimal('1.20')}"]


def test_a_text_whose_case_the_docstring_speaks_of_is_tried_with_its_capitals_turned() -> None:
    # heldout32's count_errors, "case matters": never given "WORD" beside "word"
    import ast

    code = ('def errors(typed, target):\n    """Letters that differ (case matters), e.g. '
            '"word"."""\n    return sum(1 for a, b in zip(typed, target) if a != b)\n\n\n'
            'def plain(typed):\n    """A word, e.g. "word"."""\n    return typed\n')
    tree = ast.parse(code)
    calls = seed_calls(tree, code, ["errors", "plain"])
    assert "errors('WORD', 'word')" in calls["errors"], calls["errors"]
    assert not any("WORD" in c for c in calls["plain"]), calls["plain"]
