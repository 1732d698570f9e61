import pytest

from mask import mask_card, mask_email


def test_email_long_local_part():
    assert mask_email("jonathan@example.com") == "j******n@example.com"


def test_email_three_chars():
    assert mask_email("bob@site.io") == "b*b@site.io"


def test_email_short_local_parts_fully_hidden():
    assert mask_email("al@x.org") == "**@x.org"
    assert mask_email("z@x.org") == "*@x.org"


def test_email_needs_exactly_one_at():
    for bad in ["plainaddress", "a@b@example.com"]:
        with pytest.raises(ValueError):
            mask_email(bad)


def test_email_sides_must_not_be_empty():
    with pytest.raises(ValueError):
        mask_email("@example.com")
    with pytest.raises(ValueError):
        mask_email("someone@")


def test_card_with_spaces():
    assert mask_card("4111 1111 1111 1234") == "**** **** **** 1234"


def test_card_with_dashes_in_last_four():
    assert mask_card("4111-1111-1111-12-34") == "****-****-****-12-34"


def test_card_exactly_four_digits():
    assert mask_card("0042") == "0042"


def test_card_too_short():
    with pytest.raises(ValueError):
        mask_card("1 2 3")


def test_card_bad_characters():
    with pytest.raises(ValueError):
        mask_card("4111 1111 1111 12x4")
