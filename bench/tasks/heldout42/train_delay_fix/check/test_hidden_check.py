"""Hidden check for train_delay_fix: refund() and claim_summary() pay the band the delay
reaches (15-29 min 25%, 30-59 min 50%, 60 or more 100% of the single fare), return tickets
count half, and the rest of delay_repay.py still works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from delay_repay import claim_summary, minutes_late, parse_time, refund  # noqa: E402


def percent_for(minutes):
    if minutes >= 60:
        return 100
    if minutes >= 30:
        return 50
    if minutes >= 15:
        return 25
    return 0


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - pence / 100) < 1e-6, (got, pence / 100)


def test_reported_cases():
    assert refund(40.0, 20) == 10.0
    assert refund(40.0, 45) == 20.0
    assert refund(40.0, 75) == 40.0
    assert claim_summary(12.40, "07:50", "08:32") == "42 min late: 50% of £12.40 = £6.20"


def test_band_edges():
    for minutes, pence in [(0, 0), (14, 0), (15, 1000), (29, 1000), (30, 2000), (31, 2000),
                           (59, 2000), (60, 4000), (61, 4000), (120, 4000), (600, 4000)]:
        money(refund(40.0, minutes), pence)


def test_return_tickets():
    money(refund(40.0, 45, return_ticket=True), 1000)
    money(refund(40.0, 90, return_ticket=True), 2000)
    money(refund(40.0, 16, return_ticket=True), 500)
    money(refund(40.0, 10, return_ticket=True), 0)
    money(refund(24.80, 30, True), 620)
    money(refund(24.80, 60, True), 1240)


def test_sampled():
    rng = random.Random(4242)
    for _ in range(2000):
        pence = 8 * rng.randint(1, 2000)
        minutes = rng.randint(0, 180)
        ret = rng.random() < 0.5
        single = pence // 2 if ret else pence
        money(refund(pence / 100, minutes, ret), single * percent_for(minutes) // 100)


def test_claim_summary():
    assert claim_summary(12.40, "07:50", "08:32", True) == "42 min late: 50% of £6.20 = £3.10"
    assert claim_summary(30, "18:00", "19:00") == "60 min late: 100% of £30.00 = £30.00"
    assert claim_summary(30, "18:00", "19:00", True) == "60 min late: 100% of £15.00 = £15.00"
    assert claim_summary(30, "18:00", "18:59") == "59 min late: 50% of £30.00 = £15.00"
    assert claim_summary(30, "18:00", "18:30") == "30 min late: 50% of £30.00 = £15.00"
    assert claim_summary(30, "18:00", "18:29") == "29 min late: 25% of £30.00 = £7.50"
    assert claim_summary(30, "18:00", "18:15") == "15 min late: 25% of £30.00 = £7.50"
    assert claim_summary(30, "18:00", "18:14") == "14 min late: nothing to claim"
    assert claim_summary(30, "18:00", "17:58") == "0 min late: nothing to claim"
    assert claim_summary(8.8, "06:05", "08:20") == "135 min late: 100% of £8.80 = £8.80"


def test_errors_unchanged():
    for bad in [(0, 45), (-5.0, 45), (40.0, -1)]:
        with pytest.raises(ValueError):
            refund(*bad)
    with pytest.raises(ValueError):
        refund(40.0, -10, return_ticket=True)


def test_rest_unchanged():
    assert parse_time("07:50") == 470
    assert parse_time(" 7:05 ") == 425
    assert parse_time("00:00") == 0
    assert parse_time("23:59") == 1439
    for bad in ["24:00", "12:60", "1250", "12:5", "ab:cd", "", "123:00"]:
        with pytest.raises(ValueError):
            parse_time(bad)
    assert minutes_late("07:50", "08:32") == 42
    assert minutes_late("07:50", "07:50") == 0
    assert minutes_late("07:50", "07:41") == 0
    assert minutes_late("09:00", "10:15") == 75
    with pytest.raises(ValueError):
        minutes_late("9.00", "10:15")
