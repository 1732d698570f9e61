import pytest

import password_policy

CASES = [
    # (password, username, expected codes)
    ("Abcdef123", "", ["too_short"]),                        # 9 characters
    ("Abcdef1234", "", []),                                  # 10 characters
    ("Z9" + "q" * 62, "", []),                               # 64 characters
    ("Z9" + "q" * 63, "", ["too_long"]),                     # 65 characters
    ("Abcdefghijkl", "", ["no_digit"]),
    ("abcdefghij1", "", ["no_mixed_case"]),
    ("ABCDEFGHIJ1", "", ["no_mixed_case"]),
    ("LetMeIn", "", ["too_short", "no_digit", "common"]),
    ("iLoveYou", "", ["too_short", "no_digit", "common"]),
    ("Password123", "", ["common"]),
    ("SuperMario2024", "mario", ["contains_username"]),
    ("SuperMario2024", "MARIO", ["contains_username"]),
    ("SuperMario2024", "luigi", []),
    ("SuperMario2024", "", []),
    ("x", "X", ["too_short", "no_digit", "no_mixed_case", "contains_username"]),
    ("qwerty", "qw", ["too_short", "no_digit", "no_mixed_case", "common", "contains_username"]),
    ("Q" * 80, "", ["too_long", "no_digit", "no_mixed_case"]),
]


@pytest.mark.parametrize("pw,username,expected", CASES)
def test_check_password(pw, username, expected):
    assert password_policy.check_password(pw, username) == expected


def test_default_username_is_empty():
    assert password_policy.check_password("SuperMario2024") == []
