"""Hidden check for hedgehog_rescue_module: hedgehogs.py with parse_weighings, daily_gain,
days_to_target and release_list as the prompt describes them, example and error rules."""

import math
import os
import random
import sys
from datetime import date, timedelta
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import hedgehogs  # noqa: E402

LINES = """2024-10-01 Prickles 412
2024-10-01 Mrs Tiggy 575
2024-10-04 prickles 448
2024-10-05 Mrs Tiggy 602
2024-10-08 Prickles 490
2024-10-08 Conker 630
2024-10-09 mrs tiggy 611""".splitlines()

D = date


def test_prompt_example():
    hogs = hedgehogs.parse_weighings(LINES)
    assert hogs == {
        "Prickles": [(D(2024, 10, 1), 412), (D(2024, 10, 4), 448), (D(2024, 10, 8), 490)],
        "Mrs Tiggy": [(D(2024, 10, 1), 575), (D(2024, 10, 5), 602), (D(2024, 10, 9), 611)],
        "Conker": [(D(2024, 10, 8), 630)]}
    assert hedgehogs.daily_gain(hogs["Prickles"]) == 11.1
    assert hedgehogs.days_to_target(hogs["Prickles"]) == 10
    assert hedgehogs.daily_gain(hogs["Mrs Tiggy"]) == 4.5
    assert hedgehogs.days_to_target(hogs["Mrs Tiggy"]) == 0
    assert hedgehogs.daily_gain(hogs["Conker"]) is None
    assert hedgehogs.days_to_target(hogs["Conker"]) == 0
    assert hedgehogs.release_list(hogs) == ["Mrs Tiggy"]


def test_parse_more():
    lines = ["# autumn 2024", "", "2024-11-03 Sonic 300", "   ",
             "2024-11-01 sonic 280", "2024-11-02 Hazel Nut 199", "2024-11-02 SONIC 290",
             "2024-11-03 hazel nut 210", "2024-11-03 Sonic 305"]
    assert hedgehogs.parse_weighings(lines) == {
        "Sonic": [(D(2024, 11, 1), 280), (D(2024, 11, 2), 290), (D(2024, 11, 3), 305)],
        "Hazel Nut": [(D(2024, 11, 2), 199), (D(2024, 11, 3), 210)]}
    first = hedgehogs.parse_weighings(["2024-11-05 spike 400", "2024-11-01 Spike 380"])
    assert first == {"spike": [(D(2024, 11, 1), 380), (D(2024, 11, 5), 400)]}
    assert hedgehogs.parse_weighings([]) == {}
    assert hedgehogs.parse_weighings(["# nothing yet", ""]) == {}


def test_parse_errors():
    for bad in ["2024-10-01 Prickles", "2024-10-01 412", "Prickles 412",
                "2024-13-01 Prickles 412", "01/10/2024 Prickles 412",
                "2024-10-01 Prickles 0", "2024-10-01 Prickles -20",
                "2024-10-01 Prickles 412.5", "2024-10-01 Prickles 412g",
                "2024-10-01 Prickles heavy"]:
        with pytest.raises(ValueError):
            hedgehogs.parse_weighings(["2024-09-30 Conker 500", bad])


def test_daily_gain():
    assert hedgehogs.daily_gain([(D(2024, 10, 1), 500)]) is None
    assert hedgehogs.daily_gain([]) is None
    assert hedgehogs.daily_gain([(D(2024, 10, 1), 500), (D(2024, 10, 3), 490)]) == -5.0
    assert hedgehogs.daily_gain([(D(2024, 10, 1), 500), (D(2024, 10, 4), 510)]) == 3.3
    assert hedgehogs.daily_gain([(D(2024, 10, 1), 500), (D(2024, 10, 4), 520)]) == 6.7
    assert hedgehogs.daily_gain([(D(2024, 10, 30), 300), (D(2024, 11, 2), 290),
                                 (D(2024, 11, 5), 330)]) == 5.0


