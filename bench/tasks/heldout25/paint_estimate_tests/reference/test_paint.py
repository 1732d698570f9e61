import pytest

from paint import paint_needed


def test_docstring_examples():
    assert paint_needed(4, 2.5) == 2.5
    assert paint_needed(4, 2.5, spare=0) == 2.0
    assert paint_needed(5, 2.4, openings=2, coats=1, tin=1) == 2.0


def test_returns_float():
    result = paint_needed(4, 2.5, spare=0, tin=1)
    assert result == 2.0
    assert isinstance(result, float)


def test_defaults():
    # 20 m2, 2 coats, 10 m2/l, +10 %: 4.4 l -> 4.5 l in 0.5 l tins
    assert paint_needed(5, 4) == 4.5
    # 25 m2: 5.5 l exactly stays 5.5
    assert paint_needed(5, 5) == 5.5


def test_rounds_up_not_to_nearest():
    # 10 m2, 1 coat, no spare: 1.0 l; tin 0.75 -> 2 tins = 1.5
    assert paint_needed(4, 2.5, coats=1, spare=0, tin=0.75) == 1.5
    # 2.1 l -> 2.5 even though 2.0 is nearer
    assert paint_needed(3, 3.5, spare=0) == 2.5
    assert paint_needed(4, 2.5, spare=0, coats=1, tin=0.3) == pytest.approx(1.2)


def test_exact_whole_tins_stay():
    assert paint_needed(4, 2.5, spare=0) == 2.0
    assert paint_needed(4, 2.5, spare=0, tin=1) == 2.0
    assert paint_needed(2, 5, coats=3, spare=0, tin=0.5) == 3.0


def test_openings_subtracted():
    assert paint_needed(4, 2.5, openings=5, spare=0) == 1.0
    assert paint_needed(4, 2.5, openings=0.0, spare=0) == 2.0
    assert paint_needed(4, 2.5, openings=9.5, spare=0, coats=1, tin=0.05) == pytest.approx(0.05)


@pytest.mark.parametrize("openings", [10, 10.0, 12, -1, -0.5, True, "2"])
def test_bad_openings(openings):
    with pytest.raises(ValueError):
        paint_needed(4, 2.5, openings=openings)


def test_coats_and_coverage():
    assert paint_needed(4, 2.5, coats=1, spare=0) == 1.0
    assert paint_needed(4, 2.5, coats=3, spare=0) == 3.0
    assert paint_needed(6, 2, coats=1, coverage=12, spare=0, tin=0.5) == 1.0
    assert paint_needed(6, 2, coats=1, coverage=12.0, spare=0, tin=0.1) == pytest.approx(1.0)


def test_spare_is_a_share():
    # 10 m2, 1 coat: 1 l; 50 % spare -> 1.5 l
    assert paint_needed(4, 2.5, coats=1, spare=0.5, tin=0.25) == 1.5
    # 40 m2, 2 coats: 8 l; 25 % spare -> 10 l
    assert paint_needed(8, 5, spare=0.25, tin=1) == 10.0
    assert paint_needed(8, 5, spare=0.1, tin=0.1) == pytest.approx(8.8)


@pytest.mark.parametrize("spare", [-0.1, 0.51, 1, True, "0.1", None])
def test_bad_spare(spare):
    with pytest.raises(ValueError):
        paint_needed(4, 2.5, spare=spare)


@pytest.mark.parametrize("coats", [0, -1, 1.5, 2.0, True, "2"])
def test_bad_coats(coats):
    with pytest.raises(ValueError):
        paint_needed(4, 2.5, coats=coats)


@pytest.mark.parametrize("kwargs", [
    {"coverage": 0}, {"coverage": -5}, {"coverage": True}, {"coverage": "10"},
    {"tin": 0}, {"tin": -0.5}, {"tin": True}, {"tin": None},
])
def test_bad_coverage_or_tin(kwargs):
    with pytest.raises(ValueError):
        paint_needed(4, 2.5, **kwargs)


@pytest.mark.parametrize("width, height", [
    (0, 2.5), (4, 0), (-4, 2.5), (-4, -2.5), (True, 2.5), (4, True), ("4", 2.5), (None, 2),
])
def test_bad_size(width, height):
    with pytest.raises(ValueError):
        paint_needed(width, height)


def test_options_are_keyword_only():
    with pytest.raises(TypeError):
        paint_needed(4, 2.5, 3)
