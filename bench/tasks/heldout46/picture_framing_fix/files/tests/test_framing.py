import pytest

from framing import frame_price, glass_price, moulding_metres, outer_size


def test_outer_size():
    assert outer_size(30, 40) == (30, 40)
    assert outer_size(30, 40, border=5) == (40, 50)
    assert outer_size(20, 25, 7.5) == (35, 40)
    with pytest.raises(ValueError):
        outer_size(0, 40)
    with pytest.raises(ValueError):
        outer_size(30, 40, -1)


def test_moulding_metres():
    assert moulding_metres(30, 40) == 1.6
    assert moulding_metres(21, 29.7) == 1.3
    assert moulding_metres(20, 25) == 1.1
    assert moulding_metres(20, 26) == 1.2
    assert moulding_metres(30, 40, border=5) == 2.0


def test_glass_price():
    assert glass_price(50, 70) == 14.7
    assert glass_price(30, 40, border=5) == 8.4
    assert glass_price(10, 15) == 6.0


def test_frame_price():
    assert frame_price(30, 40) == 43.4
    assert frame_price(30, 40, "pine", border=5) == 52.4
    assert frame_price(20, 30, "black", glass=False) == 26.7
    with pytest.raises(ValueError):
        frame_price(30, 40, "gold")
