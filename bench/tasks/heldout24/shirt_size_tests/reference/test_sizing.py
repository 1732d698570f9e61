import pytest

from sizing import chest_range, shirt_size


@pytest.mark.parametrize("chest, size", [
    (1, "XS"), (50, "XS"), (85.9, "XS"),
    (86, "S"), (90, "S"), (93.9, "S"),
    (94, "M"), (94.0, "M"), (95, "M"), (101.9, "M"),
    (102, "L"), (109.9, "L"),
    (110, "XL"), (110.5, "XL"), (117.9, "XL"),
    (118, "XXL"), (130, "XXL"), (200.0, "XXL"),
])
def test_chart(chest, size):
    assert shirt_size(chest) == size


@pytest.mark.parametrize("chest, size", [
    (80, "S"), (86, "M"), (94, "L"), (102, "XL"), (110, "XXL"), (118, "XXL"), (140, "XXL"),
])
def test_relaxed_is_one_size_larger_up_to_xxl(chest, size):
    assert shirt_size(chest, fit="relaxed") == size


@pytest.mark.parametrize("chest, size", [
    (80, "XS"), (86, "XS"), (94, "S"), (102, "M"), (110, "L"), (118, "XL"), (140, "XL"),
])
def test_slim_is_one_size_smaller_down_to_xs(chest, size):
    assert shirt_size(chest, fit="slim") == size


def test_regular_is_the_default():
    for chest in (80, 94, 110, 118):
        assert shirt_size(chest, fit="regular") == shirt_size(chest)
    assert shirt_size(94) == "M"


def test_fit_is_keyword_only():
    with pytest.raises(TypeError):
        shirt_size(94, "slim")


@pytest.mark.parametrize("fit", ["Slim", "RELAXED", "Regular", "tight", ""])
def test_unknown_or_wrongly_cased_fit(fit):
    with pytest.raises(ValueError):
        shirt_size(94, fit=fit)


@pytest.mark.parametrize("chest", [0, 0.0, -1, -90.5])
def test_chest_zero_or_less(chest):
    with pytest.raises(ValueError):
        shirt_size(chest)


@pytest.mark.parametrize("chest", [True, False, "94", None, [94]])
def test_chest_not_a_number(chest):
    with pytest.raises(TypeError):
        shirt_size(chest)


@pytest.mark.parametrize("size, expected", [
    ("XS", (0, 86)), ("S", (86, 94)), ("M", (94, 102)), ("L", (102, 110)),
    ("XL", (110, 118)), ("XXL", (118, None)),
])
def test_chest_range(size, expected):
    assert chest_range(size) == expected


def test_chest_range_case_and_spaces():
    assert chest_range("xl") == (110, 118)
    assert chest_range(" XXL ") == (118, None)
    assert chest_range("  m") == (94, 102)


@pytest.mark.parametrize("size", ["XXXL", "medium", ""])
def test_chest_range_unknown(size):
    with pytest.raises(KeyError):
        chest_range(size)


def test_chest_range_agrees_with_shirt_size():
    for size in ("XS", "S", "M", "L", "XL", "XXL"):
        lowest, highest = chest_range(size)
        if lowest > 0:
            assert shirt_size(lowest) == size
        if highest is not None:
            assert shirt_size(highest - 0.1) == size
            assert shirt_size(highest) != size
