"""Tests of a class the task gives and leaves alone: steps on one object, each test kept for
a change it notices."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

from tests.engine.test_cheap_checks import folder
from tests.engine.test_notice import given_then

from openkoi.engine.evaluators.mutants import (
    argument_mutants,
    dropped_mutants,
    swapped_mutants,
)
from openkoi.engine.grounding import GroundedTest, run_grounded
from openkoi.engine.grounding.objects import Answers, _Scenario, object_tests
from openkoi.engine.testfile import pytest_file

SHELF = '''"""A library shelf that lends books out."""


class ShelfError(Exception):
    """Every error of the shelf."""


class NotHere(ShelfError):
    """lend() of a title the shelf does not hold right now."""


class Shelf:
    """Books on a shelf, with at most ``size`` of them on it.

    ``Shelf(size)``: ``size`` is an int of at least 1, else ValueError.
    ``put(title)`` puts a book back; ValueError when the shelf is full.
    ``lend(title)`` takes it off and returns how many books are left; NotHere when it is
    not on the shelf. ``lent`` counts the books lent so far, ``held`` the books on it.

    Example::

        shelf = Shelf(2)
        shelf.put("Emma")     # None
        shelf.lend("Emma")    # 0
        shelf.lend("Emma")    # NotHere
    """

    def __init__(self, size):
        if not isinstance(size, int) or size < 1:
            raise ValueError("size must be an int of at least 1")
        self.size = size
        self.held = 0
        self.lent = 0
        self._titles = []

    def put(self, title):
        if self.held >= self.size:
            raise ValueError("the shelf is full")
        self._titles.append(title)
        self.held += 1

    def lend(self, title):
        if title not in self._titles:
            raise NotHere(title)
        self._titles.remove(title)
        self.held -= 1
        self.lent += 1
        return self.held
'''
TASK = ("Write test_shelf.py (pytest) for shelf.py: every method, the counts, and the "
        "errors. Don't change shelf.py.")


_ADDED: list[list[GroundedTest]] = []  # built once for the module's tests (15 s)


def _added(ws: Path) -> list[GroundedTest]:
    (ws / "shelf.py").write_text(SHELF)
    if not _ADDED:
        _ADDED.append(asyncio.run(object_tests(TASK, "shelf.py", SHELF, [],
                                               {"shelf.py": SHELF.encode()}, 30)))
    return _ADDED[0]


def test_the_example_is_replayed_and_a_refused_step_stays_in_the_setup(tmp_path: Path) -> None:
    added = _added(tmp_path)
    shown = [t.describe() for t in added]
    assert "issubclass(NotHere, ShelfError) == True" in shown, shown  # the hierarchy
    assert "after shelf = Shelf(2); shelf.put('Emma'): shelf.lend('Emma') == 0" in shown, shown
    assert ("after shelf = Shelf(2); shelf.put('Emma'); shelf.lend('Emma'): "
            "shelf.lend('Emma') raises NotHere") in shown, shown
    # the object refused: a value of the constructor's kind first
    assert any(t.call == "Shelf(0)" and t.raises == "ValueError" for t in added), shown
    # what is read of the object at the example's end is held whatever the changes
    end = ("shelf = Shelf(2)\nshelf.put('Emma')\nshelf.lend('Emma')\n"
           "with pytest.raises(NotHere):\n    shelf.lend('Emma')")
    assert any(t.setup == end and t.call == "(shelf.size, shelf.held, shelf.lent)"
               and t.expected == "(2, 0, 1)" for t in added), shown
    # after a refused step, the next steps' setup expects the refusal
    answers = Answers("shelf", {"ValueError", "NotHere"}, {"lend"}, ordered=False)
    scenario = _Scenario("shelf = Shelf(1)", ("shelf.put('a')", "shelf.put('b')",
                                              "shelf.lend('a')"))
    found = asyncio.run(answers.run([scenario], ["shelf.held"], tmp_path, 30))
    last = next(t for t in found if t.call == "shelf.lend('a')")
    assert last.expected == "0" and last.setup == (
        "shelf = Shelf(1)\nshelf.put('a')\nwith pytest.raises(ValueError):\n"
        "    shelf.put('b')"), last
    # (put() answers None and returns nothing anywhere: not a test of its own)
    assert not any(t.call.startswith("shelf.put(") and t.expected == "None" for t in found)
    assert all(r.passed for r in asyncio.run(run_grounded(found, tmp_path)))
    # every added test is the given code's own answer
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))


def test_a_forgotten_update_is_noticed_through_the_counts(tmp_path: Path) -> None:
    dropped = [m.change for m in dropped_mutants("shelf.py", SHELF, {"lend", "put"})]
    assert "`self.lent += 1` dropped on line 47" in dropped, dropped
    dropped_argument = [m.change for m in argument_mutants(
        "shelf.py", "class Q:\n    def get(self):\n        return self.items.pop(0)\n",
        {"get"})]
    assert dropped_argument == ["self.items.pop(0) made self.items.pop() on line 3"], \
        dropped_argument
    swapped = [m.change for m in swapped_mutants("shelf.py", SHELF, {"lend", "put"})]
    assert "self.lent made self.held on line 47" in swapped, swapped
    added = _added(tmp_path)
    # the attributes are read all at once, after the steps
    assert any(t.call == "(shelf.size, shelf.held, shelf.lent)" for t in added), \
        [t.describe() for t in added]


def test_the_file_they_make_passes_and_satisfies_the_notice_check(tmp_path: Path) -> None:
    ws = folder(tmp_path, "ws")
    added = _added(ws)
    text = pytest_file(added, "shelf", SHELF)
    assert text.startswith("import pytest\n") and "NotHere" in text.splitlines()[1]
    (ws / "test_shelf.py").write_text(text)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_shelf.py"], cwd=ws, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stdout[-2000:]
    full = given_then(folder(tmp_path, "full"), TASK, {"shelf.py": SHELF},
                      {"test_shelf.py": text})
    assert full.findings == [] and full.grounded == "", full.evidence
    # a copy that forgets to count a lending fails the file
    broken = folder(tmp_path, "broken")
    (broken / "shelf.py").write_text(SHELF.replace("        self.lent += 1\n", ""))
    (broken / "test_shelf.py").write_text(text)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_shelf.py"], cwd=broken, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 1, run.stdout[-2000:]


def test_none_where_the_task_speaks_of_a_bug(tmp_path: Path) -> None:
    (tmp_path / "shelf.py").write_text(SHELF)
    task = "lend() returns the wrong count, which is a bug. Write test_shelf.py that shows it."
    assert asyncio.run(object_tests(task, "shelf.py", SHELF, [],
                                    {"shelf.py": SHELF.encode()}, 30)) == []


CARD = '''from dataclasses import dataclass


@dataclass
class Card:
    """A loyalty card: every 5th stamp earns a free coffee."""

    owner: str
    stamps: int = 0

    @property
    def free(self):
        return self.stamps // 5

    def stamp(self, n=1):
        if n < 1:
            raise ValueError("n must be at least 1")
        self.stamps += n
        return self.stamps
'''


def test_a_dataclass_is_made_from_its_fields_and_its_properties_are_read(
        tmp_path: Path) -> None:
    (tmp_path / "card.py").write_text(CARD)
    added = asyncio.run(object_tests("Write test_card.py for card.py; leave card.py as it is.",
                                     "card.py", CARD, [], {"card.py": CARD.encode()}, 30))
    shown = [t.describe() for t in added]
    assert any(t.setup.startswith("card = Card('") for t in added), shown  # owner: str
    # the fields and the property, read at once; the property is never called
    assert any(t.call == "(card.owner, card.stamps, card.free)" for t in added), shown
    assert not any("card.free()" in t.call or "card.free()" in t.setup for t in added), shown
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))


TANK = '''class Tank:
    """A fish tank of ``litres`` litres, from 10 to 1000 (else ValueError)."""

    def __init__(self, litres):
        if not 10 <= litres <= 1000:
            raise ValueError("litres must be from 10 to 1000")
        self.litres = litres
        self.fish = 0

    def add(self, n):
        """Adds n fish, at most one per 5 litres in all (else ValueError)."""
        if self.fish + n > self.litres // 5:
            raise ValueError("too many fish")
        self.fish += n
        return self.fish
'''


def test_an_object_the_signature_makes_but_the_class_refuses_is_made_otherwise(
        tmp_path: Path) -> None:
    (tmp_path / "tank.py").write_text(TANK)
    added = asyncio.run(object_tests("Write test_tank.py for tank.py; leave tank.py alone.",
                                     "tank.py", TANK, [], {"tank.py": TANK.encode()}, 30))
    shown = [t.describe() for t in added]
    # Tank(3) is refused: a test of its own, and never the setup of another
    assert any(t.call == "Tank(3)" and t.raises == "ValueError" for t in added), shown
    assert not any(t.setup.startswith("tank = Tank(3)") for t in added), shown
    assert any(t.setup.startswith("tank = Tank(") and t.call.startswith("tank.add(")
               for t in added), shown
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))


def test_an_exception_of_the_setup_is_no_answer_of_the_call(tmp_path: Path) -> None:
    (tmp_path / "tank.py").write_text(TANK)
    made_badly = GroundedTest("t", "tank", "tank.add(1)", setup="tank = Tank(3)")
    refused = GroundedTest("t", "tank", "tank.add(99)", setup="tank = Tank(10)")
    first, second = asyncio.run(run_grounded([made_badly, refused], tmp_path))
    assert first.actual.startswith("raise ValueError") and first.in_setup
    assert second.actual.startswith("raise ValueError") and not second.in_setup
    answers = Answers("tank", {"ValueError"}, {"add"}, ordered=False)
    assert answers._test(made_badly, first) is None
    assert answers._test(refused, second) == GroundedTest("t", "tank", "tank.add(99)",
                                                          setup="tank = Tank(10)",
                                                          raises="ValueError")


URN = '''"""A tea urn at the village hall."""


class UrnError(Exception):
    """Every error of the urn in use."""


class LockedError(UrnError):
    """pour() while the urn is locked."""


class Urn:
    """A tea urn.

    ``Urn(litres=10)``: ``litres`` from 2 to 20, else ValueError. A new urn is full.
    ``pour(cups)``: pours ``cups`` cups of a quarter litre each (above 0, else ValueError;
    LockedError while locked) and returns the litres left.
    ``lock()`` / ``unlock()`` set and clear ``locked``.
    """

    def __init__(self, litres=10):
        if not 2 <= litres <= 20:
            raise ValueError("litres must be from 2 to 20")
        self.litres = litres
        self.level = float(litres)
        self.locked = False

    def pour(self, cups):
        if cups <= 0:
            raise ValueError("cups must be above 0")
        if self.locked:
            raise LockedError("the urn is locked")
        self.level = max(0.0, self.level - cups / 4)
        return self.level

    def lock(self):
        self.locked = True

    def unlock(self):
        self.locked = False
'''


def test_defaults_zero_and_a_state_set_are_tried(tmp_path: Path) -> None:
    """heldout26's rain_barrel: ``RainBarrel()`` made with its defaults told nothing of
    the capacity's range, no method was tried at 0 or below, and no call came after
    ``freeze()`` but by chance."""
    (tmp_path / "urn.py").write_text(URN)
    added = asyncio.run(object_tests("Write test_urn.py for urn.py; leave urn.py alone.",
                                     "urn.py", URN, [], {"urn.py": URN.encode()}, 30))
    shown = [t.describe() for t in added]
    # the defaulted argument the made line leaves out: refused outside 2-20, made at 2
    assert any(t.call == "Urn(litres=1)" and t.raises == "ValueError" for t in added), shown
    assert any(t.call == "Urn(litres=21)" and t.raises == "ValueError" for t in added), shown
    assert any(t.setup == "urn = Urn(litres=2)" for t in added), shown
    # 0 for the method's argument
    assert any(t.call == "urn.pour(0)" and t.raises == "ValueError" for t in added), shown
    # a call after lock()
    assert any(t.setup == "urn = Urn()\nurn.lock()" and t.raises == "LockedError"
               for t in added), shown
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))


def test_a_refusal_the_tests_hold_already_is_not_chosen_again(tmp_path: Path) -> None:
    """heldout27's parking_meter crashed the loop (list.remove of a refusal that a test
    so far already held)."""
    (tmp_path / "urn.py").write_text(URN)
    held = GroundedTest("written 1", "urn", "Urn(litres=1)", raises="ValueError")
    added = asyncio.run(object_tests("Write test_urn.py for urn.py; leave urn.py alone.",
                                     "urn.py", URN, [held], {"urn.py": URN.encode()}, 30))
    assert not any(t.call == held.call and not t.setup for t in added)
    assert any(t.call == "Urn(litres=21)" and t.raises == "ValueError" for t in added)


STAMP_CARD = '''"""A coffee shop's stamp card."""


