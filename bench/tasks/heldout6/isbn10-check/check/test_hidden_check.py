import pytest

from isbn import is_valid_isbn10


@pytest.mark.parametrize("code", [
    "0-306-40615-2",
    "0306406152",
    "080442957X",
    "0-8044-2957-X",
    "3-598-21508-8",
    "3598215088",
    "0-19-853453-1",
    "1-56619-909-3",
    "0000000000",
    "03064-06152",
    "-0306406152-",
    "0--306--40615--2",
])
def test_valid(code):
    assert is_valid_isbn10(code) is True


@pytest.mark.parametrize("code", [
    "0-306-40615-3",   # wrong check digit
    "0306406153",
    "3-598-21508-9",
    "3598215089",
    "0804429579",      # X replaced by 9
    "1234567890",
    "3598215078",      # two digits swapped
])
def test_wrong_checksum(code):
    assert is_valid_isbn10(code) is False


@pytest.mark.parametrize("code", [
    "",
    "-",
    "----------",
    "030640615",       # 9 characters
    "03064061522",     # 11 characters
    "0-306-40615-22",
    "X306406152",      # X not last
    "X234567898",      # X not last (the sum would fit if X counted 10 there)
    "12X4567899",
    "3-5982X-508-7",
    "35982X5088",
    "3-598-2X507-X",
    "3598215a88",
    "abcdefghij",
    "0306406 52",
    "3598215088X",
])
def test_malformed(code):
    assert is_valid_isbn10(code) is False
