"""Hidden check for sponsored_walk_fix: total_raised() adds 25% Gift Aid only on pledges with
gift aid (not on those that said no), the rest of sponsor.py works as before."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from sponsor import load_pledges, pledge_amount, thank_you_list, total_raised  # noqa: E402

SHEET = """name,per_mile,fixed,cap,gift_aid
Auntie Jean,0,20,,no
Dave next door,1.50,0,30,yes
Mum,2,10,,yes
Priya,1,0,,no
"""


def close(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert abs(g - w) < 1e-9, (got, want)


def test_reported_case():
    close(total_raised(load_pledges(SHEET), 12), (84.0, 13.0, 97.0))


def test_more_distances():
    pledges = load_pledges(SHEET)
    # 20 miles: Jean 20 (no), Dave 30 capped (yes), Mum 50 (yes), Priya 20 (no)
    close(total_raised(pledges, 20), (120.0, 20.0, 140.0))
    # 0 miles: Jean 20 (no), Dave 0, Mum 10 (yes), Priya 0
    close(total_raised(pledges, 0), (30.0, 2.5, 32.5))


def test_nobody_gift_aids():
    sheet = "name,per_mile,fixed,cap,gift_aid\nGran,0,10,,no\nSam,1,0,,NO\n"
    close(total_raised(load_pledges(sheet), 8), (18.0, 0.0, 18.0))


def test_everyone_gift_aids():
    sheet = "name,per_mile,fixed,cap,gift_aid\nGran,0,10,,yes\nSam,1,0,,Yes\n"
    close(total_raised(load_pledges(sheet), 8), (18.0, 4.5, 22.5))


def test_pledge_dicts():
    pledges = [
        {"name": "Ann", "per_mile": 2.0, "fixed": 0.0, "cap": None, "gift_aid": False},
        {"name": "Bob", "per_mile": 0.0, "fixed": 40.0, "cap": None, "gift_aid": True},
    ]
    close(total_raised(pledges, 10), (60.0, 10.0, 70.0))
    close(total_raised([], 10), (0.0, 0.0, 0.0))


def test_rest_unchanged():
    pledges = load_pledges(SHEET)
    assert [p["gift_aid"] for p in pledges] == [False, True, True, False]
    assert pledges[1] == {"name": "Dave next door", "per_mile": 1.5, "fixed": 0.0,
                          "cap": 30.0, "gift_aid": True}
    assert pledge_amount(pledges[1], 12) == 18.0
    assert pledge_amount(pledges[1], 25) == 30.0
    assert pledge_amount(pledges[2], 12) == 34.0
    with pytest.raises(ValueError):
        pledge_amount(pledges[0], -1)
    with pytest.raises(ValueError):
        load_pledges("Gran,0,10,,maybe\n")
    assert thank_you_list(pledges, 12) == [
        "Mum: 34.00", "Auntie Jean: 20.00", "Dave next door: 18.00", "Priya: 12.00"]
