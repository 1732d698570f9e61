import pytest

from password import check_password


def test_good():
    assert check_password("Secret123") == []
    assert check_password("aB3aaaaa") == []


def test_problems_in_order():
    assert check_password("") == ["too short", "no digit", "no uppercase", "no lowercase"]
    assert check_password("abc") == ["too short", "no digit", "no uppercase"]
    assert check_password("ABCDEFGH1") == ["no lowercase"]
    assert check_password("abcdefgh") == ["no digit", "no uppercase"]
    assert check_password("Ab1") == ["too short"]


@pytest.mark.parametrize("pw", [None, 12345678, b"Secret123"])
def test_type(pw):
    with pytest.raises(TypeError):
        check_password(pw)
