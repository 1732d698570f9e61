import pytest

from tiling import adhesive_bags, area, boxes, grout_kg, labour, tiles_needed


def test_area():
    assert area(2.5, 1.8) == 4.5
    assert area(3.3, 2.1) == 6.93
    assert area(1, 1) == 1
    assert area(0.3, 0.3) == 0.09
    assert area(1.1, 1.1) == 1.21
    assert area(2.55, 1.33) == 3.39


@pytest.mark.parametrize("sizes", [(0, 2), (2, 0), (-1, 2), (2, -1)])
def test_area_bad_sizes(sizes):
    with pytest.raises(ValueError):
        area(*sizes)


def test_tiles_needed():
    assert tiles_needed(4.5) == 55
    assert tiles_needed(4.5, (30, 30)) == 55
    assert tiles_needed(2.7) == 33
    assert tiles_needed(1, (20, 20)) == 28
    assert tiles_needed(4.5, (60, 30)) == 28
    assert tiles_needed(4.5, (30, 60)) == 28
    assert tiles_needed(1, (10, 20)) == 55


def test_tiles_needed_diagonal():
    assert tiles_needed(4.5, diagonal=True) == 58
    assert tiles_needed(2.7, (30, 30), True) == 35
    assert tiles_needed(2.7, (30, 30), diagonal=False) == 33


@pytest.mark.parametrize("args", [(0,), (-2,), (4.5, (0, 30)), (4.5, (30, 0)),
                                  (4.5, (-30, 30))])
def test_tiles_needed_bad(args):
    with pytest.raises(ValueError):
        tiles_needed(*args)


def test_boxes():
    assert boxes(55) == (6, 5)
    assert boxes(50) == (5, 0)
    assert boxes(51) == (6, 9)
    assert boxes(0) == (0, 0)
    assert boxes(55, 12) == (5, 5)
    assert boxes(7, per_box=1) == (7, 0)


@pytest.mark.parametrize("args", [(-1,), (10, 0), (10, -5)])
def test_boxes_bad(args):
    with pytest.raises(ValueError):
        boxes(*args)


def test_adhesive_bags():
    assert adhesive_bags(10) == 2
    assert adhesive_bags(5) == 1
    assert adhesive_bags(5.1) == 2
    assert adhesive_bags(0.5) == 1
    assert adhesive_bags(25) == 5
    assert adhesive_bags(26) == 6


def test_grout_kg():
    assert grout_kg(4.5) == 2.5
    assert grout_kg(4) == 2.0
    assert grout_kg(4.1) == 2.5
    assert grout_kg(0.3) == 0.5
    assert grout_kg(10) == 5.0


def test_labour():
    assert labour(1) == 120.0
    assert labour(4) == 120.0
    assert labour(4.1) == 180.0
    assert labour(8) == 180.0
    assert labour(12) == 270.0
    assert labour(12.5) == 360.0
    assert labour(20) == 450.0


@pytest.mark.parametrize("func", [adhesive_bags, grout_kg, labour])
@pytest.mark.parametrize("value", [0, -3])
def test_area_must_be_positive(func, value):
    with pytest.raises(ValueError):
        func(value)
