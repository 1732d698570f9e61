import sys

import pytest

sys.path.insert(0, ".")
import isbn  # noqa: E402


@pytest.mark.parametrize("code", [
    "0306406152", "0-306-40615-2", "0 306 40615 2", "080442957X", "0-8044-2957-x",
    "080442957x", "3064061046", "306406133X",
])
def test_valid(code):
    assert isbn.is_valid_isbn10(code) is True


@pytest.mark.parametrize("code", [
    "0306406153", "0X10000001", "X306406152", "03064061", "", "03064O6152",
    "03064061521", "0-306-40615-3", "030640615Y", "0306406152!", "--------", "0+306406152",
])
def test_invalid(code):
    assert isbn.is_valid_isbn10(code) is False


def test_never_raises_on_junk():
    for junk in ["abc", "X" * 10, "x" * 10, "1234567890123", " ", "0-3-0-6-4-0-6-1-5-2-", "??????????"]:
        assert isbn.is_valid_isbn10(junk) in (True, False)


def test_to_13_basic():
    assert isbn.isbn10_to_isbn13("0306406152") == "9780306406157"
    assert isbn.isbn10_to_isbn13("0-306-40615-2") == "9780306406157"
    assert isbn.isbn10_to_isbn13("0 306 40615 2") == "9780306406157"


def test_to_13_with_x():
    assert isbn.isbn10_to_isbn13("080442957X") == "9780804429573"
    assert isbn.isbn10_to_isbn13("0-8044-2957-x") == "9780804429573"


def test_to_13_check_digit_zero():
    assert isbn.isbn10_to_isbn13("3064061046") == "9783064061040"
    assert isbn.isbn10_to_isbn13("306406133X") == "9783064061330"


def test_to_13_length():
    for code in ["3064061208", "3064061461", "0306406152", "3064062034"]:
        out = isbn.isbn10_to_isbn13(code)
        assert len(out) == 13 and out.isdigit()


@pytest.mark.parametrize("code", ["0306406153", "0X10000001", "", "abc"])
def test_to_13_invalid_raises(code):
    with pytest.raises(ValueError):
        isbn.isbn10_to_isbn13(code)
