from datetime import date

import pytest

from mileage import claim, tax_year, trip_miles, year_claims


def test_trip_miles():
    assert trip_miles(41230, 41302) == 72
    assert trip_miles(0, 15) == 15
    assert trip_miles(500, 500) == 0


@pytest.mark.parametrize("start, end", [(100, 99), (-5, 10), (10.5, 20), (10, 20.0),
                                        ("10", 20), (True, 20)])
def test_trip_miles_refused(start, end):
    with pytest.raises(ValueError):
        trip_miles(start, end)


def test_car_under_threshold():
    assert claim(100) == 45.0
    assert claim(33) == 14.85
    assert claim(1) == 0.45
    assert claim(0) == 0
    assert claim(100, so_far=9_900) == 45.0
    assert claim(100, vehicle="van") == 45.0


def test_car_over_threshold():
    assert claim(100, so_far=10_000) == 25.0
    assert claim(100, so_far=15_000) == 25.0
    assert claim(100, so_far=9_950) == 35.0
    assert claim(100, so_far=9_999) == 25.2
    assert claim(12_000) == 5_000.0
    assert claim(37, so_far=10_000, vehicle="Van") == 9.25


def test_passengers():
    assert claim(100, passengers=1) == 50.0
    assert claim(100, passengers=3) == 60.0
    assert claim(100, so_far=20_000, passengers=2) == 35.0
    assert claim(7, passengers=1) == 3.5
    assert claim(13, passengers=2, vehicle="van") == 7.15


def test_other_vehicles():
    assert claim(100, vehicle="motorbike") == 24.0
    assert claim(100, vehicle="bicycle") == 20.0
    assert claim(100, so_far=50_000, vehicle="motorbike") == 24.0
    assert claim(100, so_far=50_000, vehicle="bicycle") == 20.0
    assert claim(7, vehicle="bicycle") == 1.4
    assert claim(13, vehicle=" MotorBike ") == 3.12
    assert claim(10, vehicle="CAR") == 4.5


@pytest.mark.parametrize("kwargs", [
    {"miles": -1}, {"miles": 10, "so_far": -1}, {"miles": 10, "passengers": -1},
    {"miles": 10, "vehicle": "bus"}, {"miles": 10, "vehicle": "bike"},
    {"miles": 10, "passengers": 1, "vehicle": "bicycle"},
    {"miles": 10, "passengers": 2, "vehicle": "motorbike"},
])
def test_claim_refused(kwargs):
    with pytest.raises(ValueError):
        claim(**kwargs)


def test_tax_year():
    assert tax_year(date(2024, 4, 5)) == "2023/24"
    assert tax_year(date(2024, 4, 6)) == "2024/25"
    assert tax_year(date(2025, 1, 15)) == "2024/25"
    assert tax_year(date(2024, 12, 31)) == "2024/25"
    assert tax_year(date(2025, 4, 5)) == "2024/25"
    assert tax_year(date(2025, 4, 6)) == "2025/26"
    assert tax_year(date(1999, 6, 1)) == "1999/00"
    assert tax_year(date(2009, 3, 1)) == "2008/09"


def test_year_claims_threshold_and_new_year():
    journeys = [
        (date(2024, 5, 1), 6_000, 0),
        (date(2024, 9, 1), 6_000, 1),
        (date(2025, 3, 1), 100, 0),
        (date(2025, 4, 6), 100, 0),
    ]
    assert year_claims(journeys) == {"2024/25": 2_700.0 + 1_800.0 + 500.0 + 300.0 + 25.0,
                                     "2025/26": 45.0}
    assert list(year_claims(journeys)) == ["2024/25", "2025/26"]


def test_year_claims_in_date_order():
    journeys = [
        (date(2025, 4, 10), 100, 0),
        (date(2024, 9, 1), 200, 0),
        (date(2024, 5, 1), 9_900, 0),
    ]
    assert year_claims(journeys) == {"2024/25": 4_455.0 + 45.0 + 25.0, "2025/26": 45.0}
    assert list(year_claims(journeys)) == ["2024/25", "2025/26"]


def test_year_claims_other_vehicle():
    journeys = [(date(2024, 5, 1), 11_000, 0), (date(2024, 6, 1), 50, 0)]
    assert year_claims(journeys, vehicle="bicycle") == {"2024/25": 2_210.0}
    assert year_claims(journeys, vehicle="van") == {"2024/25": 4_500.0 + 262.5}
    assert year_claims([]) == {}
