import pytest

from coffeekit.brew import coffee_for, parse_ratio, strength, water_for


@pytest.mark.parametrize("text, expected", [
    ("1:16", 16.0),
    ("1:15.5", 15.5),
    (" 1 : 17 ", 17.0),
    ("2:31", 15.5),
    ("16", 16.0),
    ("3:45", 15.0),
    (" 18 ", 18.0),
])
def test_parse_ratio(text, expected):
    assert parse_ratio(text) == pytest.approx(expected)
    assert isinstance(parse_ratio(text), float)


@pytest.mark.parametrize("text", [
    "", "1:2:3", "1:16:", "1:abc", "1:", ":16", "1:inf", "inf:16", "nan",
    "1:0", "0:16", "-1:16", "1:-16", "0",
])
def test_parse_ratio_errors(text):
    with pytest.raises(ValueError):
        parse_ratio(text)


def test_water_for_examples():
    assert water_for(20) == 320
    assert water_for(18.5, "1:15") == 278
    assert water_for(17.5, "1:15") == 263
    assert water_for(15, "1:17.2") == 258
    assert water_for(20, iced=True) == 192


def test_water_for_rounds_to_nearest_halves_up():
    assert water_for(16.5, "1:15") == 248    # 247.5
    assert water_for(10.1, "1:10") == 101
    assert water_for(10.04, "1:10") == 100   # 100.4
    assert water_for(10.06, "1:10") == 101   # 100.6
    assert isinstance(water_for(18.5, "1:15"), int)


def test_water_for_default_ratio_is_1_16():
    assert water_for(10) == 160
    assert water_for(10) == water_for(10, "1:16")
    assert water_for(10, "2:31") == 155


def test_water_for_iced_keeps_60_percent_hot():
    assert water_for(20, iced=True) == 192
    assert water_for(17.5, "1:15", iced=True) == 158    # 157.5
    assert water_for(10, "1:15", iced=True) == 90
    assert water_for(10, "1:15", iced=False) == 150


def test_water_for_iced_is_keyword_only():
    with pytest.raises(TypeError):
        water_for(20, "1:16", True)


@pytest.mark.parametrize("grams", [0, -5, 0.0])
def test_water_for_no_coffee(grams):
    with pytest.raises(ValueError):
        water_for(grams)


def test_water_for_bad_ratio():
    with pytest.raises(ValueError):
        water_for(20, "1:0")
    with pytest.raises(ValueError):
        water_for(20, "strong")


def test_coffee_for_examples():
    assert coffee_for(250) == 15.6
    assert coffee_for(350) == 21.9
    assert coffee_for(300, "1:15") == 20.0
    assert coffee_for(1000, "1:17") == 58.8


def test_coffee_for_uses_ratio():
    assert coffee_for(320) == 20.0
    assert coffee_for(320, "1:16") == 20.0
    assert coffee_for(240, "1:12") == 20.0
    assert coffee_for(100, "1:3") == 33.3


@pytest.mark.parametrize("water", [0, -100])
def test_coffee_for_no_water(water):
    with pytest.raises(ValueError):
        coffee_for(water)


def test_coffee_for_bad_ratio():
    with pytest.raises(ValueError):
        coffee_for(300, "0:15")


@pytest.mark.parametrize("coffee, water, label", [
    (20, 280, "balanced"),
    (20, 279, "strong"),
    (20, 200, "strong"),
    (20, 300, "balanced"),
    (20, 340, "balanced"),
    (20, 341, "weak"),
    (10, 200, "weak"),
    (1, 14, "balanced"),
    (1, 17, "balanced"),
    (1, 13.99, "strong"),
    (1, 17.01, "weak"),
])
def test_strength(coffee, water, label):
    assert strength(coffee, water) == label


@pytest.mark.parametrize("coffee, water", [(0, 300), (20, 0), (-1, 300), (20, -300)])
def test_strength_errors(coffee, water):
    with pytest.raises(ValueError):
        strength(coffee, water)
