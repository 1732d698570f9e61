import sys

import pytest

sys.path.insert(0, ".")
import colors  # noqa: E402


@pytest.mark.parametrize("text,expected", [
    ("#ff8800", (255, 136, 0)), ("ff8800", (255, 136, 0)), ("#FF8800", (255, 136, 0)),
    ("#f80", (255, 136, 0)), ("F80", (255, 136, 0)), ("#000000", (0, 0, 0)),
    ("#aBc", (170, 187, 204)), ("#102030", (16, 32, 48)), ("fff", (255, 255, 255)),
])
def test_hex_to_rgb(text, expected):
    result = colors.hex_to_rgb(text)
    assert result == expected
    assert isinstance(result, tuple)
    assert all(type(v) is int for v in result)


@pytest.mark.parametrize("bad", [
    "", "#", "#12345", "#1234567", "#ff88", "#gggggg", "##fff", "#ff8800 ", " #ff8800",
    "ff 880", "+1+2+3", "#f_f", "0x12ab", "#-12345", "12", "#ff8800#",
])
def test_hex_to_rgb_invalid(bad):
    with pytest.raises(ValueError):
        colors.hex_to_rgb(bad)


def test_rgb_to_hex():
    assert colors.rgb_to_hex(255, 136, 0) == "#ff8800"
    assert colors.rgb_to_hex(0, 0, 0) == "#000000"
    assert colors.rgb_to_hex(10, 171, 205) == "#0aabcd"
    assert colors.rgb_to_hex(255, 255, 255) == "#ffffff"


@pytest.mark.parametrize("args", [(256, 0, 0), (0, -1, 0), (0, 0, 1000), (12.5, 0, 0), ("12", 0, 0)])
def test_rgb_to_hex_invalid(args):
    with pytest.raises(ValueError):
        colors.rgb_to_hex(*args)


def test_mix_examples():
    assert colors.mix("#000000", "#ffffff") == "#808080"
    assert colors.mix("#000", "#010101") == "#010101"


def test_mix_half_up():
    assert colors.mix("#000000", "#050505") == "#030303"
    assert colors.mix("#000000", "#030303") == "#020202"
    assert colors.mix("#020406", "#030507") == "#030507"


def test_mix_weights():
    assert colors.mix("#ff0000", "#0000ff", 0) == "#ff0000"
    assert colors.mix("#ff0000", "#0000ff", 1) == "#0000ff"
    assert colors.mix("#000000", "#646464", 0.25) == "#191919"
    assert colors.mix("#000000", "#646464", 0.75) == "#4b4b4b"
    assert colors.mix("#ff0000", "#00ff00", 0.5) == "#808000"
    assert colors.mix("F80", "#0000FF") == "#804480"


@pytest.mark.parametrize("weight", [-0.1, 1.01, 2])
def test_mix_bad_weight(weight):
    with pytest.raises(ValueError):
        colors.mix("#000", "#fff", weight)


def test_mix_bad_colour():
    with pytest.raises(ValueError):
        colors.mix("#000", "#ggg")


def test_is_dark():
    assert colors.is_dark("#000") is True
    assert colors.is_dark("#ffffff") is False
    assert colors.is_dark("#7e7e7e") is True
    assert colors.is_dark("#828282") is False
    assert colors.is_dark("#0000ff") is True
    assert colors.is_dark("#ffff00") is False
    with pytest.raises(ValueError):
        colors.is_dark("nope")
