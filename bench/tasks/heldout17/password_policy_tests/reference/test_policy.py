import pytest

from policy import check_password


def test_good_password():
    assert check_password("Abcdefgh12") == []


def test_nine_chars_too_short():
    assert check_password("Abcdefg12") == ["length"]


def test_ten_chars_ok():
    assert check_password("Abcdefgh12") == []
    assert "length" not in check_password("Abcdefghi1")


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
