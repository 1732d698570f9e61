import pytest

from password import is_strong, password_problems


def problems(pw):
    result = password_problems(pw)
    assert isinstance(result, list)
    return sorted(result)


@pytest.mark.parametrize("pw", ["Abcdefg1", "correctHorse9", "XyZ12345a"])
def test_good_passwords(pw):
    assert problems(pw) == []
    assert is_strong(pw)


@pytest.mark.parametrize("pw,expected", [
    ("ABCDEFG1", ["no lowercase letter"]),
    ("Abc defg1", ["contains whitespace"]),
    ("Abc\tdefg1", ["contains whitespace"]),
    ("Abcdefg1 ", ["contains whitespace"]),
    ("abc", ["no digit", "no uppercase letter", "too short"]),
    ("AB 1", ["contains whitespace", "no lowercase letter", "too short"]),
    ("12345678", ["no lowercase letter", "no uppercase letter"]),
    ("abcdefgh", ["no digit", "no uppercase letter"]),
    ("", ["no digit", "no lowercase letter", "no uppercase letter", "too short"]),
    ("Abcdef1", ["too short"]),
])
def test_problems(pw, expected):
    assert problems(pw) == sorted(expected)


@pytest.mark.parametrize("pw", ["ABCDEFG1", "Abc defg1", "Abcdefg1\t", "PASS WORD 12"])
def test_is_strong_uses_new_rules(pw):
    assert not is_strong(pw)