class FullError(Exception):
    """stamp() past the card's last box."""


class Card:
    """``Card()``: an empty card of 10 boxes. ``stamp()`` stamps the next box (FullError
    once all 10 are stamped); ``free`` is True once they are."""

    def __init__(self):
        self.stamps = 0

    def stamp(self):
        if self.stamps >= 10:
            raise FullError("the card is full")
        self.stamps += 1

    @property
    def free(self):
        return self.stamps == 10
'''


def test_one_call_over_and_over_reaches_the_end_of_what_an_object_holds(
        tmp_path: Path) -> None:
    """heldout27's bowling: a game's last frame and GameOver come after 12 to 21 balls,
    which no walk of 3-7 steps reached."""
    (tmp_path / "card.py").write_text(STAMP_CARD)
    added = asyncio.run(object_tests("Write test_card.py for card.py; leave card.py alone.",
                                     "card.py", STAMP_CARD, [],
                                     {"card.py": STAMP_CARD.encode()}, 30))
    shown = [f"{t.setup} | {t.describe()}" for t in added]
    # the card's end, which a change of 10 moves
    assert any(t.setup.count("card.stamp()") == 10 and t.raises == "FullError"
               for t in added), shown
    assert any(t.setup.count("card.stamp()") == 10 and "card.free" in t.call
               and "True" in (t.expected or "") for t in added), shown
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))


JUG = '''class Jug:
    """``Jug()``: an empty jug. ``pour(water_ml, juice_ml)`` adds both, each 0 or more
    (else ValueError); ``total`` is the millilitres in it."""

    def __init__(self):
        self.total = 0

    def pour(self, water_ml, juice_ml):
        if water_ml < 0 or juice_ml < 0:
            raise ValueError("a negative amount")
        self.total += water_ml + juice_ml
