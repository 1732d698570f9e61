from datetime import date, datetime

import pytest

from seed_calendar import can_sow, days_until_sowing, harvest_date, plan, sowing_window

FROST = date(2026, 4, 20)


@pytest.mark.parametrize("crop,first,last", [
    ("tomato", date(2026, 2, 23), date(2026, 3, 9)),
    ("lettuce", date(2026, 3, 23), date(2026, 5, 4)),
    ("carrot", date(2026, 3, 30), date(2026, 5, 18)),
    ("bean", date(2026, 4, 27), date(2026, 6, 1)),
    ("squash", date(2026, 5, 4), date(2026, 5, 25)),
])
def test_sowing_windows(crop, first, last):
    assert sowing_window(crop, FROST) == (first, last)


def test_crop_matching():
    assert sowing_window("  TOMATO ", FROST) == sowing_window("tomato", FROST)
    assert sowing_window("Bean", FROST)[0] == date(2026, 4, 27)


@pytest.mark.parametrize("crop", ["potato", "", "beans"])
def test_unknown_crop(crop):
    with pytest.raises(KeyError):
        sowing_window(crop, FROST)
    with pytest.raises(KeyError):
        harvest_date(crop, FROST)


@pytest.mark.parametrize("bad", ["2026-04-20", None, datetime(2026, 4, 20, 6, 0)])
def test_bad_dates(bad):
    with pytest.raises(TypeError):
        sowing_window("bean", bad)
    with pytest.raises(TypeError):
        can_sow("bean", FROST, bad)
    with pytest.raises(TypeError):
        days_until_sowing("bean", FROST, bad)
    with pytest.raises(TypeError):
        harvest_date("bean", bad)


def test_can_sow_edges():
    assert can_sow("bean", FROST, date(2026, 4, 26)) is False
    assert can_sow("bean", FROST, date(2026, 4, 27)) is True
    assert can_sow("bean", FROST, date(2026, 5, 15)) is True
    assert can_sow("bean", FROST, date(2026, 6, 1)) is True
    assert can_sow("bean", FROST, date(2026, 6, 2)) is False


def test_days_until_sowing():
    assert days_until_sowing("squash", FROST, date(2026, 4, 30)) == 4
    assert days_until_sowing("squash", FROST, date(2026, 5, 3)) == 1
    assert days_until_sowing("squash", FROST, date(2026, 5, 4)) == 0
    assert days_until_sowing("squash", FROST, date(2026, 5, 10)) == 0
    assert days_until_sowing("squash", FROST, date(2026, 5, 25)) == 0
    assert days_until_sowing("squash", FROST, date(2026, 5, 26)) == -1
    assert days_until_sowing("squash", FROST, date(2026, 8, 1)) == -1


@pytest.mark.parametrize("crop,days", [("tomato", 80), ("lettuce", 45), ("carrot", 70), ("bean", 60), ("squash", 90)])
def test_harvest_date(crop, days):
    sown = date(2026, 5, 1)
    assert (harvest_date(crop, sown) - sown).days == days


def test_plan_rows():
    rows = plan([{"bed": "B", "crop": "bean"}, {"bed": "A", "crop": "Tomato"}], FROST)
    assert rows == [
        {"bed": "A", "crop": "Tomato", "start": date(2026, 2, 23), "end": date(2026, 3, 9)},
        {"bed": "B", "crop": "bean", "start": date(2026, 4, 27), "end": date(2026, 6, 1)},
    ]


def test_plan_order_by_start_then_bed():
    beds = [{"bed": "Z", "crop": "carrot"}, {"bed": "M", "crop": "squash"},
            {"bed": "C", "crop": "carrot"}, {"bed": "A", "crop": "squash"},
            {"bed": "Q", "crop": "lettuce"}]
    assert [r["bed"] for r in plan(beds, FROST)] == ["Q", "C", "Z", "A", "M"]


def test_plan_empty_and_unknown():
    assert plan([], FROST) == []
    with pytest.raises(KeyError):
        plan([{"bed": "A", "crop": "bean"}, {"bed": "B", "crop": "okra"}], FROST)
