import pytest

from mask import mask_card, mask_email


@pytest.mark.parametrize("address, expected", [
    ("jonathan@example.com", "j******n@example.com"),
    ("abc@x.org", "a*c@x.org"),
    ("al@x.org", "**@x.org"),
    ("a@x.org", "*@x.org"),
])
def test_mask_email(address, expected):
    assert mask_email(address) == expected


@pytest.mark.parametrize("bad", ["nope", "@x.org", "bob@", ""])
def test_mask_email_invalid(bad):
    with pytest.raises(ValueError):
        mask_email(bad)


@pytest.mark.parametrize("number, expected", [
    ("4111 1111 1111 1234", "**** **** **** 1234"),
    ("4111-1111-1111-12-34", "****-****-****-12-34"),
    ("1234", "1234"),
    ("98765", "*8765"),
    ("12 34", "12 34"),
])
def test_mask_card(number, expected):
    assert mask_card(number) == expected


@pytest.mark.parametrize("bad", ["123", "", "4111 1111 1111 123a", "4111.1111.1111.1234"])
def test_mask_card_invalid(bad):
    with pytest.raises(ValueError):
        mask_card(bad)