'''


def test_a_method_of_two_arguments_that_no_example_calls_is_called(tmp_path: Path) -> None:
    """heldout27's sourdough: ``feed(flour_g, water_g)`` was never called, and the loop
    asked three times for a test of feed that its own file could not give."""
    (tmp_path / "jug.py").write_text(JUG)
    added = asyncio.run(object_tests("Write test_jug.py for jug.py; leave jug.py alone.",
                                     "jug.py", JUG, [], {"jug.py": JUG.encode()}, 30))
    shown = [f"{t.setup} | {t.describe()}" for t in added]
    assert any("jug.pour(" in t.setup + t.call and t.raises == "ValueError" for t in added), \
        shown
    assert any("jug.pour(" in t.setup and "jug.total" in t.call for t in added), shown
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))


DRAWER = '''class Drawer:
    """Single socks by colour."""

    def __init__(self):
        self._socks = {}

    def add(self, colour):
        if not colour:
            raise ValueError("colour must not be empty")
        self._socks[colour] = self._socks.get(colour, 0) + 1

    def colours(self):
        return sorted(self._socks)
'''


def test_the_codes_own_messages_are_no_inputs_and_two_texts_are_tried(tmp_path: Path) -> None:
    """heldout28's sock_drawer: the only texts tried were the error message and a
    docstring, so no second colour was ever put in the drawer."""
    (tmp_path / "drawer.py").write_text(DRAWER)
    added = asyncio.run(object_tests("Write test_drawer.py for drawer.py; leave it alone.",
                                     "drawer.py", DRAWER, [], {"drawer.py": DRAWER.encode()},
                                     30))
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path)))
    import ast

    from openkoi.engine.grounding.objectparts import quoted_texts
    from openkoi.engine.grounding.objects import _calls

    tree = ast.parse(DRAWER)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    tried = _calls(cls, tree, "drawer", [], [], quoted_texts(DRAWER), DRAWER)
    assert "drawer.add('Ann')" in tried and "drawer.add('Bob')" in tried, tried
    assert not any("must not be empty" in c or "Single socks" in c for c in tried), tried


TUCK = '''"""The school tuck shop."""

