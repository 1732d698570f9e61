"""Tests for password_policy.check_password."""
from password_policy import COMMON, check_password


class TestLength:
    def test_nine_chars_is_too_short(self):
        assert check_password("Secret123") == ["too_short"]

    def test_ten_chars_is_fine(self):
        assert check_password("Secret1234") == []

    def test_sixty_four_chars_is_fine(self):
        pw = "Aa1" + "b" * 61
        assert len(pw) == 64
        assert check_password(pw) == []

    def test_sixty_five_chars_is_too_long(self):
        pw = "Aa1" + "b" * 62
        assert len(pw) == 65
        assert check_password(pw) == ["too_long"]


class TestCharacters:
    def test_missing_digit(self):
        assert check_password("NoDigitsHere") == ["no_digit"]

    def test_all_lowercase(self):
        assert check_password("lowercase99") == ["no_mixed_case"]

    def test_all_uppercase(self):
        assert check_password("UPPERCASE99") == ["no_mixed_case"]


class TestCommonAndUsername:
    def test_every_common_password_is_flagged_in_any_case(self):
        for pw in COMMON:
            assert "common" in check_password(pw)
            assert "common" in check_password(pw.upper())
            assert "common" in check_password(pw.title())

    def test_username_inside_password(self):
        assert check_password("MyNameIsDave7", "dave") == ["contains_username"]
        assert check_password("mynameisdave7X", "DAVE") == ["contains_username"]

    def test_other_username_ok(self):
        assert check_password("MyNameIsDave7", "erin") == []

    def test_empty_username(self):
        assert check_password("MyNameIsDave7", "") == []


def test_good_password():
    assert check_password("Horse7Battery") == []


def test_codes_in_documented_order():
    assert check_password("", "x") == ["too_short", "no_digit", "no_mixed_case"]
    assert check_password("Password123", "password") == ["common", "contains_username"]
