import importlib
import os
import random
import sys

import pytest


@pytest.fixture()
def luhn():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("luhn", None)
    importlib.invalidate_caches()
    return importlib.import_module("luhn")


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def test_examples(luhn):
    assert luhn.is_valid("4539 3195 0343 6467") is True
    assert luhn.is_valid("8273 1232 7352 0569") is False
    assert luhn.check_digit("7992739871") == "3"


@pytest.mark.parametrize("number", [
    "79927398713", "059", "0 0", "00", "4539-3195-0343-6467", " 5 9 ", "091",
    "4539319503436467", "--4-5-3-9 3195 0343 6467--", "18", "2323 2005 7766 3554", "055 444 285",
])
def test_valid_numbers(luhn, number):
    assert luhn.is_valid(number) is True


@pytest.mark.parametrize("number", [
    "0", "5", "", "   ", "- -", "79927398710", "8273 1232 7352 0569",
    "4539 3195 0343 6476", "059a", "055b 444 285", "1.0", "+059", "59_", "0x59",
    "4539.3195.0343.6467", "10",
])
def test_invalid_numbers(luhn, number):
    assert luhn.is_valid(number) is False


def test_is_valid_returns_bool(luhn):
    assert type(luhn.is_valid("059")) is bool
    assert type(luhn.is_valid("abc")) is bool


def test_check_digit_examples(luhn):
    assert luhn.check_digit("7992739871") == "3"
    assert luhn.check_digit("7992-7398 71") == "3"
    assert luhn.check_digit("4539 3195 0343 646") == "7"
    assert luhn.check_digit("05") == "9"


def test_check_digit_zero_case(luhn):
    # the weighted sum is already a multiple of 10 -> the digit must be "0"
    assert luhn.check_digit("0") == "0"
    assert luhn.check_digit("5") == "9"
    assert luhn.check_digit("9") == "1"
    assert luhn.check_digit("1234567") == "4"
    assert luhn.check_digit("000") == "0"


def test_check_digit_is_one_char_string(luhn):
    for partial in ["1", "12", "123", "7992739871", "0"]:
        result = luhn.check_digit(partial)
        assert isinstance(result, str) and len(result) == 1 and result.isdigit()


def test_check_digit_random_roundtrip(luhn):
    rng = random.Random(1234)
    for _ in range(300):
        partial = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 19)))
        digit = luhn.check_digit(partial)
        assert luhn_ok(partial + digit), partial
        assert luhn.is_valid(partial + digit) is True
        for other in "0123456789":
            if other != digit:
                assert luhn.is_valid(partial + other) is False


@pytest.mark.parametrize("partial", ["", "   ", "-", "12a", "1.2", "abc", "12_3"])
def test_check_digit_errors(luhn, partial):
    with pytest.raises(ValueError):
        luhn.check_digit(partial)
