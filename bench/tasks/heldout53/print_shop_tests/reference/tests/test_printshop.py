from datetime import date

import pytest

from printshop import job_price, ready_date, sheets_needed, unit_price, with_vat


def test_unit_price_tiers():
    assert unit_price(1) == 0.12
    assert unit_price(99) == 0.12
    assert unit_price(100) == 0.09
    assert unit_price(499) == 0.09
    assert unit_price(500) == 0.06
    assert unit_price(5000) == 0.06


def test_unit_price_papers():
    assert unit_price(50, "recycled") == 0.13
    assert unit_price(50, "gloss") == 0.15
    assert unit_price(200, "gloss") == 0.12
    assert unit_price(800, "gloss") == 0.09
    assert unit_price(800, "standard") == 0.06


@pytest.mark.parametrize("qty", [0, -5, 2.0, "100", True])
def test_unit_price_bad_qty(qty):
    with pytest.raises(ValueError):
        unit_price(qty)


@pytest.mark.parametrize("paper", ["matt", "Gloss", ""])
def test_unit_price_bad_paper(paper):
    with pytest.raises(ValueError):
        unit_price(100, paper)


def test_job_price():
    assert job_price(100) == 14.0
    assert job_price(99) == 16.88
    assert job_price(249) == 27.41
    assert job_price(250) == 22.5
    assert job_price(500, "recycled") == 35.0
    assert job_price(1000) == 60.0


def test_job_price_double_sided():
    assert job_price(1000, double_sided=True) == 90.0
    assert job_price(120, "gloss", double_sided=True) == 26.6
    assert job_price(300, double_sided=True) == 40.5


def test_with_vat():
    assert with_vat(100) == 120.0
    assert with_vat(26.6) == 31.92
    assert with_vat(0) == 0


def test_sheets_needed():
    assert sheets_needed(10) == 5  # 3 sheets + 2 spare (the minimum)
    assert sheets_needed(500) == 132  # 125 + 7
    assert sheets_needed(130) == 35  # 33 + 2
    assert sheets_needed(1000, 8) == 132
    assert sheets_needed(1600, per_sheet=8) == 210  # 200 + 10
    assert sheets_needed(7, per_sheet=1) == 9
    with pytest.raises(ValueError):
        sheets_needed(100, per_sheet=0)


def test_ready_date():
    monday = date(2024, 6, 3)
    assert ready_date(monday, 500) == date(2024, 6, 5)
    assert ready_date(monday, 1000) == date(2024, 6, 5)
    assert ready_date(monday, 1001) == date(2024, 6, 7)
    assert ready_date(date(2024, 6, 6), 200) == date(2024, 6, 10)  # Thursday -> Monday
    assert ready_date(date(2024, 6, 7), 200) == date(2024, 6, 11)  # Friday -> Tuesday
    assert ready_date(date(2024, 6, 8), 200) == date(2024, 6, 11)  # Saturday -> Tuesday
    assert ready_date(date(2024, 6, 5), 2000) == date(2024, 6, 11)
