import pytest

from password_policy import check_password

GOOD = "Tr0ubadour&3"


def test_good_password_has_no_problems():
    assert check_password(GOOD) == []
    assert check_password(GOOD, username="alice") == []


def test_length_lower_limit():
    assert "too_short" in check_password("Abcdefgh1")          # 9 chars
    assert check_password("Abcdefgh12") == []                   # 10 chars


def test_length_upper_limit():
    assert check_password("Ab1" + "x" * 61) == []               # 64 chars
    assert check_password("Ab1" + "x" * 62) == ["too_long"]     # 65 chars


def test_no_digit():
    assert check_password("Abcdefghijk") == ["no_digit"]


@pytest.mark.parametrize("pw", ["abcdefgh123", "zyxwvut9876"])
def test_no_mixed_case(pw):
    assert check_password(pw) == ["no_mixed_case"]


def test_common_ignores_case():
    assert check_password("password123") == ["no_mixed_case", "common"]
    assert check_password("PassWord123") == ["common"]
    assert check_password("qwerty12345") == ["no_mixed_case", "common"]
    assert check_password("Qwerty12345") == ["common"]


def test_contains_username_ignores_case():
    assert check_password("xxBobSmith9", username="bobsmith") == ["contains_username"]
    assert check_password("xxbobsmith9Z", username="BobSmith") == ["contains_username"]
    assert check_password("xxBobSmith9", username="carol") == []


def test_empty_username_skips_check():
    assert check_password("Abcdefgh12", username="") == []
    assert check_password("Abcdefgh12") == []


def test_order_of_codes():
    assert check_password("abc") == ["too_short", "no_digit", "no_mixed_case"]
    assert check_password("qwerty", username="QWE") == ["too_short", "no_digit", "no_mixed_case", "common",
                                                        "contains_username"]
    assert check_password("a" * 70) == ["too_long", "no_digit", "no_mixed_case"]
