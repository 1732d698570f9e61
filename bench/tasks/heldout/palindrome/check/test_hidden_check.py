import pytest

from text_utils import is_palindrome


@pytest.mark.parametrize("s", ["", "a", "Racecar", "A man, a plan, a canal: Panama!",
                               "No 'x' in Nixon", "12321", "?!"])
def test_palindromes(s):
    assert is_palindrome(s) is True


@pytest.mark.parametrize("s", ["ab", "hello", "12 3 4", "Palindrome"])
def test_not_palindromes(s):
    assert is_palindrome(s) is False
