import pytest

from aquarium import (SPECIES, OverstockedError, StockingError, Tank, TooColdError,
                      UnknownSpeciesError)


def test_new_tank_is_empty_and_unheated():
    tank = Tank(60)
    assert tank.litres == 60
    assert tank.heated is False
    assert tank.fish == {}
    assert tank.stocked_cm == 0
    assert tank.percent_full == 0
    assert tank.shoal_warnings() == []


@pytest.mark.parametrize("litres", [10, 10.0, 54.5, 1000])
def test_litres_in_range(litres):
    assert Tank(litres).litres == litres


@pytest.mark.parametrize("litres", [9.9, 0, -20, 1000.5, 1001, True, "60", None])
def test_bad_litres(litres):
    with pytest.raises(ValueError):
        Tank(litres)


def test_unheated_tank_refuses_tropical_fish():
    tank = Tank(100)
    with pytest.raises(TooColdError):
        tank.add("guppy")
    assert tank.fish == {}
    tank.add("goldfish")
    tank.add("zebra danio", 6)
    assert tank.fish == {"goldfish": 1, "zebra danio": 6}


def test_heated_tank_takes_both():
    tank = Tank(100, heated=True)
    tank.add("guppy", 3)
    tank.add("white cloud minnow", 6)
    assert tank.fish == {"guppy": 3, "white cloud minnow": 6}


def test_names_case_insensitive_and_stripped():
    tank = Tank(100, heated=True)
    tank.add("Neon Tetra", 2)
    tank.add("  NEON TETRA ", 3)
    tank.add("neon tetra")
    assert tank.fish == {"neon tetra": 6}
    tank.remove(" Neon tetra", 2)
    assert tank.fish == {"neon tetra": 4}


@pytest.mark.parametrize("name", ["shark", "neon", "", "guppies"])
def test_unknown_species(name):
    tank = Tank(100, heated=True)
    with pytest.raises(UnknownSpeciesError):
        tank.add(name)
    with pytest.raises(UnknownSpeciesError):
        tank.remove(name)
    assert tank.fish == {}


def test_exception_hierarchy():
    for exc in (UnknownSpeciesError, OverstockedError, TooColdError):
        assert issubclass(exc, StockingError)
        assert not issubclass(exc, ValueError)
        assert not issubclass(exc, KeyError)


@pytest.mark.parametrize("count", [0, -1, 51, 2.0, "3", True, None])
def test_bad_count(count):
    tank = Tank(1000, heated=True)
    with pytest.raises(ValueError):
        tank.add("neon tetra", count)
    assert tank.fish == {}


def test_fifty_at_once_allowed():
    tank = Tank(200, heated=True)
    tank.add("neon tetra", 50)
    assert tank.fish == {"neon tetra": 50}
    assert tank.stocked_cm == 150


def test_stocked_cm_uses_length_times_count():
    tank = Tank(200, heated=True)
    tank.add("guppy", 4)
    tank.add("corydoras", 3)
    tank.add("guppy")
    assert tank.stocked_cm == 5 * 5 + 6 * 3
    assert tank.stocked_cm == sum(SPECIES[k][0] * n for k, n in tank.fish.items())


def test_filling_exactly_is_allowed():
    tank = Tank(30, heated=True)
    tank.add("guppy", 6)
    assert tank.stocked_cm == 30
    assert tank.percent_full == 100.0


def test_overstocked_leaves_tank_unchanged():
    tank = Tank(30, heated=True)
    tank.add("guppy", 4)
    with pytest.raises(OverstockedError):
        tank.add("guppy", 3)
    assert tank.fish == {"guppy": 4}
    assert tank.stocked_cm == 20
    with pytest.raises(OverstockedError):
        tank.add("platy", 2)
    assert tank.fish == {"guppy": 4}
    tank.add("neon tetra", 3)
    with pytest.raises(OverstockedError):
        tank.add("neon tetra")
    assert tank.fish == {"guppy": 4, "neon tetra": 3}


def test_goldfish_needs_twenty_litres():
    tank = Tank(19.5)
    with pytest.raises(OverstockedError):
        tank.add("goldfish")
    assert tank.fish == {}
    Tank(20).add("goldfish")


def test_remove():
    tank = Tank(100, heated=True)
    tank.add("platy", 4)
    tank.remove("platy")
    assert tank.fish == {"platy": 3}
    tank.remove("PLATY", 3)
    assert tank.fish == {}
    assert "platy" not in tank.fish
    assert tank.stocked_cm == 0


def test_remove_more_than_present():
    tank = Tank(100, heated=True)
    tank.add("platy", 2)
    with pytest.raises(ValueError):
        tank.remove("platy", 3)
    with pytest.raises(ValueError):
        tank.remove("guppy")
    assert tank.fish == {"platy": 2}


@pytest.mark.parametrize("count", [0, -2, 1.0, True])
def test_remove_bad_count(count):
    tank = Tank(100, heated=True)
    tank.add("platy", 2)
    with pytest.raises(ValueError):
        tank.remove("platy", count)
    assert tank.fish == {"platy": 2}


def test_fish_is_a_copy():
    tank = Tank(100, heated=True)
    tank.add("guppy", 2)
    got = tank.fish
    got["guppy"] = 99
    got["goldfish"] = 1
    assert tank.fish == {"guppy": 2}
    assert tank.stocked_cm == 10


def test_percent_full_one_decimal():
    tank = Tank(30, heated=True)
    tank.add("neon tetra")
    assert tank.percent_full == 10.0
    tank.add("neon tetra")
    assert tank.percent_full == 20.0
    tank = Tank(45, heated=True)
    tank.add("neon tetra")
    assert tank.percent_full == 6.7
    tank = Tank(60)
    tank.add("white cloud minnow", 2)
    assert tank.percent_full == 13.3


def test_shoal_warnings_threshold():
    tank = Tank(200, heated=True)
    tank.add("neon tetra", 5)
    assert tank.shoal_warnings() == ["neon tetra"]
    tank.add("neon tetra")
    assert tank.shoal_warnings() == []
    tank.remove("neon tetra")
    assert tank.shoal_warnings() == ["neon tetra"]


def test_shoal_warnings_only_shoaling_species_in_added_order():
    tank = Tank(300, heated=True)
    tank.add("zebra danio", 2)
    tank.add("guppy", 1)
    tank.add("corydoras", 3)
    tank.add("neon tetra", 8)
    tank.add("white cloud minnow", 4)
    assert tank.shoal_warnings() == ["zebra danio", "corydoras", "white cloud minnow"]
    tank.add("zebra danio", 4)
    assert tank.shoal_warnings() == ["corydoras", "white cloud minnow"]