from decimal import Decimal


class TuckShop:
    """``TuckShop(prices)``: ``prices`` maps snack names to a Decimal price each; names are
    kept stripped and lower-cased. A price that is no Decimal raises TypeError, one below
    zero ValueError. ``sell(snack, count)`` adds to the takings (KeyError for an unknown
    snack), ``takings()`` is the total so far."""

    def __init__(self, prices):
        self._prices = {}
        for name, price in prices.items():
            if not isinstance(price, Decimal):
                raise TypeError(f"{name!r} needs a Decimal price")
            if price < 0:
                raise ValueError(f"{name!r} costs less than nothing")
            self._prices[name.strip().lower()] = price
        self._total = Decimal("0")

    def sell(self, snack, count):
        self._total += self._prices[snack.strip().lower()] * count

    def takings(self):
        return self._total
'''


def test_a_mapping_of_decimal_prices_is_built_for_the_constructor(tmp_path: Path) -> None:
    """heldout29's minibar: ``Minibar(prices)`` was made as ``Minibar(3)``, which the class
    refuses, so one test of its error classes was all the file held."""
    import ast

    from openkoi.engine.grounding.noticing import code_texts
    from openkoi.engine.grounding.objectparts import made_line

    tree = ast.parse(TUCK)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    # (texts the code writes as numbers, or in an f-string's pieces, are not texts)
    assert code_texts(tree) == [], code_texts(tree)
    assert made_line(cls, tree, TUCK) == [
        "tuck_shop = TuckShop({'Ann': Decimal('1'), 'Bob': Decimal('1')})"], \
        made_line(cls, tree, TUCK)
    (tmp_path / "tuck.py").write_text(TUCK)
    added = asyncio.run(object_tests("Write test_tuck.py for tuck.py; leave it alone.",
                                     "tuck.py", TUCK, [], {"tuck.py": TUCK.encode()}, 30))
    shown = [f"{t.setup} | {t.describe()}" for t in added]
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path))), shown
    # the constructor's refusals: a price of another kind, and one below zero
    refused = {(t.raises, t.call) for t in added if not t.setup}
    assert any(r == "TypeError" and "'Ann': 1," in c for r, c in refused), shown
    assert any(r == "ValueError" and "Decimal('-1')" in c for r, c in refused), shown
    # steps on the object: a sale read in the takings
    assert any("tuck_shop.sell(" in t.setup and t.call == "tuck_shop.takings()"
               for t in added), shown
    # and the file notices a shop that forgets to strip its names
    assert_notices(tmp_path, added, "tuck", TUCK, TUCK.replace("name.strip().lower()",
                                                               "name.lower()"))


def assert_notices(tmp_path: Path, added: list[GroundedTest], module: str, code: str,
                   wrong: str) -> None:
    """The pytest file of ``added`` fails on ``wrong``, written as ``module``.py."""
    ws = folder(tmp_path, "ws")
    (ws / f"{module}.py").write_text(wrong)
    (ws / f"test_{module}.py").write_text(pytest_file(added, module, code))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          f"test_{module}.py"], cwd=ws, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 1, run.stdout[-2000:]


def test_a_method_the_task_names_gets_a_test_with_an_answer_of_its_own() -> None:
    """heldout29's minibar asked for subtotal(), and its file read subtotal only through
    bill(): "the task asks for a test of subtotal" ended the run below the threshold."""
    import ast

    from openkoi.engine.grounding.objects import _asked_for

    tree = ast.parse(TUCK)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    made = "tuck_shop = TuckShop({'Ann': Decimal('1')})"
    fresh = GroundedTest("look", "tuck", "tuck_shop.takings()", "Decimal('0')", setup=made)
    sold = GroundedTest("look", "tuck", "tuck_shop.takings()", "Decimal('2.00')",
                        setup=f"{made}\ntuck_shop.sell('Ann', 2)")
    held = [GroundedTest("step", "tuck", "tuck_shop.sell('Bob', 1)", raises="KeyError",
                         setup=made)]
    # the new shop's 0 tells little: the sale's answer is taken
    picked = _asked_for("Test takings() and sell().", cls, held, [fresh, sold], 1)
    assert [(t.name, t.expected) for t in picked] == [("asked 2", "Decimal('2.00')")]
    # nothing where the task names no method, or a test calls it already
    assert _asked_for("Test the shop.", cls, held, [fresh, sold], 1) == []
    assert _asked_for("Test takings().", cls, [sold], [fresh], 1) == []


PANTRY = '''"""A pantry of tins, each with its best-before date."""
from datetime import date


