import pytest

from colors import rgb_to_hex


def test_orange():
    assert rgb_to_hex(255, 128, 0) == "#ff8000"


def test_black_is_padded():
    assert rgb_to_hex(0, 0, 0) == "#000000"


def test_out_of_range_raises():
    with pytest.raises(ValueError):
        rgb_to_hex(256, 0, 0)
    with pytest.raises(ValueError):
        rgb_to_hex(0, -1, 0)
