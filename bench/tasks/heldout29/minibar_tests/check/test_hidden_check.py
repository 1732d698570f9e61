"""Hidden check for minibar_tests: the user's tests/test_minibar.py must pass on the given
minibar.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'minibar.py'
TEST_FILE = 'tests/test_minibar.py'

# the given minibar.py, verbatim
ORIGINAL = r'''"""The minibar of one hotel room: its stock, the guest's tab and the bill.

All prices and amounts are ``decimal.Decimal`` values in euros.
"""

from decimal import ROUND_HALF_UP, Decimal

SERVICE_RATE = Decimal("0.10")
SERVICE_FROM = Decimal("20.00")


class MinibarError(Exception):
    """Base class of the minibar's refusals."""


class OutOfStockError(MinibarError):
    """The guest asked for more units of an item than the minibar holds."""


class Minibar:
    """A minibar with a fixed price list.

    ``Minibar(prices)``
        ``prices`` maps item names to a price per unit. Names are stored
        with surrounding spaces stripped and lower-cased. Every price must be
        a Decimal (an int or a float raises TypeError) and must not be below
        zero (ValueError); free items, priced Decimal("0"), are fine. Every
        item starts with nothing in stock and nothing on the tab.

    ``restock(item, quantity)``
        Puts ``quantity`` units of ``item`` in the minibar. ``item`` is
        matched like the names (stripped, case-insensitive); an item not in
        the price list raises KeyError. ``quantity`` must be an int of at
        least 1, else ValueError (True and False are not accepted as ints).

    ``take(item, quantity=1)``
        The guest takes units out: they leave the stock and go on the tab.
        ``item`` and ``quantity`` are checked as in restock(). Taking more
        units than are in stock raises OutOfStockError and changes nothing.

    ``put_back(item, quantity=1)``
        The guest returns unopened units: back into stock, off the tab.
        Putting back more units than are on the tab raises ValueError and
        changes nothing.

    ``stock(item) -> int``
        The units of ``item`` in the minibar now (KeyError if unknown).

    ``consumed`` (property)
        A new dict of item name -> units on the tab, holding only the items
        with at least one unit on the tab.

    ``subtotal() -> Decimal``
        The sum of units on the tab times the unit price.

    ``bill(service=True) -> Decimal``
        The amount to charge, rounded to the cent with halves going up. When
        ``service`` is true and the subtotal is 20.00 or more, a 10% service
        charge is added before rounding; below 20.00, or with
        ``service=False``, the bill is just the rounded subtotal.
    """

    def __init__(self, prices):
        self._prices = {}
        for name, price in prices.items():
            if not isinstance(price, Decimal):
                raise TypeError(f"price of {name!r} must be a Decimal")
            if price < 0:
                raise ValueError(f"price of {name!r} is negative")
            self._prices[name.strip().lower()] = price
        self._stock = {name: 0 for name in self._prices}
        self._tab = {name: 0 for name in self._prices}

    def _key(self, item):
        key = item.strip().lower()
        if key not in self._prices:
            raise KeyError(item)
        return key

    @staticmethod
    def _check_quantity(quantity):
        if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
            raise ValueError("quantity must be an int of at least 1")

    def restock(self, item, quantity):
        key = self._key(item)
        self._check_quantity(quantity)
        self._stock[key] += quantity

    def take(self, item, quantity=1):
        key = self._key(item)
        self._check_quantity(quantity)
        if quantity > self._stock[key]:
            raise OutOfStockError(f"only {self._stock[key]} {key} left")
        self._stock[key] -= quantity
        self._tab[key] += quantity

    def put_back(self, item, quantity=1):
        key = self._key(item)
        self._check_quantity(quantity)
        if quantity > self._tab[key]:
            raise ValueError(f"only {self._tab[key]} {key} on the tab")
        self._tab[key] -= quantity
        self._stock[key] += quantity

    def stock(self, item):
        return self._stock[self._key(item)]

    @property
    def consumed(self):
        return {name: n for name, n in self._tab.items() if n > 0}

    def subtotal(self):
        return sum((self._prices[name] * n for name, n in self._tab.items()), Decimal("0"))

    def bill(self, service=True):
        amount = self.subtotal()
        if service and amount >= SERVICE_FROM:
            amount = amount * (1 + SERVICE_RATE)
        return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'name_not_lowered': [
        ('            self._prices[name.strip().lower()] = price\n',
         '            self._prices[name.strip()] = price\n'),
    ],
    'item_not_stripped': [
        ('        key = item.strip().lower()\n',
         '        key = item.lower()\n'),
    ],
    'int_price_accepted': [
        ('            if not isinstance(price, Decimal):\n',
         '            if isinstance(price, float):\n'),
    ],
    'free_item_refused': [
        ('            if price < 0:\n',
         '            if price <= 0:\n'),
    ],
    'zero_quantity_allowed': [
        ('or quantity < 1:\n',
         'or quantity < 0:\n'),
    ],
    'bool_quantity_accepted': [
        ('        if isinstance(quantity, bool) or not isinstance(quantity, int)',
         '        if not isinstance(quantity, int)'),
    ],
    'last_unit_refused': [
        ('        if quantity > self._stock[key]:\n',
         '        if quantity >= self._stock[key]:\n'),
    ],
    'out_of_stock_takes_the_rest': [
        ('        if quantity > self._stock[key]:\n',
         '        if quantity > self._stock[key]:\n            self._tab[key] += self._stock[key]\n            self._stock[key] = 0\n'),
    ],
    'put_back_not_restocked': [
        ('        self._tab[key] -= quantity\n        self._stock[key] += quantity\n',
         '        self._tab[key] -= quantity\n'),
    ],
    'put_back_beyond_tab': [
        ('        if quantity > self._tab[key]:\n',
         '        if quantity > self._tab[key] + 1:\n'),
    ],
    'consumed_keeps_zero': [
        ('in self._tab.items() if n > 0}',
         'in self._tab.items() if n >= 0}'),
    ],
    'subtotal_ignores_quantity': [
        ('(self._prices[name] * n for name, n in self._tab.items())',
         '(self._prices[name] for name, n in self._tab.items() if n)'),
    ],
    'service_rate_12': [
        ('SERVICE_RATE = Decimal("0.10")\n',
         'SERVICE_RATE = Decimal("0.12")\n'),
    ],
    'service_from_strictly_above': [
        ('        if service and amount >= SERVICE_FROM:\n',
         '        if service and amount > SERVICE_FROM:\n'),
    ],
    'service_flag_ignored': [
        ('        if service and amount >= SERVICE_FROM:\n',
         '        if amount >= SERVICE_FROM:\n'),
    ],
    'half_even_rounding': [
        ('rounding=ROUND_HALF_UP)',
         'rounding="ROUND_HALF_EVEN")'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
