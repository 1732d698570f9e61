"""Tests for roman.py, driven by a table of cases."""
import pytest

import roman

GOOD = """
1 I
2 II
4 IV
6 VI
9 IX
11 XI
40 XL
49 XLIX
90 XC
99 XCIX
400 CD
490 CDXC
900 CM
1994 MCMXCIV
2421 MMCDXXI
3999 MMMCMXCIX
"""
CASES = [(int(a), b) for a, b in (line.split() for line in GOOD.strip().splitlines())]


@pytest.mark.parametrize("n,text", CASES)
def test_both_directions(n, text):
    assert roman.to_roman(n) == text
    assert roman.from_roman(text) == n
    assert roman.from_roman(f"  {text.lower()}  ") == n


def test_every_number_round_trips():
    seen = set()
    for n in range(1, 4000):
        s = roman.to_roman(n)
        assert s not in seen
        seen.add(s)
        assert roman.from_roman(s) == n


@pytest.mark.parametrize("func,arg,exc", [
    (roman.to_roman, 0, ValueError), (roman.to_roman, 4000, ValueError),
    (roman.to_roman, -7, ValueError), (roman.to_roman, True, TypeError),
    (roman.to_roman, 3.0, TypeError), (roman.to_roman, "3", TypeError),
    (roman.from_roman, 3, TypeError), (roman.from_roman, None, TypeError),
    (roman.from_roman, "", ValueError), (roman.from_roman, "IIII", ValueError),
    (roman.from_roman, "VV", ValueError), (roman.from_roman, "IC", ValueError),
    (roman.from_roman, "XM", ValueError), (roman.from_roman, "IXI", ValueError),
    (roman.from_roman, "MMMM", ValueError), (roman.from_roman, "XZ", ValueError),
])
def test_errors(func, arg, exc):
    with pytest.raises(exc):
        func(arg)