class Pantry:
    def __init__(self, tins):
        self._tins = []
        for label, best_before in tins:
            if not isinstance(best_before, date):
                raise TypeError(f"{label}: best_before must be a date")
            self._tins.append((label.strip().lower(), best_before))

    def eat(self, label):
        label = label.strip().lower()
        for at, (held, _) in enumerate(self._tins):
            if held == label:
                del self._tins[at]
                return
        raise KeyError(label)

    def past(self, today):
        return sorted(label for label, day in self._tins if day < today)

    def count(self):
        return len(self._tins)
'''


def test_a_list_of_pairs_the_constructor_goes_through_is_built_for_it(tmp_path: Path) -> None:
    """A constructor that unpacks each item of a list (``for label, best_before in tins``)
    was made as ``Pantry(3)``, which it cannot go through, and the file held no test."""
    import ast

    from openkoi.engine.grounding.objectparts import made_line
    from openkoi.engine.grounding.seeds import param_kind

    tree = ast.parse(PANTRY)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    made = made_line(cls, tree, PANTRY)
    # two tins, each a text and a date (the code's message is no name)
    assert made == ["pantry = Pantry([('Ann', date(2026, 1, 1)), ('Bob', date(2026, 1, 2))])"], \
        made
    # a text a loop goes through letter by letter stays a text
    word = ast.parse("def f(word):\n    return [c for c in word if c in 'aeiou']\n").body[0]
    assert isinstance(word, ast.FunctionDef) and param_kind(word, "word", None) == ""
    (tmp_path / "pantry.py").write_text(PANTRY)
    added = asyncio.run(object_tests("Write test_pantry.py for pantry.py; leave it alone.",
                                     "pantry.py", PANTRY, [], {"pantry.py": PANTRY.encode()},
                                     30))
    shown = [f"{t.setup} | {t.describe()}" for t in added]
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path))), shown
    assert any("pantry.eat(" in t.setup or "pantry.eat(" in t.call for t in added), shown
    # and the file notices a pantry that keeps a tin on its last day as past
    assert_notices(tmp_path, added, "pantry", PANTRY, PANTRY.replace("day < today",
                                                                     "day <= today"))


def test_a_value_handed_to_a_checking_function_takes_that_functions_kind() -> None:
    """heldout30's chore_chart: ``ChoreChart(kids, chores)`` loops over ``chores.items()`` and
    hands each value to ``_whole(value, ...)``, which checks ``isinstance(value, int)``; the
    values were texts, every object was refused, and the file held no test."""
    import ast

    from openkoi.engine.grounding.objectparts import made_line

    source = '''
