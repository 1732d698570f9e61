import pytest

import colors


class TestParse:
    @pytest.mark.parametrize("text,expected", [
        ("#ff8000", (255, 128, 0)),
        ("FF8000", (255, 128, 0)),
        ("#f80", (255, 136, 0)),
        ("fff", (255, 255, 255)),
    ])
    def test_valid(self, text, expected):
        assert colors.parse_hex(text) == expected

    @pytest.mark.parametrize("text", ["", "#ff80", "#gg0000", "ff 800", "#ff80000"])
    def test_invalid(self, text):
        with pytest.raises(ValueError):
            colors.parse_hex(text)


class TestToHex:
    def test_lowercase(self):
        assert colors.to_hex((171, 205, 239)) == "#abcdef"

    def test_round_trip(self):
        assert colors.parse_hex(colors.to_hex((1, 2, 3))) == (1, 2, 3)

    def test_out_of_range(self):
        with pytest.raises(ValueError):
            colors.to_hex((0, 300, 0))


class TestMix:
    def test_t0_is_first(self):
        assert colors.mix((5, 6, 7), (50, 60, 70), 0) == (5, 6, 7)

    def test_t1_is_second(self):
        assert colors.mix((5, 6, 7), (50, 60, 70), 1) == (50, 60, 70)

    def test_halfway(self):
        assert colors.mix((0, 0, 0), (3, 5, 7), 0.5) == (2, 3, 4)

    def test_bad_t(self):
        with pytest.raises(ValueError):
            colors.mix((0, 0, 0), (3, 5, 7), 2)


def test_contrast_red_on_white():
    assert colors.contrast_ratio((255, 0, 0), (255, 255, 255)) == pytest.approx(3.998, abs=0.005)


def test_contrast_symmetric():
    a, b = (30, 60, 90), (200, 210, 220)
    assert colors.contrast_ratio(a, b) == pytest.approx(colors.contrast_ratio(b, a))
    assert colors.contrast_ratio(a, b) > 1
