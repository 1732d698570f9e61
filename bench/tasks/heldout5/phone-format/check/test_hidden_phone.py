import pytest

from phone import format_phone


@pytest.mark.parametrize("text", [
    "+1 555 123 4567",
    "1-555-123-4567",
    "15551234567",
    "+15551234567",
    "+1 (555) 123-4567",
    "1.555.123.4567",
])
def test_country_code(text):
    assert format_phone(text) == "(555) 123-4567"


def test_other_number_with_country_code():
    assert format_phone("+1 212 555 0199") == "(212) 555-0199"
    assert format_phone("1 800 111 2222") == "(800) 111-2222"


@pytest.mark.parametrize("text,expected", [
    ("555-123-4567", "(555) 123-4567"),
    ("(555) 123-4567", "(555) 123-4567"),
    ("2125550199", "(212) 555-0199"),
])
def test_ten_digits_still_work(text, expected):
    assert format_phone(text) == expected


@pytest.mark.parametrize("text", [
    "25551234567",       # 11 digits, not starting with 1
    "+2 555 123 4567",
    "115551234567",      # 12 digits
    "+1 1 555 123 4567",
    "1555123456789",
    "12345",
    "",
])
def test_still_invalid(text):
    with pytest.raises(ValueError):
        format_phone(text)
