import pytest

from roast import oven_temperature, roast_minutes, start_time


def test_docstring_examples():
    assert roast_minutes(1.5, "beef", "medium") == 95
    assert roast_minutes(2, "chicken") == 110
    assert roast_minutes(2, "Chicken", stuffed=True) == 130
    assert roast_minutes(1.25, "pork") == 118
    assert roast_minutes(1.01, "beef", "rare") == 61
    assert roast_minutes(2.2, "chicken") == 119


@pytest.mark.parametrize("meat, doneness, per_kg, extra", [
    ("beef", "rare", 40, 20), ("beef", "medium", 50, 20), ("beef", "well", 60, 20),
    ("lamb", "rare", 45, 20), ("lamb", "medium", 55, 20), ("lamb", "well", 65, 20),
    ("pork", "well", 70, 30), ("chicken", "well", 45, 20),
])
def test_table_per_kg_and_extra(meat, doneness, per_kg, extra):
    assert roast_minutes(1, meat, doneness) == per_kg + extra
    assert roast_minutes(2, meat, doneness) == 2 * per_kg + extra


def test_rounds_up_to_whole_minute():
    assert roast_minutes(1.01, "beef", "rare") == 61      # 60.4
    assert roast_minutes(1.1, "lamb", "rare") == 70       # 69.5
    assert roast_minutes(0.51, "pork") == 66              # 65.7
    assert roast_minutes(1.5, "lamb", "well") == 118      # 117.5


def test_whole_totals_stay_whole_with_float_weights():
    assert roast_minutes(2.2, "lamb", "rare") == 119
    assert roast_minutes(4.4, "beef", "medium") == 240
    assert roast_minutes(2.2, "chicken") == 119


def test_stuffing_adds_ten_minutes_per_kg():
    assert roast_minutes(2, "chicken", stuffed=True) == 130
    assert roast_minutes(3, "pork", stuffed=True) == 3 * 80 + 30
    assert roast_minutes(2, "chicken", stuffed=False) == 110


def test_default_doneness_is_well():
    assert roast_minutes(2, "beef") == roast_minutes(2, "beef", "well") == 140
    assert roast_minutes(1, "pork") == 100


def test_names_are_case_insensitive():
    assert roast_minutes(1, "BEEF", "Medium") == 70
    assert roast_minutes(1, "Lamb", "RARE") == 65
    assert oven_temperature("Pork") == 200


@pytest.mark.parametrize("meat", ["turkey", "fish", ""])
def test_unknown_meat(meat):
    with pytest.raises(ValueError):
        roast_minutes(1, meat)
    with pytest.raises(ValueError):
        oven_temperature(meat)


@pytest.mark.parametrize("meat, doneness", [
    ("pork", "rare"), ("pork", "medium"), ("chicken", "rare"), ("chicken", "medium"),
    ("beef", "burnt"),
])
def test_doneness_not_offered(meat, doneness):
    with pytest.raises(ValueError):
        roast_minutes(1, meat, doneness)


def test_weight_limits():
    assert roast_minutes(10, "beef", "rare") == 420
    assert roast_minutes(0.1, "beef", "rare") == 24
    for weight in (0, 0.0, -1, 10.01, 11):
        with pytest.raises(ValueError):
            roast_minutes(weight, "beef", "rare")


def test_stuffed_is_keyword_only():
    with pytest.raises(TypeError):
        roast_minutes(2, "chicken", "well", True)


def test_oven_temperature():
    assert oven_temperature("beef") == 190
    assert oven_temperature("lamb") == 190
    assert oven_temperature("pork") == 200
    assert oven_temperature("chicken") == 200


def test_fan_oven_is_20_cooler():
    assert oven_temperature("pork", fan=True) == 180
    assert oven_temperature("LAMB", fan=True) == 170
    assert oven_temperature("chicken", fan=False) == 200


def test_start_time_examples():
    assert start_time("18:30", 1.5, "beef", "medium") == "16:40"
    assert start_time("13:00", 2, "chicken", rest_minutes=0) == "11:10"
    assert start_time("12:00", 2, "chicken", stuffed=True) == "09:35"


def test_start_time_default_rest_is_15():
    assert start_time("13:00", 2, "chicken") == "10:55"
    assert start_time("13:00", 2, "chicken", rest_minutes=30) == "10:40"


def test_start_time_two_digit_fields():
    assert start_time("10:00", 1, "beef", "rare", rest_minutes=0) == "09:00"
    assert start_time("02:05", 1, "beef", "rare", rest_minutes=0) == "01:05"


def test_start_time_at_midnight_is_fine():
    assert start_time("01:00", 1, "beef", "rare", rest_minutes=0) == "00:00"


def test_start_time_day_before():
    with pytest.raises(ValueError):
        start_time("00:59", 1, "beef", "rare", rest_minutes=0)
    with pytest.raises(ValueError):
        start_time("01:30", 2, "chicken")


@pytest.mark.parametrize("serve_at", ["24:00", "12:60", "9:30", "1230", "ab:cd", ""])
def test_start_time_bad_serve_at(serve_at):
    with pytest.raises(ValueError):
        start_time(serve_at, 1, "beef", "rare")


def test_start_time_passes_roast_errors_on():
    with pytest.raises(ValueError):
        start_time("18:00", 11, "beef", "rare")
    with pytest.raises(ValueError):
        start_time("18:00", 1, "pork", "rare")
