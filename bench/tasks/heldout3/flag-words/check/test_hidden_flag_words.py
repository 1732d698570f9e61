import pytest

from flags import flag_enabled, parse_flag


@pytest.mark.parametrize("value", ["true", "yes", "on", "1"])
def test_true_words(value):
    assert parse_flag(value) is True


@pytest.mark.parametrize("value", ["false", "no", "off", "0"])
def test_false_words(value):
    assert parse_flag(value) is False


@pytest.mark.parametrize("value, expected", [
    ("TRUE", True), ("Yes", True), ("ON", True), ("False", False), ("NO", False),
    ("oFF", False)])
def test_letter_case_ignored(value, expected):
    assert parse_flag(value) is expected


@pytest.mark.parametrize("value, expected", [
    (" Yes ", True), ("  on", True), ("1 ", True), ("  false  ", False), (" 0 ", False)])
def test_surrounding_spaces_ignored(value, expected):
    assert parse_flag(value) is expected


@pytest.mark.parametrize("value", ["maybe", "", "  ", "y", "n", "2", "enabled", "t rue"])
def test_other_values_raise(value):
    with pytest.raises(ValueError):
        parse_flag(value)


def test_flag_enabled_uses_it(monkeypatch):
    monkeypatch.setenv("FEATURE_DARK_MODE", "Yes")
    assert flag_enabled("dark_mode") is True
    monkeypatch.setenv("FEATURE_DARK_MODE", "off")
    assert flag_enabled("dark_mode") is False