def _count(value, what):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(what)
    return value


class Rota:
    def __init__(self, kids, jobs):
        self._kids = [kid.strip() for kid in kids]
        self._jobs = {job: _count(worth, job) for job, worth in jobs.items()}

    def worth(self, job):
        return self._jobs[job]
'''
    tree = ast.parse(source)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    assert made_line(cls, tree, "Test Rota: 'Ann' does the 'dishes'.") == [
        "rota = Rota(['Ann', 'dishes'], {'Ann': 1, 'dishes': 2})"], \
        made_line(cls, tree, "Test Rota: 'Ann' does the 'dishes'.")


HIDES = '''"""Hides a birdwatcher sat in."""
from datetime import date


def _name(value):
    name = value.strip().lower()
    if not name:
        raise ValueError("a name must not be blank")
    return name


class Hides:
    def __init__(self, visits):
        self._visits = []
        for day, bird, count, hide in visits:
            self.add(day, bird, count, hide)

    def add(self, day, bird, count, hide):
        if not isinstance(day, date):
            raise TypeError("day must be a date")
        if isinstance(count, bool) or not isinstance(count, int):
            raise TypeError("count must be an int")
        if count < 1:
            raise ValueError("count must be at least 1")
        self._visits.append((day, _name(bird), count, hide.strip()))

    def busiest(self, bird=None):
        """The hide with the most birds (of one bird, if given); None when there are none."""
        name = None if bird is None else _name(bird)
        totals = {}
        for _day, seen, count, hide in self._visits:
            if name is None or seen == name:
                totals[hide] = totals.get(hide, 0) + count
        if not totals:
            return None
        return min(totals, key=lambda hide: (-totals[hide], hide))
