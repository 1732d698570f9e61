"""Hidden check for upholstery_quote_module: upholstery.py with parse_job, fabric_needed,
labour_hours, quote and weeks as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import upholstery  # noqa: E402

TABLE = {"dining chair": (Fraction(3, 4), 2), "footstool": (Fraction(3, 2), 3),
         "headboard": (Fraction(5, 2), 4), "armchair": (Fraction(13, 2), 12),
         "two-seater sofa": (Fraction(10), 18), "three-seater sofa": (Fraction(13), 24)}
JOB = {"armchair": 2, "dining chair": 6}


def exact_metres(job, patterned):
    metres = sum(TABLE[p][0] * n for p, n in job.items())
    return metres * Fraction(115, 100) if patterned else metres


def money_ok(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - Fraction(pence, 100)) < Fraction(1, 10**6), (got, pence)


def test_prompt_examples():
    assert upholstery.parse_job("2 x Armchair, 6x dining chair") == JOB
    assert upholstery.parse_job("three-seater sofa, footstool, 1 x footstool") == {
        "three-seater sofa": 1, "footstool": 2}
    assert upholstery.fabric_needed(JOB) == 17.5
    assert upholstery.fabric_needed(JOB, patterned=True) == 20.5
    assert upholstery.labour_hours(JOB) == 36
    assert upholstery.weeks(JOB) == 4
    assert upholstery.weeks(JOB, own_fabric=True) == 2
    assert upholstery.quote(JOB, 24) == {"metres": 17.5, "fabric": 420.0, "labour": 1260.0,
                                         "total": 1680.0, "deposit": 504}
    assert upholstery.quote({"footstool": 1}, 18.5, patterned=True) == {
        "metres": 2.0, "fabric": 37.0, "labour": 105.0, "total": 142.0, "deposit": 43}


def test_parse_job_more():
    assert upholstery.parse_job("headboard") == {"headboard": 1}
    assert upholstery.parse_job("  Two-Seater Sofa ") == {"two-seater sofa": 1}
    assert upholstery.parse_job("3X dining chair") == {"dining chair": 3}
    assert upholstery.parse_job("4 X DINING CHAIR,2 x dining chair , footstool") == {
        "dining chair": 6, "footstool": 1}
    assert upholstery.parse_job("12 x dining chair, 1 x three-seater sofa, 2 x armchair") == {
        "dining chair": 12, "three-seater sofa": 1, "armchair": 2}
    assert upholstery.parse_job("10 x footstool") == {"footstool": 10}
    assert upholstery.parse_job("2 x  headboard") == {"headboard": 2}


def test_parse_job_errors():
    for bad in ["", "   ", "2 x beanbag", "sofa", "0 x armchair", "-1 x armchair",
                "1.5 x footstool", "two x armchair", "armchair, 2 x chaise longue"]:
        with pytest.raises(ValueError):
            upholstery.parse_job(bad)


def test_fabric_needed_more():
    assert upholstery.fabric_needed({"dining chair": 1}) == 1.0
    assert upholstery.fabric_needed({"dining chair": 2}) == 1.5
    assert upholstery.fabric_needed({"dining chair": 4}) == 3.0
    assert upholstery.fabric_needed({"dining chair": 4}, patterned=True) == 3.5
    assert upholstery.fabric_needed({"three-seater sofa": 1}) == 13.0
    assert upholstery.fabric_needed({"three-seater sofa": 1}, True) == 15.0
    assert upholstery.fabric_needed({"headboard": 1}, patterned=True) == 3.0
    assert upholstery.fabric_needed({"armchair": 1, "footstool": 1}) == 8.0
    assert upholstery.fabric_needed({}) == 0
    rng = random.Random(6262)
    for _ in range(1000):
        job = {p: rng.randint(1, 8) for p in rng.sample(sorted(TABLE), rng.randint(1, 4))}
        patterned = rng.random() < 0.5
        exact = exact_metres(job, patterned)
        if (exact * 2).denominator == 1:
            continue
        assert upholstery.fabric_needed(job, patterned) == math.ceil(exact * 2) / 2, job


def test_labour_hours():
    assert upholstery.labour_hours({"three-seater sofa": 1, "armchair": 2}) == 48
    assert upholstery.labour_hours({"dining chair": 1}) == 2
    assert upholstery.labour_hours({"headboard": 2, "two-seater sofa": 1,
                                    "footstool": 3}) == 35
    assert upholstery.labour_hours({}) == 0


def test_quote_more():
    got = upholstery.quote(JOB, 0)
    assert got == {"metres": 17.5, "fabric": 0.0, "labour": 1260.0, "total": 1260.0,
                   "deposit": 378}
    got = upholstery.quote({"headboard": 1}, 32.5, rate=40)
    assert got == {"metres": 2.5, "fabric": 81.25, "labour": 160.0, "total": 241.25,
                   "deposit": 73}
    got = upholstery.quote({"dining chair": 2}, 21.9)
    assert got["metres"] == 1.5
    money_ok(got["fabric"], 3285)
    money_ok(got["total"], 17285)
    assert got["deposit"] == 52
    rng = random.Random(626)
    for _ in range(500):
        job = {p: rng.randint(1, 6) for p in rng.sample(sorted(TABLE), rng.randint(1, 3))}
        patterned = rng.random() < 0.5
        price_tenths = rng.randint(0, 600)
        rate = rng.choice([30, 35, 37.5, 40, 42])
        exact = exact_metres(job, patterned)
        if (exact * 2).denominator == 1:
            continue
        metres = Fraction(math.ceil(exact * 2), 2)
        fabric = metres * Fraction(price_tenths, 10)
        labour = sum(TABLE[p][1] * n for p, n in job.items()) * Fraction(str(rate))
        total = fabric + labour
        if (total * Fraction(30, 100)).denominator == 1:
            continue
        got = upholstery.quote(job, price_tenths / 10, patterned=patterned, rate=rate)
        assert set(got) == {"metres", "fabric", "labour", "total", "deposit"}
        assert got["metres"] == metres
        money_ok(got["fabric"], fabric * 100)
        money_ok(got["labour"], labour * 100)
        money_ok(got["total"], total * 100)
        assert got["deposit"] == math.ceil(total * Fraction(30, 100)), (job, price_tenths, rate)


def test_quote_errors():
    with pytest.raises(ValueError):
        upholstery.quote(JOB, -1)
    for rate in [0, -35]:
        with pytest.raises(ValueError):
            upholstery.quote(JOB, 24, rate=rate)


def test_weeks_more():
    assert upholstery.weeks({"dining chair": 1}) == 3
    assert upholstery.weeks({"dining chair": 1}, own_fabric=True) == 1
    assert upholstery.weeks({"two-seater sofa": 1, "armchair": 1}, True) == 2
    assert upholstery.weeks({"three-seater sofa": 1, "dining chair": 1}, own_fabric=True) == 2
    assert upholstery.weeks({"three-seater sofa": 1, "footstool": 1}, own_fabric=True) == 2
    assert upholstery.weeks({"three-seater sofa": 1}, own_fabric=True) == 1
    assert upholstery.weeks(JOB, hours_per_week=12) == 5
    assert upholstery.weeks(JOB, own_fabric=True, hours_per_week=40) == 1
    for bad in [0, -5]:
        with pytest.raises(ValueError):
            upholstery.weeks(JOB, hours_per_week=bad)


def test_unknown_piece_everywhere():
    bad = {"armchair": 1, "beanbag": 2}
    for call in [lambda: upholstery.fabric_needed(bad), lambda: upholstery.labour_hours(bad),
                 lambda: upholstery.quote(bad, 20), lambda: upholstery.weeks(bad)]:
        with pytest.raises(ValueError):
            call()
