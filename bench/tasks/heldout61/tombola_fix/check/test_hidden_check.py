"""Hidden check for tombola_fix: prizes_needed counts the winning tickets (ending 0 or 5, stars
ending 00) on any roll, not only one starting at a multiple of 5; short_of follows; the rest of
tombola.py works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from tombola import prize, prizes_needed, short_of, takings, tickets_sold  # noqa: E402


def brute(first, last):
    stars = sum(1 for n in range(first, last + 1) if n % 100 == 0)
    winners = sum(1 for n in range(first, last + 1) if n % 5 == 0)
    return {"star": stars, "prize": winners - stars}


def test_reported_cases():
    assert prizes_needed(1053, 1248) == {"star": 2, "prize": 37}
    assert prizes_needed(4, 16) == {"star": 0, "prize": 3}
    assert short_of(1053, 1248, 2, 35) == (0, 2)


def test_more_rolls():
    assert prizes_needed(1, 300) == {"star": 3, "prize": 57}
    assert prizes_needed(180, 220) == {"star": 1, "prize": 8}
    assert prizes_needed(5, 5) == {"star": 0, "prize": 1}
    assert prizes_needed(6, 9) == {"star": 0, "prize": 0}
    assert prizes_needed(100, 100) == {"star": 1, "prize": 0}
    assert prizes_needed(99, 101) == {"star": 1, "prize": 0}
    assert prizes_needed(1, 4) == {"star": 0, "prize": 0}
    assert prizes_needed(1, 5) == {"star": 0, "prize": 1}
    assert prizes_needed(96, 205) == {"star": 2, "prize": 20}
    assert prizes_needed(2001, 2099) == {"star": 0, "prize": 19}


def test_sampled_rolls():
    rng = random.Random(6161)
    for _ in range(1500):
        first = rng.randint(1, 3000)
        last = first + rng.randint(0, 700)
        assert prizes_needed(first, last) == brute(first, last), (first, last)


def test_short_of():
    assert short_of(4, 16, 0, 2) == (0, 1)
    assert short_of(4, 16, 0, 3) == (0, 0)
    assert short_of(180, 220, 0, 8) == (1, 0)
    assert short_of(180, 220, 3, 20) == (0, 0)
    assert short_of(1, 300, 1, 50) == (2, 7)
    with pytest.raises(ValueError):
        short_of(1, 300, -1, 5)
    with pytest.raises(ValueError):
        short_of(1, 300, 1, -5)


def test_range_errors_unchanged():
    for bad in [(0, 10), (10, 9), (-5, 10), (1.0, 10), (1, "10"), (True, 10)]:
        with pytest.raises(ValueError):
            prizes_needed(*bad)


def test_rest_unchanged():
    assert prize(200) == "star"
    assert prize(1100) == "star"
    assert prize(15) == "prize"
    assert prize(1050) == "prize"
    assert prize(1053) is None
    assert prize(1) is None
    for bad in [0, -5, 5.0, "10", False]:
        with pytest.raises(ValueError):
            prize(bad)
    assert takings(3) == 3.0
    assert takings(3, 2) == 3.5
    assert takings(0, 3) == 0.75
    assert takings(0) == 0.0
    for bad in [(-1,), (1, -1), (1.5,), (2, "1")]:
        with pytest.raises(ValueError):
            takings(*bad)
    assert tickets_sold(3, 2) == 17
    assert tickets_sold(0) == 0
    with pytest.raises(ValueError):
        tickets_sold(-2)
