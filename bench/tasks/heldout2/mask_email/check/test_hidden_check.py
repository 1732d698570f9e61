import pytest
from privacy import mask_email


def test_example_from_request():
    assert mask_email("john.doe@example.com") == "j*******@example.com"


def test_one_star_per_hidden_character():
    assert mask_email("ab@x.org") == "a*@x.org"
    assert mask_email("Maximilian_99@mail.co.uk") == "M" + "*" * 12 + "@mail.co.uk"


def test_single_character_local_part_unchanged():
    assert mask_email("a@b.io") == "a@b.io"


def test_surrounding_whitespace_is_stripped():
    assert mask_email("  zoe@site.net\n") == "z**@site.net"


@pytest.mark.parametrize("bad", ["no-at-sign.com", "a@b@c.com", "@example.com", "bob@", "", "  "])
def test_invalid_addresses_raise(bad):
    with pytest.raises(ValueError):
        mask_email(bad)
