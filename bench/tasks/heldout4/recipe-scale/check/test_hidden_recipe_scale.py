import pytest

from recipe import Recipe


def pancakes():
    return (Recipe("Pancakes", 4)
            .add("flour", 200, "g")
            .add("milk", 0.5, "l")
            .add("egg", 1, "pc"))


def test_scaled_up():
    s = pancakes().scaled(6)
    assert isinstance(s, Recipe)
    assert s.title == "Pancakes"
    assert s.servings == 6
    assert [i.name for i in s.ingredients] == ["flour", "milk", "egg"]
    assert [i.unit for i in s.ingredients] == ["g", "l", "pc"]
    assert [i.amount for i in s.ingredients] == [300, 0.75, 1.5]


def test_scaled_down():
    s = pancakes().scaled(2)
    assert s.servings == 2
    assert [i.amount for i in s.ingredients] == [100, 0.25, 0.5]


def test_rounded_to_two_decimals():
    soup = Recipe("Soup", 3).add("onion", 1, "pc").add("stock", 1.25, "l")
    s = soup.scaled(2)
    assert [i.amount for i in s.ingredients] == [0.67, 0.83]
    s = soup.scaled(1)
    assert [i.amount for i in s.ingredients] == [0.33, 0.42]


def test_original_unchanged():
    r = pancakes()
    s = r.scaled(6)
    assert s is not r
    assert r.servings == 4
    assert [i.amount for i in r.ingredients] == [200, 0.5, 1]
    s.add("sugar", 30, "g")
    assert len(r.ingredients) == 3


def test_bad_servings():
    r = pancakes()
    with pytest.raises(ValueError):
        r.scaled(0)
    with pytest.raises(ValueError):
        r.scaled(-2)
    assert r.servings == 4