'''


def test_records_handed_to_a_method_whole_are_built_of_its_kinds(tmp_path: Path) -> None:
    """heldout31's bird_log: each record of the constructor's list goes to ``self.add``,
    whose day is a date, count a whole number of 1 or more, and bird a text it hands to
    ``_name``; the records tried were texts, every log was refused, ``best_site(species=
    None)`` was never asked of one species, and the run ended done with tests that missed
    a best site that ignores the species asked for."""
    import ast

    from openkoi.engine.grounding.objectparts import made_line

    tree = ast.parse(HIDES)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    # two records, each a date, a text, a count and a text; the second no blank, no 0
    assert made_line(cls, tree, "Write test_hides.py.") == [
        "hides = Hides([(date(2026, 1, 1), 'a', 1, 'a'), (date(2026, 1, 2), 'ab', 2, 'ab')])"]
    (tmp_path / "hides.py").write_text(HIDES)
    added = asyncio.run(object_tests("Write test_hides.py for hides.py; leave it alone.",
                                     "hides.py", HIDES, [], {"hides.py": HIDES.encode()}, 30))
    shown = [f"{t.setup} | {t.describe()}" for t in added]
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path))), shown
    # busiest() of one bird: the file notices a busiest() that ignores the bird
    assert any(".busiest('" in t.call for t in added), shown
    assert_notices(tmp_path, added, "hides", HIDES,
                   HIDES.replace("if name is None or seen == name:", "if True:"))


MENU = '''
KINDS = ("dairy", "egg", "nuts")


def _kind(name):
    key = name.strip().lower()
    if key not in KINDS:
        raise ValueError(f"not a kind: {name!r}")
    return key


class Menu:
    """Dishes and what is in them.

    ``Menu(dishes)`` maps each dish to a list of its kinds, e.g. "Tea: contains dairy".
    """

    def __init__(self, dishes):
        self._dishes = {}
        for name, kinds in dishes.items():
            self._dishes[name.strip()] = {_kind(kind) for kind in kinds}

    def count(self, kind):
        key = _kind(kind)
        return sum(1 for kinds in self._dishes.values() if key in kinds)
