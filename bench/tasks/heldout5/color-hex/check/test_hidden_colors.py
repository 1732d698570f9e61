import pytest

from colors import hex_to_rgb, rgb_to_hex


@pytest.mark.parametrize("text,rgb", [
    ("#ff8800", (255, 136, 0)),
    ("#f80", (255, 136, 0)),
    ("#FF8800", (255, 136, 0)),
    ("ff8800", (255, 136, 0)),
    ("F80", (255, 136, 0)),
    ("#000000", (0, 0, 0)),
    ("#ffffff", (255, 255, 255)),
    ("#FFF", (255, 255, 255)),
    ("#abc", (170, 187, 204)),
    ("#0a0b0c", (10, 11, 12)),
    ("#123456", (18, 52, 86)),
    ("1e90ff", (30, 144, 255)),
    ("#aB1", (170, 187, 17)),
])
def test_hex_to_rgb(text, rgb):
    result = hex_to_rgb(text)
    assert tuple(result) == rgb
    assert isinstance(result, tuple)
    assert all(type(v) is int for v in result)


@pytest.mark.parametrize("text", [
    "#ff88", "#ff88001", "#ff880", "#f", "#", "", "#gg0000", "#ff88zz", "xyz",
    "#12345", "1234567",
])
def test_hex_to_rgb_rejects(text):
    with pytest.raises(ValueError):
        hex_to_rgb(text)


@pytest.mark.parametrize("rgb,text", [
    ((255, 136, 0), "#ff8800"),
    ((0, 0, 0), "#000000"),
    ((255, 255, 255), "#ffffff"),
    ((1, 2, 3), "#010203"),
    ((10, 11, 12), "#0a0b0c"),
    ((170, 187, 204), "#aabbcc"),
    ((30, 144, 255), "#1e90ff"),
])
def test_rgb_to_hex(rgb, text):
    assert rgb_to_hex(*rgb) == text


@pytest.mark.parametrize("rgb", [
    (256, 0, 0), (0, 256, 0), (0, 0, 256), (-1, 0, 0), (0, -1, 0), (0, 0, -5), (300, 300, 300),
])
def test_rgb_to_hex_rejects(rgb):
    with pytest.raises(ValueError):
        rgb_to_hex(*rgb)


@pytest.mark.parametrize("rgb", [(0, 0, 0), (255, 136, 0), (1, 2, 3), (200, 100, 50)])
def test_round_trip(rgb):
    assert tuple(hex_to_rgb(rgb_to_hex(*rgb))) == rgb
