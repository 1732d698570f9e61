import pytest

from optics import (best_eyepiece, exit_pupil, magnification, max_useful, true_field,
                    usable)


def test_magnification():
    assert magnification(1200, 25) == 48.0
    assert magnification(650, 9) == 72.2
    assert magnification(1200, 25, 2) == 96.0
    assert magnification(1000, 32, 2.5) == 78.1
    assert magnification(1000, 10, 3) == 300.0


@pytest.mark.parametrize("args", [(0, 25), (1200, 0), (-1200, 25), (1200, -25),
                                  (1200, 25, 1.5), (1200, 25, 4), (1200, 25, 0)])
def test_magnification_errors(args):
    with pytest.raises(ValueError):
        magnification(*args)


def test_exit_pupil_and_field():
    assert exit_pupil(200, 48.0) == 4.17
    assert exit_pupil(130, 72.2) == 1.8
    assert true_field(52, 48.0) == 1.08
    assert true_field(82, 120) == 0.68


def test_max_useful():
    assert max_useful(80) == 160
    assert max_useful(80.3) == 160
    assert max_useful(127.3) == 254
    assert max_useful(175) == 350
    assert max_useful(200) == 350


def test_usable():
    assert usable(200, 1200, 25) is True
    assert usable(200, 1200, 40) is True
    assert usable(70, 700, 70) is True  # exit pupil exactly 7
    assert usable(70, 700, 71) is False  # a bit over 7
    assert usable(100, 1000, 5) is True  # exactly 200x and exit pupil exactly 0.5
    assert usable(100, 1000, 4.9) is False
    assert usable(200, 1200, 4, 3) is False  # 900x is too much
    assert usable(300, 1500, 4, 1) is False  # 375x is over the 350 cap
    assert usable(300, 1500, 6, 1) is True  # 250x
    assert usable(300, 1000, 3, 1) is True  # 333.3x
    assert usable(300, 1500, 5, 1) is True  # 300x
    assert usable(400, 1800, 5) is False  # 360x, over the 350 cap
    assert usable(400, 1800, 5.2) is True  # 346.2x
    assert usable(120, 600, 2.5) is True  # 240x, exactly the limit, pupil 0.5
    assert usable(100, 500, 10, 2) is True  # 100x with a Barlow
    assert usable(100, 500, 10, 1) is True


def test_best_eyepiece():
    assert best_eyepiece(1200, [25, 10, 6], 100) == 10
    assert best_eyepiece(1200, [32, 25, 10], 41.0) == 32
    assert best_eyepiece(1000, [20, 40], 37.5) == 40
    assert best_eyepiece(1000, [40, 20], 37.5) == 40
    assert best_eyepiece(1000, [12], 500) == 12
    with pytest.raises(ValueError):
        best_eyepiece(1000, [], 100)
