import pytest

from sock_drawer import DrawerFullError, NoPairError, SockDrawer, SockError


@pytest.mark.parametrize("capacity", [2, 50, 100])
def test_capacity_accepted(capacity):
    drawer = SockDrawer(capacity)
    drawer.add("grey", capacity)
    assert len(drawer) == capacity


@pytest.mark.parametrize("capacity", [1, 0, 101, -4, True, 20.0, "20"])
def test_capacity_refused(capacity):
    with pytest.raises(ValueError):
        SockDrawer(capacity)


def test_default_capacity_20():
    drawer = SockDrawer()
    drawer.add("black", 20)
    with pytest.raises(DrawerFullError):
        drawer.add("black")
    assert len(drawer) == 20


def test_add_and_count_normalised():
    drawer = SockDrawer()
    drawer.add("  Navy ")
    drawer.add("NAVY", 2)
    assert drawer.count("navy") == 3
    assert drawer.count(" Navy") == 3
    assert drawer.odd_socks == ["navy"]
    assert drawer.take_pair("NaVy  ") == "navy"


@pytest.mark.parametrize("colour", ["", "   "])
def test_empty_colour(colour):
    drawer = SockDrawer()
    with pytest.raises(ValueError):
        drawer.add(colour)
    assert len(drawer) == 0


@pytest.mark.parametrize("count", [0, -1, True, 1.0, "2"])
def test_bad_count(count):
    drawer = SockDrawer()
    with pytest.raises(ValueError):
        drawer.add("red", count)
    assert len(drawer) == 0


def test_full_drawer_adds_nothing():
    drawer = SockDrawer(10)
    drawer.add("red", 7)
    drawer.add("blue", 3)
    assert len(drawer) == 10
    drawer2 = SockDrawer(10)
    drawer2.add("red", 8)
    with pytest.raises(DrawerFullError):
        drawer2.add("blue", 3)
    assert len(drawer2) == 8
    assert drawer2.count("blue") == 0
    with pytest.raises(SockError):
        drawer2.add("red", 5)


def test_exception_hierarchy():
    assert issubclass(DrawerFullError, SockError)
    assert issubclass(NoPairError, SockError)


def test_take_pair_named():
    drawer = SockDrawer()
    drawer.add("red", 5)
    assert drawer.take_pair("red") == "red"
    assert drawer.count("red") == 3
    assert len(drawer) == 3
    drawer.take_pair("red")
    assert drawer.count("red") == 1
    with pytest.raises(NoPairError):
        drawer.take_pair("red")
    assert drawer.count("red") == 1
    with pytest.raises(NoPairError):
        drawer.take_pair("green")


def test_take_pair_removes_colour_at_zero():
    drawer = SockDrawer()
    drawer.add("white", 2)
    drawer.take_pair("white")
    assert drawer.count("white") == 0
    assert len(drawer) == 0
    assert drawer.pairs == 0


def test_take_pair_most():
    drawer = SockDrawer()
    drawer.add("blue", 2)
    drawer.add("red", 6)
    drawer.add("green", 3)
    drawer.add("yellow", 1)
    assert drawer.take_pair() == "red"
    assert drawer.count("red") == 4


def test_take_pair_tie_alphabetical():
    drawer = SockDrawer()
    drawer.add("teal", 4)
    drawer.add("black", 4)
    drawer.add("mauve", 4)
    assert drawer.take_pair() == "black"
    assert drawer.take_pair() == "mauve"
    assert drawer.take_pair() == "teal"


def test_take_pair_none_available():
    drawer = SockDrawer()
    with pytest.raises(NoPairError):
        drawer.take_pair()
    drawer.add("red")
    drawer.add("blue")
    with pytest.raises(NoPairError):
        drawer.take_pair()
    assert len(drawer) == 2


def test_pairs_and_odd_socks():
    drawer = SockDrawer()
    assert drawer.pairs == 0
    assert drawer.odd_socks == []
    drawer.add("red", 5)
    drawer.add("blue", 1)
    drawer.add("argyle", 3)
    drawer.add("green", 4)
    assert drawer.pairs == 2 + 0 + 1 + 2
    assert drawer.odd_socks == ["argyle", "blue", "red"]
    assert len(drawer) == 13
