import pytest

from policy import check_password


def test_good_password():
    assert check_password("Abcdefghijk12") == []


def test_too_short():
    assert check_password("Ab1") == ["length"]


def test_long_enough():
    assert "length" not in check_password("Abcdefghijk123")


def test_missing_upper():
    assert check_password("abcdefgh12") == ["upper"]


def test_missing_lower():
    assert check_password("ABCDEFGH12") == ["lower"]


def test_missing_digit():
    assert check_password("Abcdefghij") == ["digit"]


def test_example_and_order():
    assert check_password("hunter2") == ["length", "upper"]
    assert check_password("") == ["length", "upper", "lower", "digit"]


@pytest.mark.parametrize("user", ["jdoe", "JDOE", "JDoe"])
def test_username_case_insensitive(user):
    assert check_password("xxJdoe2024Q", user) == ["username"]


def test_username_absent_or_empty():
    assert check_password("xxJdoe2024Q") == []
    assert check_password("xxJdoe2024Q", "") == []
    assert check_password("xxJdoe2024Q", "alice") == []
