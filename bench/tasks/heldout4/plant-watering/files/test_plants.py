from datetime import date

from plants import days_overdue, watering_list

TODAY = date(2024, 6, 10)


def test_days_overdue():
    assert days_overdue(date(2024, 6, 1), 3, TODAY) == 6
    assert days_overdue(date(2024, 6, 8), 7, TODAY) == -5


def test_only_due_plants():
    plants = [("fern", date(2024, 6, 1), 3), ("orchid", date(2024, 6, 8), 7)]
    assert watering_list(plants, TODAY) == ["fern"]
