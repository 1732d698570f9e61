import pytest

from phone import format_phone


def test_dashes():
    assert format_phone("555-123-4567") == "(555) 123-4567"


def test_dots_and_spaces():
    assert format_phone("555.123.4567") == "(555) 123-4567"
    assert format_phone(" 555 123 4567 ") == "(555) 123-4567"


def test_too_short():
    with pytest.raises(ValueError):
        format_phone("12345")
