"""Hidden check for calf_weights_fix: daily_gain, projected_date and ready_to_wean work from
the weighings in date order whatever order they are written in; the rest of calves.py is
unchanged."""

import math
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from calves import daily_gain, parse_sheet, projected_date, ready_to_wean  # noqa: E402

BRAMBLE = ["2024-02-19 57.0", "2024-03-18 74.0", "2024-02-05 48.5", "2024-03-04 66.5"]


def test_reported_case():
    weighings = parse_sheet(BRAMBLE)
    assert daily_gain(weighings) == 0.61
    assert projected_date(weighings, 100) == date(2024, 4, 30)


def test_order_does_not_matter():
    weighings = parse_sheet(BRAMBLE)
    rng = random.Random(56)
    for _ in range(30):
        shuffled = weighings[:]
        rng.shuffle(shuffled)
        assert daily_gain(shuffled) == 0.61
        assert projected_date(shuffled, 100) == date(2024, 4, 30)
        assert projected_date(shuffled, 74) == date(2024, 3, 18)
        assert projected_date(shuffled, 70) == date(2024, 3, 18)
        assert projected_date(shuffled, 74.5) == date(2024, 3, 19)
        assert ready_to_wean(shuffled, date(2024, 1, 10)) is False


def test_reverse_order():
    weighings = [(date(2024, 5, 30), 95.0), (date(2024, 5, 1), 80.0), (date(2024, 4, 1), 60.0)]
    assert daily_gain(weighings) == round(35 / 59, 2)
    assert daily_gain([(date(2024, 4, 11), 70.0), (date(2024, 4, 1), 60.0)]) == 1.0
    assert projected_date([(date(2024, 4, 11), 70.0), (date(2024, 4, 1), 60.0)], 75) == \
        date(2024, 4, 16)


def test_weaning_looks_at_latest():
    born = date(2024, 1, 1)
    sheet = [(date(2024, 3, 1), 95.0), (date(2024, 2, 1), 70.0)]
    assert ready_to_wean(sheet, born) is True
    sheet = [(date(2024, 3, 1), 88.0), (date(2024, 3, 20), 92.0), (date(2024, 2, 1), 70.0)]
    assert ready_to_wean(sheet, born) is True
    # the weighing written last is heavy enough, but the latest one is too young
    sheet = [(date(2024, 2, 20), 91.0), (date(2024, 2, 1), 70.0)]
    assert ready_to_wean(sheet, born) is False
    sheet = [(date(2024, 4, 1), 85.0), (date(2024, 3, 1), 95.0)]
    assert ready_to_wean(sheet, born) is False
    # exactly 56 days and exactly 90 kg
    assert ready_to_wean([(date(2024, 2, 26), 90.0)], born) is True
    assert ready_to_wean([(date(2024, 2, 25), 90.0)], born) is False
    assert ready_to_wean([(date(2024, 2, 26), 89.9)], born) is False


def test_not_gaining():
    with pytest.raises(ValueError):
        projected_date([(date(2024, 3, 1), 80.0), (date(2024, 2, 1), 80.0)], 90)
    with pytest.raises(ValueError):
        projected_date([(date(2024, 3, 1), 70.0), (date(2024, 2, 1), 80.0)], 90)
    # written the other way round it's losing weight, whatever the order on the sheet
    with pytest.raises(ValueError):
        projected_date([(date(2024, 2, 1), 80.0), (date(2024, 3, 1), 70.0)], 90)
    assert daily_gain([(date(2024, 3, 1), 70.0), (date(2024, 2, 1), 80.0)]) == round(-10 / 29, 2)


def test_sampled():
    rng = random.Random(5656)
    for _ in range(1500):
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 300))
        offsets = sorted(rng.sample(range(0, 200), rng.randint(2, 7)))
        kg = round(rng.uniform(30, 60), 1)
        ordered = []
        for off in offsets:
            ordered.append((start + timedelta(days=off), kg))
            kg = round(kg + rng.uniform(-3, 25), 1)
        shuffled = ordered[:]
        rng.shuffle(shuffled)
        (d0, k0), (d1, k1) = ordered[0], ordered[-1]
        gain = round((k1 - k0) / (d1 - d0).days, 2)
        assert daily_gain(shuffled) == gain, shuffled
        target = round(rng.uniform(40, 250), 1)
        if k1 >= target:
            assert projected_date(shuffled, target) == d1
        elif gain <= 0:
            with pytest.raises(ValueError):
                projected_date(shuffled, target)
        else:
            want = d1 + timedelta(days=math.ceil((target - k1) / gain))
            assert projected_date(shuffled, target) == want, (shuffled, target)
        born = start - timedelta(days=rng.randint(0, 60))
        want = k1 >= 90 and (d1 - born).days >= 56
        assert ready_to_wean(shuffled, born) is want, (shuffled, born)


def test_errors_unchanged():
    for bad in [[], [(date(2024, 1, 1), 50.0)]]:
        with pytest.raises(ValueError):
            daily_gain(bad)
        with pytest.raises(ValueError):
            projected_date(bad, 100)
    same_day = [(date(2024, 1, 1), 50.0), (date(2024, 2, 1), 60.0), (date(2024, 1, 1), 51.0)]
    with pytest.raises(ValueError):
        daily_gain(same_day)
    with pytest.raises(ValueError):
        projected_date(same_day, 100)
    with pytest.raises(ValueError):
        ready_to_wean(same_day, date(2023, 12, 1))
    with pytest.raises(ValueError):
        ready_to_wean([], date(2023, 12, 1))


def test_parse_sheet_unchanged():
    lines = ["# Bramble", "", "2024-02-19 57.0", "  2024-03-18   74 ", "2024-02-05 48.5\n"]
    assert parse_sheet(lines) == [(date(2024, 2, 19), 57.0), (date(2024, 3, 18), 74.0),
                                  (date(2024, 2, 5), 48.5)]
    assert parse_sheet([]) == []
    for bad in ["2024-02-19", "2024-02-19 57 kg", "19/02/2024 57", "2024-02-19 heavy",
                "2024-02-19 0", "2024-02-19 -4", "2024-02-30 50"]:
        with pytest.raises(ValueError):
            parse_sheet([bad])
