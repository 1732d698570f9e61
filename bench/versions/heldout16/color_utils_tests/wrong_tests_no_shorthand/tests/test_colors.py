import pytest

from colors import contrast_ratio, mix, parse_hex, to_hex


def test_parse_long_form():
    assert parse_hex("#1a2B3c") == (26, 43, 60)
    assert parse_hex("ffffff") == (255, 255, 255)


@pytest.mark.parametrize("bad", ["", "#", "#12", "#1234", "#12345g", "12 345", "#1234567", " #abc"])
def test_parse_invalid(bad):
    with pytest.raises(ValueError):
        parse_hex(bad)


def test_to_hex():
    assert to_hex((255, 0, 171)) == "#ff00ab"
    assert to_hex((0, 0, 0)) == "#000000"


@pytest.mark.parametrize("bad", [(256, 0, 0), (-1, 0, 0), (1.5, 0, 0)])
def test_to_hex_invalid(bad):
    with pytest.raises(ValueError):
        to_hex(bad)


def test_mix_endpoints():
    a, b = (10, 20, 30), (200, 100, 0)
    assert mix(a, b, 0) == a
    assert mix(a, b, 1) == b


def test_mix_rounds_half_up():
    assert mix((0, 0, 0), (1, 3, 5), 0.5) == (1, 2, 3)


def test_mix_bad_t():
    with pytest.raises(ValueError):
        mix((0, 0, 0), (1, 1, 1), 1.5)
    with pytest.raises(ValueError):
        mix((0, 0, 0), (1, 1, 1), -0.1)


def test_contrast():
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio((255, 255, 255), (119, 119, 119)) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio((255, 0, 0), (255, 0, 0)) == pytest.approx(1)
