import pytest

from darts import apply_turn, dart_score, is_double, turn_total


@pytest.mark.parametrize("dart,score", [
    ("S1", 1), ("S20", 20), ("D1", 2), ("D20", 40), ("T1", 3), ("T19", 57), ("T20", 60),
    ("SB", 25), ("DB", 50), ("M", 0), ("t20", 60), (" d16 ", 32), ("sb", 25), ("db", 50),
    ("m", 0), ("  S7", 7),
])
def test_dart_score(dart, score):
    assert dart_score(dart) == score


@pytest.mark.parametrize("dart", ["T25", "S0", "D0", "D21", "S21", "T21", "X5", "", "S", "20", "B", "S-1", "MM"])
def test_dart_score_invalid(dart):
    with pytest.raises(ValueError):
        dart_score(dart)
    with pytest.raises(ValueError):
        is_double(dart)


@pytest.mark.parametrize("dart,expected", [
    ("D1", True), ("D20", True), ("DB", True), ("db", True), (" d5 ", True),
    ("S20", False), ("T20", False), ("T1", False), ("SB", False), ("M", False),
])
def test_is_double(dart, expected):
    assert is_double(dart) is expected


def test_turn_total():
    assert turn_total(["T20", "T20", "T20"]) == 180
    assert turn_total(["S5"]) == 5
    assert turn_total(["DB", "SB"]) == 75
    assert turn_total(["M", "M", "m"]) == 0


@pytest.mark.parametrize("darts", [[], ["S1", "S1", "S1", "S1"]])
def test_turn_total_bad_length(darts):
    with pytest.raises(ValueError):
        turn_total(darts)
    with pytest.raises(ValueError):
        apply_turn(100, darts)


def test_apply_turn_normal():
    assert apply_turn(501, ["T20", "T20", "T20"]) == 321
    assert apply_turn(100, ["S1"]) == 99
    assert apply_turn(60, ["M", "M", "M"]) == 60


def test_checkouts():
    assert apply_turn(100, ["T20", "S20", "D10"]) == 0
    assert apply_turn(50, ["DB"]) == 0
    assert apply_turn(2, ["D1"]) == 0


def test_darts_after_checkout_ignored():
    assert apply_turn(40, ["D20", "S5"]) == 0
    assert apply_turn(40, ["D20", "T20", "T20"]) == 0


def test_bust_below_zero():
    assert apply_turn(20, ["S15", "S10", "D1"]) == 20
    assert apply_turn(30, ["S10", "T20"]) == 30


def test_bust_leaving_one():
    assert apply_turn(21, ["S20"]) == 21
    assert apply_turn(41, ["S20", "S20", "D1"]) == 41


def test_bust_zero_on_non_double():
    assert apply_turn(20, ["S20"]) == 20
    assert apply_turn(60, ["T20"]) == 60
    assert apply_turn(25, ["SB"]) == 25
    assert apply_turn(45, ["S20", "SB"]) == 45


@pytest.mark.parametrize("remaining", [1, 0, 502, -3, True, 100.0])
def test_remaining_range(remaining):
    with pytest.raises(ValueError):
        apply_turn(remaining, ["S1"])


def test_remaining_limits_ok():
    assert apply_turn(501, ["S1"]) == 500
    assert apply_turn(2, ["M"]) == 2