def test_days_to_target():
    rising = [(D(2024, 10, 1), 500), (D(2024, 10, 4), 521)]  # 7 a day, 79 to go
    assert hedgehogs.days_to_target(rising) == 12
    assert hedgehogs.days_to_target(rising, target=540) == 3
    assert hedgehogs.days_to_target(rising, 560) == 6
    assert hedgehogs.days_to_target(rising, target=521) == 0
    assert hedgehogs.days_to_target(rising, target=500) == 0
    # the exact average (2/3 g a day), not the rounded 0.7: 13 / (2/3) = 19.5 -> 20 days
    assert hedgehogs.days_to_target([(D(2024, 10, 1), 500), (D(2024, 10, 4), 502)],
                                    target=515) == 20
    assert hedgehogs.days_to_target([(D(2024, 10, 1), 500), (D(2024, 10, 3), 490)]) is None
    assert hedgehogs.days_to_target([(D(2024, 10, 1), 500), (D(2024, 10, 3), 500)]) is None
    assert hedgehogs.days_to_target([(D(2024, 10, 1), 500)]) is None
    assert hedgehogs.days_to_target([(D(2024, 10, 1), 700), (D(2024, 10, 3), 650)]) == 0
    assert hedgehogs.days_to_target([(D(2024, 10, 1), 600)]) == 0


def test_sampled():
    rng = random.Random(55)
    for _ in range(400):
        start = D(2024, 9, 1) + timedelta(days=rng.randint(0, 60))
        days = sorted(rng.sample(range(0, 40), rng.randint(1, 6)))
        weighings = [(start + timedelta(days=d), rng.randint(150, 750)) for d in days]
        target = rng.choice([500, 600, 650])
        gain = None
        if len(weighings) > 1:
            gain = (weighings[-1][1] - weighings[0][1]) / (days[-1] - days[0])
        got = hedgehogs.daily_gain(weighings)
        if gain is None:
            assert got is None
        elif abs(gain * 10 - math.floor(gain * 10) - 0.5) > 1e-6:
            assert got == round(gain, 1), weighings
        if weighings[-1][1] >= target:
            want = 0
        elif gain is None or gain <= 0:
            want = None
        else:
            exact = Fraction(target - weighings[-1][1]) * (days[-1] - days[0]) / (
                weighings[-1][1] - weighings[0][1])
            if exact.denominator == 1:
                continue  # a whole number of days: float noise not part of this task
            want = math.ceil(exact)
        assert hedgehogs.days_to_target(weighings, target) == want, (weighings, target)


def test_release_list():
    hogs = {
        "Bramble": [(D(2024, 10, 1), 590), (D(2024, 10, 4), 605)],
        "acorn": [(D(2024, 10, 1), 640), (D(2024, 10, 4), 620)],  # lost weight
        "Conker": [(D(2024, 10, 8), 630)],  # only once
        "Willow": [(D(2024, 10, 1), 600), (D(2024, 10, 4), 600)],  # held it
        "Pip": [(D(2024, 10, 1), 400), (D(2024, 10, 4), 599)],
        "Mrs Tiggy": [(D(2024, 10, 1), 575), (D(2024, 10, 5), 650), (D(2024, 10, 9), 611)],
        "Hazel": [(D(2024, 10, 1), 700), (D(2024, 10, 5), 580), (D(2024, 10, 9), 612)],
    }
    assert hedgehogs.release_list(hogs) == ["Bramble", "Hazel", "Willow"]
    assert hedgehogs.release_list(hogs, min_weight=550) == ["Bramble", "Hazel", "Pip",
                                                            "Willow"]
    assert hedgehogs.release_list(hogs, 620) == []
    assert hedgehogs.release_list({"zed": hogs["Willow"], "Amber": hogs["Bramble"],
                                   "bob": hogs["Hazel"]}) == ["Amber", "bob", "zed"]
    assert hedgehogs.release_list({}) == []
