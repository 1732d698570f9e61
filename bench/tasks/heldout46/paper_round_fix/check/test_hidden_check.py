"""Hidden check for paper_round_fix: a holiday's last day gets no paper (and is not billed),
one-day holidays work, and the rest of papers.py still works as before."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from papers import bill, bill_line, deliveries, paper_price  # noqa: E402

MON_SAT = ["mon", "tue", "wed", "thu", "fri", "sat"]
EVERY = MON_SAT + ["sun"]
PRICES = {5: 300, 6: 380}


def expected(days, start, end, away=()):
    wanted = {["mon", "tue", "wed", "thu", "fri", "sat", "sun"].index(d) for d in days}
    out, day = [], start
    while day <= end:
        if day.weekday() in wanted and not any(a <= day <= b for a, b in away):
            out.append(day)
        day += timedelta(days=1)
    return out


def expected_bill(days, start, end, away=()):
    return sum(PRICES.get(d.weekday(), 180) + 35 for d in expected(days, start, end, away))


def test_reported_cases():
    away = [(date(2024, 4, 8), date(2024, 4, 10))]
    assert bill_line("Mr Okafor", MON_SAT, date(2024, 4, 1), date(2024, 4, 14),
                     away=away) == "Mr Okafor: 9 papers, £21.75"
    assert bill(MON_SAT, date(2024, 4, 1), date(2024, 4, 14), away) == 2175
    got = deliveries(MON_SAT, date(2024, 4, 1), date(2024, 4, 14), away)
    assert date(2024, 4, 10) not in got
    assert date(2024, 4, 11) in got
    assert len(got) == 9
    one = [(date(2024, 4, 14), date(2024, 4, 14))]
    assert deliveries(["sun"], date(2024, 4, 1), date(2024, 4, 14), one) == [date(2024, 4, 7)]
    assert bill(["sun"], date(2024, 4, 1), date(2024, 4, 14), away=one) == 415
    assert bill_line("Mrs Hale", ["sun"], date(2024, 4, 1), date(2024, 4, 14),
                     away=one) == "Mrs Hale: 1 paper, £4.15"


def test_more_holidays():
    start, end = date(2024, 7, 1), date(2024, 7, 31)
    # two holidays, one running past the end of the period
    away = [(date(2024, 7, 3), date(2024, 7, 3)), (date(2024, 7, 29), date(2024, 8, 9))]
    got = deliveries(EVERY, start, end, away)
    assert date(2024, 7, 3) not in got
    assert date(2024, 7, 2) in got and date(2024, 7, 4) in got
    assert date(2024, 7, 28) in got and date(2024, 7, 29) not in got
    assert got == expected(EVERY, start, end, away)
    assert len(got) == 27
    # a holiday that started before the period
    away = [(date(2024, 6, 20), date(2024, 7, 2))]
    got = deliveries(["tue", "sat"], start, end, away)
    assert got[0] == date(2024, 7, 6)
    assert got == expected(["tue", "sat"], start, end, away)
    # the whole period away
    away = [(date(2024, 7, 1), date(2024, 7, 31))]
    assert deliveries(EVERY, start, end, away) == []
    assert bill(EVERY, start, end, away) == 0
    assert bill_line("Flat 2", EVERY, start, end, away) == "Flat 2: 0 papers, £0.00"
    # overlapping holidays
    away = [(date(2024, 7, 5), date(2024, 7, 8)), (date(2024, 7, 7), date(2024, 7, 12))]
    got = deliveries(EVERY, start, end, away)
    assert got == expected(EVERY, start, end, away)
    assert date(2024, 7, 12) not in got and date(2024, 7, 13) in got
    # a holiday outside the period changes nothing
    away = [(date(2024, 8, 1), date(2024, 8, 5))]
    assert deliveries(MON_SAT, start, end, away) == expected(MON_SAT, start, end)


def test_sampled():
    rng = random.Random(4646)
    base = date(2024, 1, 1)
    for _ in range(600):
        days = rng.sample(EVERY, rng.randint(1, 7))
        start = base + timedelta(days=rng.randint(0, 300))
        end = start + timedelta(days=rng.randint(0, 40))
        away = []
        for _ in range(rng.randint(0, 3)):
            a = start + timedelta(days=rng.randint(-5, 40))
            away.append((a, a + timedelta(days=rng.randint(0, 6))))
        assert deliveries(days, start, end, away) == expected(days, start, end, away)
        assert bill(days, start, end, away) == expected_bill(days, start, end, away)


def test_no_holidays_unchanged():
    assert deliveries(MON_SAT, date(2024, 4, 1), date(2024, 4, 7)) == [
        date(2024, 4, d) for d in range(1, 7)]
    assert bill(MON_SAT, date(2024, 4, 1), date(2024, 4, 7)) == 5 * 180 + 300 + 6 * 35
    assert bill(EVERY, date(2024, 4, 1), date(2024, 4, 7)) == 5 * 180 + 300 + 380 + 7 * 35
    assert bill_line("Mr Okafor", MON_SAT, date(2024, 4, 1), date(2024, 4, 14)) == (
        "Mr Okafor: 12 papers, £28.20")
    assert bill_line("No 4", ["sat"], date(2024, 4, 6), date(2024, 4, 6)) == (
        "No 4: 1 paper, £3.35")
    assert deliveries(["SUN", " fri "], date(2024, 4, 1), date(2024, 4, 14)) == [
        date(2024, 4, 5), date(2024, 4, 7), date(2024, 4, 12), date(2024, 4, 14)]
    assert deliveries(EVERY, date(2024, 4, 3), date(2024, 4, 3)) == [date(2024, 4, 3)]


def test_rest_unchanged():
    assert paper_price(date(2024, 4, 1)) == 180
    assert paper_price(date(2024, 4, 5)) == 180
    assert paper_price(date(2024, 4, 6)) == 300
    assert paper_price(date(2024, 4, 7)) == 380
    with pytest.raises(ValueError):
        deliveries(["mon", "xyz"], date(2024, 4, 1), date(2024, 4, 7))
    with pytest.raises(ValueError):
        deliveries(["mon"], date(2024, 4, 7), date(2024, 4, 1))
    with pytest.raises(ValueError):
        bill(["mon"], date(2024, 4, 7), date(2024, 4, 1))
