from fleet import average_level, needs_charging


def test_low_battery():
    assert needs_charging({"S1": 5, "S2": 80}) == ["S1"]


def test_exactly_at_threshold():
    assert needs_charging({"S1": 20, "S2": 21}) == ["S1"]


def test_average_level():
    assert average_level({"S1": 10, "S2": 30}) == 20
