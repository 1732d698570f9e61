import pytest

from conversions import c_to_f, convert, f_to_c


def test_f_to_c():
    assert f_to_c(212) == pytest.approx(100)
    assert f_to_c(32) == pytest.approx(0)
    assert f_to_c(c_to_f(37.5)) == pytest.approx(37.5)


@pytest.mark.parametrize("value,src,dst,want", [
    (100, "C", "F", 212), (32, "F", "C", 0), (0, "C", "K", 273.15), (273.15, "K", "C", 0),
    (212, "F", "K", 373.15), (0, "K", "F", -459.67), (42, "F", "F", 42), (5, "K", "K", 5),
])
def test_convert(value, src, dst, want):
    assert convert(value, src, dst) == pytest.approx(want)


@pytest.mark.parametrize("src,dst", [("X", "C"), ("C", "kelvin"), ("c", "F")])
def test_unknown_unit(src, dst):
    with pytest.raises(ValueError):
        convert(1, src, dst)