'''


def test_a_value_checked_against_a_constant_is_tried_with_its_members(tmp_path: Path) -> None:
    """heldout32's allergen_chart: each dish maps to a list of allergens, each checked
    against the module's ALLERGENS; the dishes were built of the docstring's texts, every
    chart but the empty one was refused, and 12 hidden mutants lived."""
    import ast

    from openkoi.engine.grounding.allowed import allowed, constants
    from openkoi.engine.grounding.objectparts import made_line

    tree = ast.parse(MENU)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    assert constants(tree) == {"KINDS": ["'dairy'", "'egg'", "'nuts'"]}
    # a mapping of lists, their items the constant's members
    made = made_line(cls, tree, "Write test_menu.py.")
    assert made[0].startswith("menu = Menu({") and "['dairy', 'egg']" in made[0], made
    count = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "count")
    scope = [n for n in [*cls.body, *tree.body] if isinstance(n, ast.FunctionDef)]
    assert allowed(count, "kind", constants(tree), scope) == ["'dairy'", "'egg'", "'nuts'"]
    assert allowed(count, "kind", constants(tree), []) == []  # (_kind is out of sight)
    (tmp_path / "menu.py").write_text(MENU)
    added = asyncio.run(object_tests("Write test_menu.py for menu.py; leave it alone.",
                                     "menu.py", MENU, [], {"menu.py": MENU.encode()}, 30))
    shown = [f"{t.setup} | {t.describe()}" for t in added]
    assert all(r.passed for r in asyncio.run(run_grounded(added, tmp_path))), shown
    # the file notices a count that counts every dish
    assert_notices(tmp_path, added, "menu", MENU,
                   MENU.replace("if key in kinds)", "if kinds)"))


def test_a_value_compared_with_a_constant_pair_is_tried_between_its_bounds() -> None:
    """heldout34's homebrew_batch: ``low, high = OG_RANGE; if not low <= og <= high``; the
    batch was made with a gravity of 3, refused, and no test was written."""
    import ast

    from openkoi.engine.grounding.allowed import allowed, constants
    from openkoi.engine.grounding.objectparts import made_line

    code = '''OG_RANGE = (1020, 1130)
SIZES = (6, 12)


class Batch:
    def __init__(self, name, og, litres):
        low, high = OG_RANGE
        if not low <= og <= high:
            raise ValueError("og out of range")
        self.og = og

    def pick(self, n):
        if n == SIZES[0]:
            return 1
        if n > SIZES[1]:
            raise ValueError("too big")
        return 0
'''
    tree = ast.parse(code)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    init, pick = (n for n in cls.body if isinstance(n, ast.FunctionDef))
    known = constants(tree)
    assert allowed(init, "og", known) == ["1075", "1020", "1130"]
    assert allowed(init, "litres", known) == []
    assert allowed(pick, "n", known) == ["9", "6", "12"]  # (an order compare, not ==)
    assert made_line(cls, tree, "Write tests for it.") == ["batch = Batch(3, 1075, 3)"]


TICKET = '''class Ticket:
    """A repair ticket."""

    def __init__(self, customer, bike, member=False):
        customer, bike = customer.strip(), bike.strip()
        if not customer or not bike:
            raise ValueError("need a customer and a bike")
        self.customer, self.bike, self.member = customer, bike, member
        self.minutes = 0

    def log(self, minutes):
        if minutes <= 0:
            raise ValueError("minutes must be more than 0")
        self.minutes += minutes
        return self.minutes
'''


def test_an_unannotated_parameter_the_constructor_uses_as_text_is_made_a_text() -> None:
    """heldout35's bike_repair_tests: ``RepairJob(customer, bike)`` strips both, and was
    made as ``RepairJob(3, 3)``, which fails on ``.strip()``: no test of the class."""
    import ast

    from openkoi.engine.grounding.objectparts import made_line

    tree = ast.parse(TICKET)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    assert made_line(cls, tree, "Write test_ticket.py for ticket.py.") == [
        "ticket = Ticket('a', 'a')"]
    # a text the task quotes is used instead
    assert made_line(cls, tree, "Tickets like 'Sam' ...") == ["ticket = Ticket('Sam', 'Sam')"]
