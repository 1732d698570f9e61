import pytest

from recipes import scale_recipe


def test_scale_up():
    assert scale_recipe({"flour": 200, "eggs": 3}, 4, 6) == {"flour": 300.0, "eggs": 4.5}


def test_scale_down_rounds():
    assert scale_recipe({"sugar": 100}, 3, 1) == {"sugar": 33.33}


def test_input_not_modified():
    original = {"milk": 250}
    scale_recipe(original, 2, 4)
    assert original == {"milk": 250}


def test_empty_recipe():
    assert scale_recipe({}, 2, 5) == {}


@pytest.mark.parametrize("frm, to", [(0, 4), (4, 0), (-2, 4), (4, -1)])
def test_bad_servings(frm, to):
    with pytest.raises(ValueError):
        scale_recipe({"salt": 1}, frm, to)
