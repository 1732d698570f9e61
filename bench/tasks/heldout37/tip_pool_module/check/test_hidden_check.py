"""Hidden check for tip_pool_module: tips.py with parse_shift, hours_worked, split_kitchen,
share_tips and tip_sheet as the prompt describes them (shifts past midnight, names matched
ignoring capitals, kitchen cut rounded down, shares to the penny by largest remainder with
alphabetical ties, the pinned-up sheet), examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import tips  # noqa: E402

NIGHT = ["# Saturday", "Anna 17:00-23:30", "Mary Jo 12:00-15:15", "", "Sam 18:00-01:00",
         "anna 11:30-14:00", "Ben 17:00-22:00"]


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - pence / 100) < 1e-9, (got, pence / 100)


def shares_ok(got, want_pence):
    assert isinstance(got, dict) and set(got) == set(want_pence), (got, want_pence)
    for name, pence in want_pence.items():
        money(got[name], pence)


def exact_split(pence, hours):
    """Largest remainder; None where the result hangs on a tie between different hours
    (float rounding could fairly decide those either way)."""
    exact = {n: Fraction(h) for n, h in hours.items()}
    whole = sum(exact.values())
    share = {n: pence * h / whole for n, h in exact.items()}
    floors = {n: math.floor(s) for n, s in share.items()}
    left = pence - sum(floors.values())
    order = sorted(share, key=lambda n: (-(share[n] - floors[n]), n.lower()))
    if 0 < left < len(order):
        a, b = order[left - 1], order[left]
        if share[a] - floors[a] == share[b] - floors[b] and exact[a] != exact[b]:
            return None
    for n in order[:left]:
        floors[n] += 1
    return floors


def test_prompt_examples():
    assert tips.parse_shift("Mary Jo 12:00-15:15") == ("Mary Jo", 3.25)
    assert tips.parse_shift("Anna 17:00-23:30") == ("Anna", 6.5)
    assert tips.parse_shift("Sam 18:00-01:00") == ("Sam", 7)
    kitchen, front = tips.split_kitchen(187.45)
    money(kitchen, 1874)
    money(front, 16871)
    kitchen, front = tips.split_kitchen(187.45, 15)
    money(kitchen, 2811)
    money(front, 15934)
    shares_ok(tips.share_tips(100, {"Cara": 3, "Anna": 3, "Ben": 3}),
              {"Cara": 3333, "Anna": 3334, "Ben": 3333})
    assert tips.hours_worked(NIGHT) == {"Anna": 9, "Mary Jo": 3.25, "Sam": 7, "Ben": 5}
    assert tips.tip_sheet(NIGHT, 187.45) == [
        "Kitchen: £18.74", "Anna: 9 h, £62.61", "Sam: 7 h, £48.70", "Ben: 5 h, £34.79",
        "Mary Jo: 3.25 h, £22.61"]


def test_parse_shift_more():
    assert tips.parse_shift("Jo 09:00-09:15") == ("Jo", 0.25)
    assert tips.parse_shift("Jo 23:45-00:15") == ("Jo", 0.5)
    assert tips.parse_shift("Jo 12:00-11:00") == ("Jo", 23)
    assert tips.parse_shift("  Anna Maria de Souza 10:30-16:45 ") == ("Anna Maria de Souza", 6.25)
    assert tips.parse_shift("Kwame 00:00-08:00") == ("Kwame", 8)
    for bad in ["17:00-23:30", "Anna", "Anna 17:00", "Anna 17:00-17:00", "Anna 25:00-26:00",
                "Anna 17:00-23:75", "Anna five-eleven", "", "Anna 1700-2330"]:
        with pytest.raises(ValueError):
            tips.parse_shift(bad)


def test_hours_worked_more():
    lines = ["BEN 10:00-12:00", "# split shifts", "Ben 18:00-20:30", "  ", "mary jo 09:00-10:00",
             "Mary Jo 11:00-11:30", "Zed 22:00-02:00"]
    assert tips.hours_worked(lines) == {"BEN": 4.5, "mary jo": 1.5, "Zed": 4}
    assert tips.hours_worked([]) == {}
    assert tips.hours_worked(["# closed", ""]) == {}
    with pytest.raises(ValueError):
        tips.hours_worked(["Ben 10:00-12:00", "Ben 10:00-10:00"])


def test_split_kitchen_more():
    for total, percent, kitchen_p in [(100, 10, 1000), (0.99, 10, 9), (55.55, 10, 555),
                                      (12.34, 25, 308), (80, 0, 0), (80, 100, 8000),
                                      (19.99, 33, 659), (0, 10, 0), (43.21, 12.5, 540)]:
        pence = round(total * 100)
        kitchen, front = tips.split_kitchen(total, percent)
        money(kitchen, kitchen_p)
        money(front, pence - kitchen_p)
    rng = random.Random(3737)
    for _ in range(300):
        pence = rng.randint(0, 50000)
        percent = rng.randint(0, 100)
        kitchen, front = tips.split_kitchen(pence / 100, percent)
        money(kitchen, pence * percent // 100)
        money(front, pence - pence * percent // 100)
    for total, percent in [(-1, 10), (100, -5), (100, 101), (100, 150)]:
        with pytest.raises(ValueError):
            tips.split_kitchen(total, percent)


def test_share_tips_more():
    shares_ok(tips.share_tips(168.71, {"Anna": 9, "Mary Jo": 3.25, "Sam": 7, "Ben": 5}),
              {"Anna": 6261, "Mary Jo": 2261, "Sam": 4870, "Ben": 3479})
    shares_ok(tips.share_tips(0.02, {"zoe": 2, "Adam": 2, "bea": 2}),
              {"zoe": 0, "Adam": 1, "bea": 1})
    shares_ok(tips.share_tips(10, {"Kim": 4, "Lee": 0}), {"Kim": 1000, "Lee": 0})
    shares_ok(tips.share_tips(0, {"Kim": 4, "Lee": 2}), {"Kim": 0, "Lee": 0})
    shares_ok(tips.share_tips(50, {"Kim": 6.5}), {"Kim": 5000})
    shares_ok(tips.share_tips(1, {"Dee": 1, "cal": 1, "Abe": 1, "bo": 1, "Eve": 1, "fay": 1,
                                  "Gus": 1}),
              {"Abe": 15, "bo": 15, "cal": 14, "Dee": 14, "Eve": 14, "fay": 14, "Gus": 14})
    for total, hours in [(-1, {"Kim": 4}), (10, {}), (10, {"Kim": 0, "Lee": 0}),
                         (10, {"Kim": 4, "Lee": -1})]:
        with pytest.raises(ValueError):
            tips.share_tips(total, hours)


def test_share_tips_sampled():
    rng = random.Random(37)
    names = ["Anna", "ben", "Cara", "dev", "Eli", "Femi", "gwen", "Hal"]
    checked = 0
    for _ in range(500):
        people = rng.sample(names, rng.randint(1, 6))
        hours = {n: rng.randint(0, 48) / 4 for n in people}
        if not any(hours.values()):
            continue
        pence = rng.randint(0, 40000)
        got = tips.share_tips(pence / 100, hours)
        assert set(got) == set(hours)
        assert round(sum(got.values()) * 100) == pence
        whole = sum(Fraction(h) for h in hours.values())
        for n, h in hours.items():
            exact = pence * Fraction(h) / whole
            assert math.floor(exact) <= round(got[n] * 100) <= math.ceil(exact), (n, hours, pence)
        want = exact_split(pence, hours)
        if want is not None:
            shares_ok(got, want)
            checked += 1
    assert checked > 300


def test_tip_sheet_more():
    lines = ["cara 18:00-00:00", "Bo 18:00-00:00", "# kitchen not in here", "Al 20:00-22:30",
             "CARA 12:00-12:45"]
    # 10% of 99.99 is 9.999 -> 9.99 for the kitchen, 90.00 to share over 6.75 + 6 + 2.5
    assert tips.tip_sheet(lines, 99.99) == [
        "Kitchen: £9.99", "cara: 6.75 h, £39.84", "Bo: 6 h, £35.41", "Al: 2.5 h, £14.75"]
    assert tips.tip_sheet(["Zoe 10:00-12:00", "adam 14:00-16:00"], 40, kitchen_percent=0) == [
        "Kitchen: £0.00", "adam: 2 h, £20.00", "Zoe: 2 h, £20.00"]
    assert tips.tip_sheet(["Zoe 10:00-12:00", "Adam 14:00-16:00"], 40, 50) == [
        "Kitchen: £20.00", "Adam: 2 h, £10.00", "Zoe: 2 h, £10.00"]
    with pytest.raises(ValueError):
        tips.tip_sheet([], 40)
    with pytest.raises(ValueError):
        tips.tip_sheet(["Zoe 10:00-12:00"], -5)
