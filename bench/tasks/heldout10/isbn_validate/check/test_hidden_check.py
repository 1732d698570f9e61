import pytest

import isbn as mod


@pytest.mark.parametrize(
    "code",
    [
        "0-306-40615-2",
        "978-0-306-40615-7",
        "0-8044-2957-X",
        "0306406152",
        "9780306406157",
        "080442957X",
        "080442957x",
        "0 8044 2957 X",
        "978 3 16 148410 0",
        "978-3-16-148410-0",
        "99921-58-10-7",
        "960-425-059-0",
        "0-9752298-0-X",
        "-0306406152-",
        "03-0640 6152",
    ],
)
def test_valid(code):
    assert mod.is_valid_isbn(code) is True


@pytest.mark.parametrize(
    "code",
    [
        "0-306-40615-3",
        "978-0-306-40615-8",
        "9780306406159",  # would pass with weights 3,1,3,1...
        "X306406151",  # X only allowed as the last ISBN-10 character
        "123X567891",
        "123456X899",
        "978030640615X",
        "030640615",
        "03064061522",
        "97803064061",
        "978030640615",
        "97803064061577",
        "",
        "   ",
        "----------",
        "abcdefghij",
        "0306406152a",
        "030640615.2",
        "X",
    ],
)
def test_invalid(code):
    assert mod.is_valid_isbn(code) is False


def test_underscore_is_not_ignored():
    assert mod.is_valid_isbn("0_306406152") is False
