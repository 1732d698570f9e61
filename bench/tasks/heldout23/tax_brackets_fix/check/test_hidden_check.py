import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import tax  # noqa: E402

ORIGINAL_BRACKETS = [(12_000, 0), (40_000, 20), (100_000, 40), (None, 45)]


def expected_tax(income, brackets=ORIGINAL_BRACKETS):
    total = Fraction(0)
    lower = 0
    for limit, rate in brackets:
        top = income if limit is None else min(income, limit)
        if top > lower:
            total += Fraction((top - lower) * rate, 100)
        if limit is None:
            break
        lower = limit
    return int(total // 1)


def expected_rate(income, brackets=ORIGINAL_BRACKETS):
    for limit, rate in brackets:
        if limit is None or income <= limit:
            return rate


def test_brackets_unchanged():
    assert tax.BRACKETS == ORIGINAL_BRACKETS


@pytest.mark.parametrize("income,due", [
    (0, 0), (1, 0), (11_999, 0), (12_000, 0), (12_001, 0), (12_004, 0), (12_005, 1),
    (20_000, 1_600), (39_999, 5_599), (40_000, 5_600), (40_001, 5_600), (40_003, 5_601),
    (50_000, 9_600), (99_999, 29_599), (100_000, 29_600), (100_001, 29_600),
    (100_002, 29_600), (100_003, 29_601), (150_000, 52_100), (1_000_000, 434_600),
])
def test_income_tax(income, due):
    result = tax.income_tax(income)
    assert result == due
    assert type(result) is int


def test_income_tax_many():
    rng = random.Random(2323)
    incomes = [rng.randint(0, 300_000) for _ in range(3000)]
    wrong = [(i, tax.income_tax(i), expected_tax(i)) for i in incomes
             if tax.income_tax(i) != expected_tax(i)]
    assert not wrong, wrong[:5]


def test_tax_never_jumps():
    previous = 0
    for income in range(11_990, 12_020):
        assert tax.income_tax(income) >= previous
        previous = tax.income_tax(income)
    for limit in (12_000, 40_000, 100_000):
        assert tax.income_tax(limit + 1) - tax.income_tax(limit) <= 1


@pytest.mark.parametrize("income,rate", [
    (0, 0), (5_000, 0), (12_000, 0), (12_001, 20), (39_999, 20), (40_000, 20), (40_001, 40),
    (100_000, 40), (100_001, 45), (5_000_000, 45),
])
def test_marginal_rate(income, rate):
    assert tax.marginal_rate(income) == rate


@pytest.mark.parametrize("income,net", [(0, 0), (12_000, 12_000), (40_000, 34_400),
                                        (150_000, 97_900), (40_003, 34_402)])
def test_take_home(income, net):
    assert tax.take_home(income) == net


@pytest.mark.parametrize("func", ["income_tax", "marginal_rate", "take_home"])
def test_errors(func):
    f = getattr(tax, func)
    with pytest.raises(ValueError):
        f(-1)
    with pytest.raises(TypeError):
        f(1000.0)
    with pytest.raises(TypeError):
        f(True)
    with pytest.raises(TypeError):
        f("40000")


NEW_BANDS = [(10_000, 0), (30_000, 25), (None, 50)]


def test_reads_replaced_brackets(monkeypatch):
    monkeypatch.setattr(tax, "BRACKETS", list(NEW_BANDS))
    for income in (0, 10_000, 10_001, 10_003, 30_000, 30_001, 45_555, 80_000):
        assert tax.income_tax(income) == expected_tax(income, NEW_BANDS), income
        assert tax.marginal_rate(income) == expected_rate(income, NEW_BANDS), income


def test_reads_edited_brackets():
    saved = tax.BRACKETS[1]
    tax.BRACKETS[1] = (45_000, 21)
    try:
        bands = [(12_000, 0), (45_000, 21), (100_000, 40), (None, 45)]
        for income in (12_000, 40_000, 45_000, 45_001, 60_000, 120_000):
            assert tax.income_tax(income) == expected_tax(income, bands), income
        assert tax.marginal_rate(44_000) == 21
        assert tax.marginal_rate(45_001) == 40
    finally:
        tax.BRACKETS[1] = saved


def test_rounded_once_at_the_end(monkeypatch):
    bands = [(3, 50), (None, 50)]
    monkeypatch.setattr(tax, "BRACKETS", bands)
    assert tax.income_tax(4) == 2
    monkeypatch.setattr(tax, "BRACKETS", [(1, 30), (2, 30), (3, 30), (None, 30)])
    assert tax.income_tax(4) == 1
    assert tax.income_tax(3) == 0


def test_single_band(monkeypatch):
    monkeypatch.setattr(tax, "BRACKETS", [(None, 10)])
    assert tax.income_tax(12_345) == 1_234
    assert tax.marginal_rate(0) == 10
