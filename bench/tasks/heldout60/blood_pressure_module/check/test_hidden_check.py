"""Hidden check for blood_pressure_module: bp.py with parse_reading, category (bands in the
given order), average (halves rounded up) and home_average (first day dropped, 4 days needed)
as the prompt describes them, examples and error rules."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import bp  # noqa: E402

LOG = ["2024-03-04 am 152/95", "2024-03-04 pm 148/92", "2024-03-05 am 136/86",
       "2024-03-05 pm 131/84", "2024-03-06 am 134/85", "2024-03-07 am 129/83",
       "2024-03-07 pm 133/86", "2024-03-08 pm 130/82"]


def band(s, d):
    if s >= 140 or d >= 90:
        return "high stage 2"
    if s >= 130 or d >= 80:
        return "high stage 1"
    if s >= 120:
        return "elevated"
    if s < 90 or d < 60:
        return "low"
    return "normal"


def half_up(total, n):
    return (2 * total + n) // (2 * n)


def test_prompt_examples():
    assert bp.parse_reading("128/82") == (128, 82)
    assert bp.parse_reading(" 141 / 92 ") == (141, 92)
    assert bp.category(118, 76) == "normal"
    assert bp.category(124, 78) == "elevated"
    assert bp.category(126, 84) == "high stage 1"
    assert bp.category(118, 92) == "high stage 2"
    assert bp.category(95, 55) == "low"
    assert tuple(bp.average(["128/82", "131/85", "125/80"])) == (128, 82)
    assert tuple(bp.average(["128/82", "131/85"])) == (130, 84)
    assert tuple(bp.home_average(LOG)) == (132, 84, "high stage 1")


def test_parse_reading():
    assert bp.parse_reading("70/40") == (70, 40)
    assert bp.parse_reading("250/150") == (250, 150)
    assert bp.parse_reading("120 /80") == (120, 80)
    assert bp.parse_reading("120/ 80") == (120, 80)
    for bad in ["128-82", "128", "128/", "/82", "abc/def", "128/82/60", "128.5/82",
                "69/45", "251/100", "120/39", "200/151", "80/80", "85/90", "", "-120/80"]:
        with pytest.raises(ValueError):
            bp.parse_reading(bad)


def test_category_edges():
    assert bp.category(140, 70) == "high stage 2"
    assert bp.category(139, 89) == "high stage 1"
    assert bp.category(100, 90) == "high stage 2"
    assert bp.category(130, 70) == "high stage 1"
    assert bp.category(110, 80) == "high stage 1"
    assert bp.category(129, 79) == "elevated"
    assert bp.category(120, 50) == "elevated"
    assert bp.category(119, 79) == "normal"
    assert bp.category(90, 60) == "normal"
    assert bp.category(89, 70) == "low"
    assert bp.category(100, 59) == "low"
    assert bp.category(85, 82) == "high stage 1"
    for s in range(70, 200):
        for d in range(40, 120, 3):
            assert bp.category(s, d) == band(s, d), (s, d)


def test_average():
    assert tuple(bp.average(["120/80"])) == (120, 80)
    assert tuple(bp.average(["121/80", "122/81"])) == (122, 81)
    assert tuple(bp.average(["120/80", "121/81", "121/81"])) == (121, 81)
    assert tuple(bp.average(["120/80", "120/80", "121/81", "121/81"])) == (121, 81)
    rng = random.Random(60)
    for _ in range(500):
        pairs = [(rng.randint(100, 180), rng.randint(50, 99)) for _ in range(rng.randint(1, 14))]
        got = bp.average([f"{s}/{d}" for s, d in pairs])
        assert tuple(got) == (half_up(sum(p[0] for p in pairs), len(pairs)),
                              half_up(sum(p[1] for p in pairs), len(pairs))), pairs
    with pytest.raises(ValueError):
        bp.average([])
    with pytest.raises(ValueError):
        bp.average(["120/80", "12O/80"])


def test_home_average():
    shuffled = LOG[:]
    random.Random(6).shuffle(shuffled)
    assert tuple(bp.home_average(["", *shuffled, "  "])) == (132, 84, "high stage 1")
    five_days = ["2024-01-01 am 180/110", "2024-01-02 am 118/76", "2024-01-03 pm 118/76",
                 "2024-01-04 am 118/76", "2024-01-05 am 119/77"]
    assert tuple(bp.home_average(five_days)) == (118, 76, "normal")
    assert tuple(bp.home_average(five_days[::-1])) == (118, 76, "normal")
    rng = random.Random(606)
    for _ in range(200):
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 300))
        lines, kept = [], []
        for i in range(rng.randint(5, 8)):
            for when in rng.sample(["am", "pm"], rng.randint(1, 2)):
                s, d = rng.randint(95, 170), rng.randint(55, 94)
                lines.append(f"{(start + timedelta(days=i)).isoformat()} {when} {s}/{d}")
                if i:
                    kept.append((s, d))
        rng.shuffle(lines)
        s = half_up(sum(p[0] for p in kept), len(kept))
        d = half_up(sum(p[1] for p in kept), len(kept))
        assert tuple(bp.home_average(lines)) == (s, d, band(s, d)), lines


def test_home_average_errors():
    with pytest.raises(ValueError):
        bp.home_average(LOG[:-1])
    with pytest.raises(ValueError):
        bp.home_average([])
    with pytest.raises(ValueError):
        bp.home_average(["2024-03-04 am 130/80", "2024-03-05 am 130/80", "2024-03-05 pm 130/80",
                         "2024-03-06 am 130/80", "2024-03-07 am 130/80", "2024-03-07 pm 130/80"])
    for bad in ["2024-03-09 noon 130/80", "2024-03-09 130/80", "09/03/2024 am 130/80",
                "2024-03-09 pm 130-80", "2024-03-09 pm 30/20"]:
        with pytest.raises(ValueError):
            bp.home_average([*LOG, bad])
