import pytest

from bike_station import (AlreadyRiding, BikeStation, DockFull, NoBikeAvailable,
                          NotRiding, StationError, UnknownBike)


def test_docstring_example():
    station = BikeStation(3, ["B1", "B2"])
    assert station.rent("1111-2222") == "B1"
    with pytest.raises(AlreadyRiding):
        station.rent("1111 2222")
    assert station.give_back("11112222", damaged=True) == "B1"
    assert station.rent("3333") == "B2"
    with pytest.raises(NoBikeAvailable):
        station.rent("4444")
    assert (station.available, station.free_docks) == (0, 2)


def test_longest_docked_bike_goes_first():
    station = BikeStation(4, ["A", "B", "C"])
    assert station.rent("1") == "A"
    assert station.give_back("1") == "A"
    assert station.rent("2") == "B"
    assert station.rent("3") == "C"
    assert station.rent("4") == "A"
    with pytest.raises(NoBikeAvailable):
        station.rent("5")


def test_flagged_bikes_are_skipped_and_stay_docked():
    station = BikeStation(3, ["A", "B"])
    station.rent("1")
    station.give_back("1", damaged=True)
    assert station.rent("2") == "B"
    with pytest.raises(NoBikeAvailable):
        station.rent("3")
    assert station.available == 0
    assert station.free_docks == 2


def test_give_back_undamaged_is_not_flagged():
    station = BikeStation(2, ["A"])
    station.rent("1")
    station.give_back("1")
    assert station.available == 1
    assert station.rent("2") == "A"


@pytest.mark.parametrize("same", ["1234 5678", "12345678", "1234-5678", " 1234-56 78 "])
def test_cards_ignore_spaces_and_hyphens(same):
    station = BikeStation(3, ["A", "B"])
    station.rent("1234-5678")
    with pytest.raises(AlreadyRiding):
        station.rent(same)
    assert station.give_back(same) == "A"
    assert station.riding() == {}


def test_already_riding_keeps_first_bike():
    station = BikeStation(3, ["A", "B"])
    station.rent("1")
    with pytest.raises(AlreadyRiding):
        station.rent("1")
    assert station.riding() == {"1": "A"}
    assert station.available == 1
    assert station.rides == 1


def test_not_riding():
    station = BikeStation(2, ["A"])
    with pytest.raises(NotRiding):
        station.give_back("1")
    station.rent("1")
    station.give_back("1")
    with pytest.raises(NotRiding):
        station.give_back("1")


def test_give_back_to_full_station():
    station = BikeStation(2, ["A"])
    station.rent("1")
    station.deliver("X")
    station.deliver("Y")
    assert station.free_docks == 0
    with pytest.raises(DockFull):
        station.give_back("1")
    assert station.riding() == {"1": "A"}
    assert station.free_docks == 0
    assert station.rent("2") == "X"
    assert station.give_back("1") == "A"


def test_deliver():
    station = BikeStation(2, [])
    assert station.free_docks == 2
    station.deliver("X")
    station.deliver("Y")
    with pytest.raises(DockFull):
        station.deliver("Z")
    assert station.rent("1") == "X"
    with pytest.raises(ValueError):
        station.deliver("X")
    with pytest.raises(ValueError):
        station.deliver("Y")


def test_repair():
    station = BikeStation(3, ["A"])
    station.rent("1")
    station.give_back("1", damaged=True)
    station.deliver("B")
    assert station.available == 1
    station.repair("A")
    assert station.available == 2
    assert station.rent("2") == "A"
    station.repair("B")
    assert station.rent("3") == "B"


def test_repair_unknown_bike():
    station = BikeStation(3, ["A", "B"])
    station.rent("1")
    with pytest.raises(UnknownBike):
        station.repair("A")
    with pytest.raises(UnknownBike):
        station.repair("Q")


def test_rides_counts_rentals_only():
    station = BikeStation(3, ["A", "B"])
    assert station.rides == 0
    station.rent("1")
    assert station.rides == 1
    station.give_back("1")
    assert station.rides == 1
    station.rent("2")
    station.rent("1")
    assert station.rides == 3
    with pytest.raises(NoBikeAvailable):
        station.rent("3")
    assert station.rides == 3


def test_available_and_free_docks():
    station = BikeStation(5, ["A", "B", "C"])
    assert (station.available, station.free_docks) == (3, 2)
    station.rent("1")
    assert (station.available, station.free_docks) == (2, 3)
    station.give_back("1", damaged=True)
    assert (station.available, station.free_docks) == (2, 2)


def test_riding_in_start_order_with_cards_as_given():
    station = BikeStation(4, ["A", "B", "C"])
    station.rent("9999")
    station.rent("1111-1111")
    station.rent("5555")
    station.give_back("9999")
    station.rent("0000")
    riding = station.riding()
    assert riding == {"1111-1111": "B", "5555": "C", "0000": "A"}
    assert list(riding) == ["1111-1111", "5555", "0000"]


def test_start_with_full_station():
    station = BikeStation(2, ["A", "B"])
    assert station.free_docks == 0
    assert station.available == 2


@pytest.mark.parametrize("docks, bikes", [
    (0, []), (-1, []), (2.0, []), ("2", []), (True, []),
    (2, ["A", "B", "C"]), (3, ["A", "B", "A"]),
])
def test_bad_construction(docks, bikes):
    with pytest.raises(ValueError):
        BikeStation(docks, bikes)


def test_errors_share_a_base_class():
    for cls in (NoBikeAvailable, AlreadyRiding, NotRiding, DockFull, UnknownBike):
        assert issubclass(cls, StationError)
    station = BikeStation(1, [])
    with pytest.raises(StationError):
        station.give_back("1")
    with pytest.raises(StationError):
        station.rent("1")
    with pytest.raises(StationError):
        station.repair("A")
