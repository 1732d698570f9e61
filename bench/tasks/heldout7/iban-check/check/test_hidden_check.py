import pytest

from iban import is_valid_iban


@pytest.mark.parametrize("text", [
    "GB82 WEST 1234 5698 7654 32",
    "GB82WEST12345698765432",
    "DE89 3704 0044 0532 0130 00",
    "NL91ABNA0417164300",
    "NO93 8601 1117 947",          # 15 characters, the shortest allowed
    "GB60WEST11111111111111111111111111",  # 34 characters, the longest allowed
])
def test_valid(text):
    assert is_valid_iban(text) is True


def test_lower_case_and_spaces_anywhere():
    assert is_valid_iban("gb82 west 1234 5698 7654 32") is True
    assert is_valid_iban("Gb82WeSt12345698765432") is True
    assert is_valid_iban(" GB 82WE ST1234 56987654 32 ") is True


@pytest.mark.parametrize("text", [
    "GB82 WEST 1234 5698 7654 33",   # wrong checksum
    "DE88 3704 0044 0532 0130 00",   # wrong check digits
    "GB81WEST12345698765432",        # remainder 0, not 1
    "GB82WEST1234569876AA32",        # remainder 0, not 1
])
def test_bad_checksum(text):
    assert is_valid_iban(text) is False


@pytest.mark.parametrize("text", [
    "NO698601111794",                        # 14 characters, checksum fine
    "GB23WEST111111111111111111111111111",   # 35 characters, checksum fine
    "",
    "    ",
    "GB82",
])
def test_bad_length(text):
    assert is_valid_iban(text) is False


@pytest.mark.parametrize("text", [
    "1251WEST12345698765432",   # starts with digits, checksum fine
    "GBAKWEST12345698765432",   # letters where the check digits go, checksum fine
])
def test_bad_structure(text):
    assert is_valid_iban(text) is False


@pytest.mark.parametrize("text", [
    "GB82-WEST-1234-5698-7654-32",
    "GB82.WEST.1234.5698.7654.32",
    "GB82 WEST 1234 5698 7654 3_",
])
def test_bad_characters(text):
    assert is_valid_iban(text) is False
