"""A doctest session's examples run after the lines before them
(engine/grounding/sessions.py): an object the session builds, a method that changes it, what
it holds afterwards."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.grounding.sessions import session_examples
from openkoi.engine.testfile import pytest_file

TASK = """Please add a method deal(self, hands, cards_each) to Deck in deck.py.

>>> d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"])
>>> d.deal(2, 3)
[['AS', '3S', '5S'], ['2S', '4S', '6S']]
>>> d.cards
['7S']
>>> d.deal(1, 5)
Traceback (most recent call last):
ValueError: not enough cards
>>> d.cards
['7S']
"""

START = """class Deck:
    def __init__(self, cards):
        self.cards = list(cards)
"""

RIGHT = START + """
    def deal(self, hands, cards_each):
        if hands * cards_each > len(self.cards):
            raise ValueError("not enough cards")
        out = [[] for _ in range(hands)]
        for i in range(hands * cards_each):
            out[i % hands].append(self.cards.pop(0))
        return out
"""

# deals, but never takes the cards off the deck, and takes what it can before it fails
KEEPS = RIGHT.replace("self.cards.pop(0)", "self.cards[i]")
PARTIAL = START + """
    def deal(self, hands, cards_each):
        out = [[] for _ in range(hands)]
        for i in range(hands * cards_each):
            if not self.cards:
                raise ValueError("not enough cards")
            out[i % hands].append(self.cards.pop(0))
        return out
"""


def _tests(code: str = START, task: str = TASK) -> list:
    return examples_to_tests(task, {"deck.py": code}, {"deck.py": START})


def test_each_output_line_on_a_bound_name_is_an_example_after_the_lines_before_it() -> None:
    described = [t.describe() for t in _tests()]
    assert described == [
        'after d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"]): '
        "d.deal(2, 3) == [['AS', '3S', '5S'], ['2S', '4S', '6S']]",
        'after d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"]); d.deal(2, 3): '
        "d.cards == ['7S']",
        'after d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"]); d.deal(2, 3); d.cards: '
        "d.deal(1, 5) raises ValueError",
        'after d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"]); d.deal(2, 3); d.cards; '
        "try: d.deal(1, 5); except ValueError: pass: d.cards == ['7S']",
    ]


def _run(code: str, tmp_path: Path) -> list[str]:
    (tmp_path / "deck.py").write_text(code, encoding="utf-8")
    results = asyncio.run(run_grounded(_tests(), tmp_path, timeout_s=30))
    return [r.status for r in results]


def test_the_session_passes_right_code_and_catches_what_the_examples_state(tmp_path: Path
                                                                           ) -> None:
    assert _run(RIGHT, tmp_path) == ["passed"] * 4
    assert _run(KEEPS, tmp_path) == ["passed", "failed", "failed", "failed"]
    # dealt what it could before it found the deck short: the deck is not as it was
    assert _run(PARTIAL, tmp_path) == ["passed", "passed", "passed", "failed"]
    # the method missing: its setup cannot run
    assert "passed" not in _run(START, tmp_path)[1:]


def test_a_session_renders_as_a_pytest_function_with_its_setup(tmp_path: Path) -> None:
    source = pytest_file(_tests(), "deck", START)
    assert source.startswith("import pytest\nfrom deck import Deck\n")
    assert "    d = Deck([" in source and "    try:\n        d.deal(1, 5)\n" in source
    (tmp_path / "deck.py").write_text(RIGHT, encoding="utf-8")
    namespace: dict = {}
    import sys
    sys.path.insert(0, str(tmp_path))
    try:
        exec(compile(source, "test_deck.py", "exec"), namespace)
        for name, func in list(namespace.items()):
            if name.startswith("test_"):
                func()
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("deck", None)


def test_the_session_ends_where_a_line_cannot_be_run_as_written() -> None:
    known = {"Deck", "TokenBucket"}
    # a name from the tests' helpers: nothing after it is read
    helper = ">>> clock = FakeClock()\n>>> b = TokenBucket(clock=clock)\n>>> b.take()\nTrue\n"
    assert session_examples(helper, known) == []
    # a continuation line: a statement of more than one line
    loop = (">>> d = Deck([1, 2])\n>>> for _ in range(2):\n...     d.deal(1, 1)\n"
            ">>> d.cards\n[]\n")
    assert session_examples(loop, known) == []
    # an output that is no Python value is run, not compared
    shown = ">>> d = Deck([1])\n>>> d\n<Deck of 1>\n>>> d.cards\n[1]\n"
    assert [(e.setup, e.call, e.expected) for e in session_examples(shown, known)] == [
        ("d = Deck([1])\nd", "d.cards", "[1]")]
    # a line on no bound name is the plain examples' to read
    assert session_examples(">>> Deck([1]).cards\n[1]\n", known) == []


def test_a_session_over_two_modules_runs_with_its_own_import(tmp_path: Path) -> None:
    # the harness has one module's names in scope: the session's import brings the other's
    files = {"shop/__init__.py": "from shop.cart import Cart\nfrom shop.money import fmt\n",
             "shop/cart.py": "class Cart:\n    def __init__(self):\n        self.cents = 0\n"
                             "    def add(self, c):\n        self.cents += c\n",
             "shop/money.py": "def fmt(c):\n    return f'{c // 100}.{c % 100:02d}'\n"}
    task = (">>> from shop import Cart, fmt\n>>> c = Cart()\n>>> c.add(250)\n"
            ">>> fmt(c.cents)\n'2.50'\n")
    tests = examples_to_tests(task, files, files)
    assert [t.describe() for t in tests] == [
        "after from shop import Cart, fmt; c = Cart(); c.add(250): fmt(c.cents) == '2.50'"]
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert [r.status for r in asyncio.run(run_grounded(tests, tmp_path, 30))] == ["passed"]
    # without the import line, names of two modules: no example
    assert examples_to_tests(task.split("\n", 1)[1], files, files) == []


COMMENTED = """Add deal(self, hands, cards_each) to Deck in deck.py:

