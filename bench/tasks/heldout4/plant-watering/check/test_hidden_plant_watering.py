from datetime import date

from plants import watering_list

TODAY = date(2024, 6, 10)

PLANTS = [
    ("mint", date(2024, 6, 8), 2),      # due today (0)
    ("fern", date(2024, 6, 1), 3),      # 6 days overdue
    ("orchid", date(2024, 6, 4), 7),    # not due yet
    ("basil", date(2024, 6, 9), 1),     # due today (0)
    ("cactus", date(2024, 5, 1), 30),   # 10 days overdue
    ("aloe", date(2024, 5, 31), 4),     # 6 days overdue
    ("ivy", date(2024, 6, 5), 3),       # 2 days overdue
]


def test_most_overdue_first_ties_by_name():
    assert watering_list(PLANTS, TODAY) == ["cactus", "aloe", "fern", "ivy", "basil", "mint"]


def test_order_of_input_does_not_matter():
    assert watering_list(list(reversed(PLANTS)), TODAY) == [
        "cactus", "aloe", "fern", "ivy", "basil", "mint"]


def test_overdue_not_time_since_watering():
    plants = [
        ("palm", date(2024, 5, 20), 14),   # 21 days since, 7 overdue
        ("moss", date(2024, 6, 1), 1),     # 9 days since, 8 overdue
    ]
    assert watering_list(plants, TODAY) == ["moss", "palm"]


def test_same_plants_as_before():
    assert watering_list([("orchid", date(2024, 6, 8), 7)], TODAY) == []
    assert watering_list([], TODAY) == []
    assert watering_list([("fern", date(2024, 6, 1), 3)], TODAY) == ["fern"]
