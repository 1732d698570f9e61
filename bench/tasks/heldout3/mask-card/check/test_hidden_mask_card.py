import pytest

from cards import mask_card


def test_examples_from_the_task():
    assert mask_card("4111 1111 1111 1234") == "************1234"
    assert mask_card("5500-0000-0004") == "********0004"


@pytest.mark.parametrize("number, masked", [
    ("4111111111111111", "************1111"),
    ("378282246310005", "***********0005"),
    ("12345", "*2345"),
    ("1234-5678 9012", "********9012"),
])
def test_masks_all_but_last_four(number, masked):
    assert mask_card(number) == masked


@pytest.mark.parametrize("number, result", [
    ("1234", "1234"), ("987", "987"), ("12 34", "1234"), ("1-2", "12")])
def test_four_digits_or_fewer_unmasked(number, result):
    assert mask_card(number) == result