```python
d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"])   # seven cards
d.deal(2, 3)     # -> [['AS', '3S', '5S'], ['2S', '4S', '6S']]
d.cards          # ['7S']
d.deal(1, 5)     # raises ValueError
d.cards  # still ['7S']
```
"""


def test_a_code_block_with_results_as_comments_is_a_session(tmp_path: Path) -> None:
    from openkoi.engine.grounding.sessions import commented_sessions

    assert commented_sessions(COMMENTED).splitlines()[:4] == [
        '>>> d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"])',  # a remark, not a value
        ">>> d.deal(2, 3)", "[['AS', '3S', '5S'], ['2S', '4S', '6S']]", ">>> d.cards"]
    assert commented_sessions("```\nx = f(1)  # one\n```") == ""  # no result written
    assert commented_sessions("d.deal(2, 3)  # 4") == ""  # not in a block
    # statements joined by ";" are lines of their own; "ValueError: ..." is the raise
    assert commented_sessions("```python\nd = f(1); e = f(2)\nd.deal(9)  # ValueError: "
                              "too many\nd.deal(1)  # KeyError\nd.x()  # fine: kept\n```"
                              ).splitlines() == [
        ">>> d = f(1)", ">>> e = f(2)", ">>> d.deal(9)", "Traceback (most recent call last):",
        "ValueError", ">>> d.deal(1)", "Traceback (most recent call last):", "KeyError",
        ">>> d.x()"]
    tests = _tests(task=COMMENTED)
    # the same examples as the doctest session of the same lines
    assert [t.describe() for t in tests] == [t.describe() for t in _tests()][:3]
    assert len(tests) == 3  # "still ['7S']" is a remark
    (tmp_path / "deck.py").write_text(KEEPS, encoding="utf-8")
    results = asyncio.run(run_grounded(tests, tmp_path, timeout_s=30))
    assert [r.status for r in results] == ["passed", "failed", "failed"]


SHOW = '''New file show.py. Examples:

    entry_fee(3)                 # 1.5
    placings({"Ann": 17,
              "Joe": 19})
    # [(1, 'Joe'), (2, 'Ann')]
    entry_fee(0)                 # a remark, not a value

Thanks!
'''

SHOW_CODE = '''class Closed(Exception):
    pass


def entry_fee(classes):
    if classes < 1:
        raise Closed("no classes")
    return min(0.5 * classes, 5.0)


def placings(points):
    order = sorted(points, key=lambda n: -points[n])
    return [(i + 1, n) for i, n in enumerate(order)]
'''


def test_an_indented_block_with_results_as_comments_gives_plain_examples(
        tmp_path: Path) -> None:
    """heldout52's flower_show_module: "entry_fee(3)   # 1.5" in an indented block, and a
    call over two lines with its result on a comment line under it, gave no example."""
    tests = examples_to_tests(SHOW, {"show.py": SHOW_CODE}, {})
    assert [t.describe() for t in tests] == [
        "entry_fee(3) == 1.5",
        "placings({'Ann': 17, 'Joe': 19}) == [(1, 'Joe'), (2, 'Ann')]"]
    (tmp_path / "show.py").write_text(SHOW_CODE, encoding="utf-8")
    assert [r.status for r in asyncio.run(run_grounded(tests, tmp_path, 30))] == [
        "passed", "passed"]
    wrong = SHOW_CODE.replace("-points[n]", "points[n]")
    (tmp_path / "show.py").write_text(wrong, encoding="utf-8")
    assert [r.status for r in asyncio.run(run_grounded(tests, tmp_path, 30))] == [
        "passed", "failed"]
    # prose indented under a list is no block of code; a block that never closes ends there
    assert examples_to_tests("Notes:\n\n    entry_fee(3) is cheap  # 1.5\n",
                             {"show.py": SHOW_CODE}, {}) == []
    assert examples_to_tests("Examples:\n\n    placings({\n    # 1\n",
                             {"show.py": SHOW_CODE}, {}) == []


def test_a_bare_class_name_as_a_comment_is_the_raise_the_session_goes_on_after() -> None:
    """heldout24's gym_lockers_tests: "lockers.assign("Cy")   # NoLockerFree" ran as a plain
    line, and its raise ended every example after it."""
    from openkoi.engine.grounding.sessions import commented_sessions

    block = "Example::\n\n    t = f()\n    t.go(1)   # Closed\n    t.go(2)   # 3\n"
    assert commented_sessions(block, {"Closed"}).splitlines() == [
        ">>> t = f()", ">>> t.go(1)", "Traceback (most recent call last):", "Closed",
        ">>> t.go(2)", "3"]
    assert commented_sessions(block).splitlines()[1:3] == [">>> t.go(1)", ">>> t.go(2)"]


RENTAL = '''Please write rental.py with a class Shop. It starts empty.

Example:
shop = Shop()
shop.add("p1", 12)
shop.hire("P1", date(2024, 10, 25), 2) -> {"due": date(2024, 10, 27), "charge": 24}
shop.hire("P1", date(2024, 10, 26), 1) -> raises ValueError
shop.available() -> []
That's all for now.
'''

RENTAL_CODE = '''from datetime import timedelta


class Shop:
    def __init__(self):
        self.stock, self.out = {}, set()

    def add(self, code, nightly):
        self.stock[code.upper()] = nightly

    def hire(self, code, start, nights):
        code = code.upper()
        if code in self.out:
            raise ValueError("already out")
        self.out.add(code)
        return {"due": start + timedelta(days=nights), "charge": self.stock[code] * nights}

    def available(self):
        return sorted(set(self.stock) - self.out)
'''


def test_code_lines_at_the_margin_with_results_after_arrows_are_a_session(
        tmp_path: Path) -> None:
    """heldout59's fancy_dress_module: "Example:", then ``shop = CostumeShop()``,
    ``shop.add(...)`` lines and ``shop.hire("P1", ..., date(2024, 10, 25), 2) -> {"due":
    date(2024, 10, 27), ...}`` lines at the margin: none was read, and the run ended on a
    model's judgement alone."""
    from openkoi.engine.grounding.sessions import commented_sessions

    assert commented_sessions(RENTAL).splitlines()[2:5] == [
        '>>> shop.hire("P1", date(2024, 10, 25), 2)',
        '{"due": date(2024, 10, 27), "charge": 24}',
        '>>> shop.hire("P1", date(2024, 10, 26), 1)']
    tests = examples_to_tests(RENTAL, {"rental.py": RENTAL_CODE}, {})
    assert [t.call for t in tests] == ['shop.hire("P1", date(2024, 10, 25), 2)',
                                       'shop.hire("P1", date(2024, 10, 26), 1)',
                                       "shop.available()"]
    assert tests[1].raises == "ValueError"
    (tmp_path / "rental.py").write_text(RENTAL_CODE, encoding="utf-8")
    assert [r.status for r in asyncio.run(run_grounded(tests, tmp_path, 30))] == [
        "passed"] * 3
    wrong = RENTAL_CODE.replace('"charge": self.stock[code] * nights', '"charge": nights')
    (tmp_path / "rental.py").write_text(wrong, encoding="utf-8")
    assert [r.status for r in asyncio.run(run_grounded(tests, tmp_path, 30))][0] != "passed"
    # prose under the colon, or no result after an arrow: nothing read
    assert commented_sessions("Example:\nshop = Shop()\nthen hire it -> 3\n") == ""
    assert commented_sessions("Example:\nshop = Shop()\nshop.hire(1) -> a lot\n") == ""
