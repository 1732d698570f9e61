from datetime import date

import pytest

from hottub import chlorine_dose, heating_hours, ph_status, safe_to_use, water_change_due


def test_chlorine_dose():
    assert chlorine_dose(1000, 1) == 5.4
    assert chlorine_dose(1200, 2.5) == 3.2
    assert chlorine_dose(1500, 0) == 10.8
    assert chlorine_dose(1000, 4) == 0.0
    assert chlorine_dose(1000, 4.5) == 0.0
    assert chlorine_dose(1000, 6) == 0.0


@pytest.mark.parametrize("litres, reading", [(0, 1), (-100, 1), (1000, -0.5)])
def test_chlorine_dose_errors(litres, reading):
    with pytest.raises(ValueError):
        chlorine_dose(litres, reading)


def test_ph_status():
    assert ph_status(7.0) == "low"
    assert ph_status(7.2) == "ok"
    assert ph_status(7.5) == "ok"
    assert ph_status(7.8) == "ok"
    assert ph_status(8.1) == "high"
    assert ph_status(0) == "low"
    assert ph_status(14) == "high"


@pytest.mark.parametrize("reading", [-1, 14.5, 15])
def test_ph_status_errors(reading):
    with pytest.raises(ValueError):
        ph_status(reading)


def test_safe_to_use():
    assert safe_to_use(4.0, 7.5) is True
    assert safe_to_use(3.0, 7.2) is True
    assert safe_to_use(5.0, 7.8) is True
    assert safe_to_use(2.9, 7.5) is False
    assert safe_to_use(5.1, 7.5) is False
    assert safe_to_use(4.0, 7.1) is False
    assert safe_to_use(4.0, 8.2) is False


def test_water_change_due():
    assert water_change_due(date(2024, 3, 1)) == date(2024, 5, 30)
    assert water_change_due(date(2024, 3, 1), 10) == date(2024, 5, 30)
    assert water_change_due(date(2024, 3, 1), bathers_per_week=11) == date(2024, 4, 30)


def test_heating_hours():
    assert heating_hours(1200, 12, 38) == 12.1
    assert heating_hours(1200, 30, 38, heater_kw=2.0) == 5.6
    assert heating_hours(1000, 20, 40) == 7.8
    assert heating_hours(1000, 38, 38) == 0.0
    assert heating_hours(1000, 38, 30) == 0.0
    with pytest.raises(ValueError):
        heating_hours(1000, 20, 41)
