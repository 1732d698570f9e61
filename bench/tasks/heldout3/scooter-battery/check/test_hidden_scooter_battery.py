from fleet import average_level, needs_charging


def test_exactly_at_default_threshold():
    assert needs_charging({"S1": 20, "S2": 21}) == ["S1"]


def test_exactly_at_given_threshold():
    assert needs_charging({"A": 50, "B": 51, "C": 49}, threshold=50) == ["A", "C"]


def test_below_and_above():
    levels = {"S9": 3, "S4": 90, "S2": 19, "S7": 20, "S5": 0, "S1": 100}
    assert needs_charging(levels) == ["S2", "S5", "S7", "S9"]


def test_none_low():
    assert needs_charging({"S1": 60, "S2": 21}) == []


def test_average_unchanged():
    assert average_level({"S1": 10, "S2": 30}) == 20
