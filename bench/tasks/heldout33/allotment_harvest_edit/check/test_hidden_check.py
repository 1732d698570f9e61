"""Hidden check for allotment_harvest_edit: the new monthly_totals gives kilos per month in
month order, optionally for one crop, and the rest of allotment.py still works."""

import os
import random
import sys
from datetime import date, timedelta
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from allotment import (heaviest_day, load, monthly_totals, parse_line,  # noqa: E402
                       parse_weight, total_by_crop)

LINES = """2024-06-30, Strawberries, 450g
2024-07-02, courgette, 850g
2024-07-14, Courgette, 1.2kg
2024-07-14, runner beans, 640g
# potatoes next week
2024-08-03, Potatoes, 3.5kg
2024-08-20, courgette, 710g""".splitlines()


def kilos_ok(got, grams):
    """got is grams in kilos to 2 places (either neighbour on an exact tie)."""
    assert isinstance(got, float), (got, grams)
    exact = Fraction(grams, 1000)
    assert abs(Fraction(got) - exact) <= Fraction(1, 200) + Fraction(1, 10**9), (got, grams)
    assert round(got, 2) == got, got


def test_prompt_examples():
    entries = load(LINES)
    got = monthly_totals(entries)
    assert got == {"2024-06": 0.45, "2024-07": 2.69, "2024-08": 4.21}
    assert list(got) == ["2024-06", "2024-07", "2024-08"]
    assert monthly_totals(entries, "courgette") == {"2024-07": 2.05, "2024-08": 0.71}
    assert monthly_totals(entries, " Courgette ") == {"2024-07": 2.05, "2024-08": 0.71}
    assert monthly_totals(entries, "leeks") == {}
    assert monthly_totals([]) == {}


def test_month_order_across_years():
    entries = [(date(2025, 1, 5), "leeks", 300), (date(2024, 12, 31), "leeks", 1000),
               (date(2024, 3, 1), "kale", 250), (date(2024, 12, 1), "kale", 20)]
    got = monthly_totals(entries)
    assert list(got.items()) == [("2024-03", 0.25), ("2024-12", 1.02), ("2025-01", 0.3)]
    assert list(monthly_totals(entries, "LEEKS").items()) == [("2024-12", 1.0),
                                                              ("2025-01", 0.3)]
    assert monthly_totals(entries, "kale") == {"2024-03": 0.25, "2024-12": 0.02}


def test_entries_not_changed():
    entries = load(LINES)
    before = list(entries)
    monthly_totals(entries, "courgette")
    monthly_totals(entries)
    assert entries == before


def test_sampled():
    rng = random.Random(3300)
    crops = ["beans", "kale", "potatoes", "runner beans"]
    for _ in range(400):
        entries = []
        for _ in range(rng.randint(0, 25)):
            day = date(2023, 1, 1) + timedelta(days=rng.randint(0, 800))
            entries.append((day, rng.choice(crops), rng.randint(1, 4000)))
        for crop in [None, rng.choice(crops), "onions"]:
            want = {}
            for day, name, grams in entries:
                if crop is None or name == crop:
                    key = f"{day.year:04d}-{day.month:02d}"
                    want[key] = want.get(key, 0) + grams
            got = monthly_totals(entries, crop.upper() if crop else crop)
            assert list(got) == sorted(want), (entries, crop)
            for key, grams in want.items():
                kilos_ok(got[key], grams)


def test_rest_unchanged():
    assert parse_weight("850g") == 850
    assert parse_weight("1.2kg") == 1200
    assert parse_weight(" 2 KG ") == 2000
    for bad in ["", "12", "kg", "-5g", "0g", "lots"]:
        with pytest.raises(ValueError):
            parse_weight(bad)
    assert parse_line("2024-07-14, Courgette, 850g") == (date(2024, 7, 14), "courgette", 850)
    for bad in ["2024-07-14, courgette", "2024-07-14, , 850g", "14/07/2024, kale, 5g",
                "2024-07-14, kale, 5g, extra"]:
        with pytest.raises(ValueError):
            parse_line(bad)
    entries = load(LINES + ["", "   # done"])
    assert len(entries) == 6
    assert total_by_crop(entries) == {"courgette": 2760, "potatoes": 3500,
                                      "runner beans": 640, "strawberries": 450}
    assert list(total_by_crop(entries)) == ["courgette", "potatoes", "runner beans",
                                            "strawberries"]
    assert heaviest_day(entries) == (date(2024, 8, 3), 3500)
    assert heaviest_day([]) is None
    assert heaviest_day([(date(2024, 5, 2), "a", 5), (date(2024, 5, 1), "b", 5)]) == (
        date(2024, 5, 1), 5)
