import pytest

from sourdough import Starter


def test_new_starter():
    s = Starter("Clint")
    assert s.name == "Clint"
    assert s.flour == "white"
    assert s.flour_g == 0
    assert s.water_g == 0
    assert s.mass == 0
    assert s.feeds == 0
    assert s.hydration is None
    assert s.label() == "Clint (white, empty)"


def test_name_is_stripped():
    s = Starter("  Bubbles \n")
    assert s.name == "Bubbles"
    assert Starter(" " + "x" * 20 + " ").name == "x" * 20


@pytest.mark.parametrize("name", ["B", "x" * 19, "x" * 20, "Doughy McDoughface"])
def test_name_lengths(name):
    assert Starter(name).name == name


@pytest.mark.parametrize("name", ["", "   ", "\t\n", "x" * 21, " " + "y" * 21])
def test_bad_name(name):
    with pytest.raises(ValueError):
        Starter(name)


@pytest.mark.parametrize("name", [None, 42, b"Clint", ["Clint"]])
def test_name_must_be_str(name):
    with pytest.raises(TypeError):
        Starter(name)


@pytest.mark.parametrize("flour", ["white", "rye", "wholemeal"])
def test_flours(flour):
    assert Starter("Clint", flour).flour == flour
    assert Starter("Clint", flour=flour).flour == flour


@pytest.mark.parametrize("flour", ["spelt", "Rye", "", None, 1])
def test_bad_flour(flour):
    with pytest.raises(ValueError):
        Starter("Clint", flour)


def test_feed():
    s = Starter("Clint", "rye")
    assert s.feed(50, 50) == pytest.approx(100)
    assert s.flour_g == pytest.approx(50)
    assert s.water_g == pytest.approx(50)
    assert s.feeds == 1
    assert s.feed(100, 75) == pytest.approx(275)
    assert s.feeds == 2
    assert s.mass == pytest.approx(275)
    assert s.label() == "Clint (rye, 83%)"


@pytest.mark.parametrize("flour_g,water_g", [(1, 0), (500, 500), (1, 500), (500, 0)])
def test_feed_limits(flour_g, water_g):
    s = Starter("Clint")
    assert s.feed(flour_g, water_g) == pytest.approx(flour_g + water_g)
    assert s.feeds == 1


@pytest.mark.parametrize("flour_g,water_g", [
    (0, 50), (-1, 50), (501, 0), (50, -1), (50, 501), (50.0, 50), (50, 50.0),
    (True, 50), (50, True), ("50", 50), (None, 50),
])
def test_bad_feed(flour_g, water_g):
    s = Starter("Clint")
    s.feed(20, 20)
    with pytest.raises(ValueError):
        s.feed(flour_g, water_g)
    assert s.mass == pytest.approx(40)
    assert s.flour_g == pytest.approx(20)
    assert s.feeds == 1


def test_jar_limit():
    s = Starter("Clint")
    s.feed(300, 300)
    with pytest.raises(ValueError):
        s.feed(250, 200)
    assert s.flour_g == pytest.approx(300)
    assert s.water_g == pytest.approx(300)
    assert s.feeds == 1
    assert s.feed(200, 200) == pytest.approx(1000)
    assert s.feeds == 2
    with pytest.raises(ValueError):
        s.feed(1, 0)
    assert s.mass == pytest.approx(1000)


def test_discard_keeps_hydration():
    s = Starter("Clint")
    s.feed(100, 50)
    assert s.hydration == 50
    assert s.discard(90) == pytest.approx(60)
    assert s.flour_g == pytest.approx(40)
    assert s.water_g == pytest.approx(20)
    assert s.hydration == 50
    assert s.feeds == 1


def test_discard_everything():
    s = Starter("Clint", "wholemeal")
    s.feed(40, 40)
    assert s.discard(80) == pytest.approx(0)
    assert s.mass == pytest.approx(0)
    assert s.hydration is None
    assert s.label() == "Clint (wholemeal, empty)"


@pytest.mark.parametrize("grams", [0, -5, 80.5, 200])
def test_bad_discard(grams):
    s = Starter("Clint")
    s.feed(40, 40)
    with pytest.raises(ValueError):
        s.discard(grams)
    assert s.mass == pytest.approx(80)


def test_hydration_rounded():
    s = Starter("Clint")
    s.feed(30, 20)
    assert s.hydration == 67
    s2 = Starter("Clint")
    s2.feed(80, 100)
    assert s2.hydration == 125
    assert s2.label() == "Clint (white, 125%)"
    s3 = Starter("Clint")
    s3.feed(60, 0)
    assert s3.hydration == 0
    assert s3.label() == "Clint (white, 0%)"


def test_label():
    s = Starter(" Clint ", "rye")
    s.feed(100, 100)
    assert s.label() == "Clint (rye, 100%)"
