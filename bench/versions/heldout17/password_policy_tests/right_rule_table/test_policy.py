import pytest

from policy import check_password


@pytest.mark.parametrize("pw,expected", [
    ("Passw0rdXY", []),
    ("Passw0rdX", ["length"]),
    ("passw0rdxy", ["upper"]),
    ("PASSW0RDXY", ["lower"]),
    ("PasswordXY", ["digit"]),
    ("hunter2", ["length", "upper"]),
])
def test_rules(pw, expected):
    assert check_password(pw) == expected


@pytest.mark.parametrize("length,ok", [(9, False), (10, True), (11, True)])
def test_length_boundary(length, ok):
    pw = ("Aa1" * 5)[:length]
    assert ("length" not in check_password(pw)) is ok


@pytest.mark.parametrize("username", ["mike", "MIKE", "Mike", "mIkE"])
def test_username_any_case(username):
    assert check_password("Xx-MiKe-2024", username) == ["username"]


def test_username_only_when_given():
    assert check_password("Xx-MiKe-2024") == []
    assert check_password("Xx-MiKe-2024", "") == []
    assert check_password("Xx-MiKe-2024", "sara") == []
