import pytest

from fishing import BAG_LIMIT, FishingError, Trip


def good_day():
    trip = Trip("  River Wye ", 12.0)
    trip.add_catch("Trout", 0.45, 31, keep=True)
    trip.add_catch("roach", 0.2, 14)
    trip.add_catch(" PIKE", 3.2, 78)
    trip.add_catch("perch", 0.35, 24, keep=True)
    trip.add_catch("trout", 1.05, 40, keep=True)
    return trip


def test_new_trip():
    trip = Trip("  Lake Vyrnwy ")
    assert trip.water == "Lake Vyrnwy"
    assert trip.permit_price == 0.0
    assert trip.catches == []
    assert trip.finished is False
    assert trip.kept_count() == 0
    assert trip.kept_weight() == 0
    assert trip.best_fish() is None
    assert Trip("Canal", 0).permit_price == 0


@pytest.mark.parametrize("args", [("",), ("   ",), ("Canal", -1), ("Canal", -0.01)])
def test_bad_trips(args):
    with pytest.raises(ValueError):
        Trip(*args)


def test_add_catch():
    trip = Trip("Canal")
    assert trip.add_catch("Roach", 0.15, 12) == 1
    assert trip.add_catch("  BREAM ", 1.4, 35, keep=True) == 2
    assert trip.add_catch("perch", 0.3, 22, True) == 3
    assert trip.catches == [("roach", 0.15, 12, False), ("bream", 1.4, 35, True),
                            ("perch", 0.3, 22, True)]
    assert trip.kept_count() == 2


@pytest.mark.parametrize("args", [("salmon", 2.0, 60), ("", 1.0, 30), ("trout", 0, 30),
                                  ("trout", -1, 30), ("trout", 1.0, 0), ("trout", 1.0, -5)])
def test_refused_catches(args):
    trip = Trip("Canal")
    with pytest.raises(ValueError):
        trip.add_catch(*args)
    with pytest.raises(ValueError):
        trip.add_catch(*args, keep=True)
    assert trip.catches == []


def test_undersized_fish_go_back():
    trip = Trip("Canal")
    with pytest.raises(ValueError):
        trip.add_catch("trout", 0.3, 24, keep=True)
    with pytest.raises(ValueError):
        trip.add_catch("pike", 2.0, 59.5, keep=True)
    assert trip.catches == []
    assert trip.add_catch("trout", 0.3, 24) == 1
    assert trip.add_catch("trout", 0.35, 25, keep=True) == 2
    assert trip.add_catch("pike", 2.1, 60, keep=True) == 3
    assert trip.add_catch("roach", 0.1, 15, keep=True) == 4
    assert trip.kept_count() == 3


def test_bag_limit():
    assert BAG_LIMIT == 4
    trip = Trip("Canal")
    for _ in range(3):
        trip.add_catch("roach", 0.1, 10)
    for n in range(4):
        trip.add_catch("bream", 1.0, 32, keep=True)
    assert trip.kept_count() == 4
    with pytest.raises(ValueError):
        trip.add_catch("bream", 1.0, 32, keep=True)
    assert len(trip.catches) == 7
    assert trip.add_catch("bream", 1.0, 32) == 8
    assert trip.kept_count() == 4


def test_kept_weight():
    trip = good_day()
    assert trip.kept_weight() == 1.85
    other = Trip("Canal")
    other.add_catch("bream", 1.1, 35, keep=True)
    other.add_catch("bream", 2.2, 40, keep=True)
    other.add_catch("pike", 5.0, 90)
    assert other.kept_weight() == 3.3


def test_best_fish():
    assert good_day().best_fish() == ("pike", 3.2)
    trip = Trip("Canal")
    trip.add_catch("perch", 0.5, 25)
    trip.add_catch("roach", 0.5, 20)
    trip.add_catch("bream", 0.4, 30)
    assert trip.best_fish() == ("perch", 0.5)


def test_finish():
    trip = good_day()
    assert trip.finish() == 2.4
    assert trip.finished is True
    with pytest.raises(FishingError):
        trip.finish()
    with pytest.raises(FishingError):
        trip.add_catch("roach", 0.1, 10)
    assert len(trip.catches) == 5
    three = Trip("Canal", 10)
    for _ in range(3):
        three.add_catch("roach", 0.1, 10)
    assert three.finish() == 3.33
    assert Trip("Canal", 8).finish() is None


def test_summary():
    trip = good_day()
    assert trip.summary() == "River Wye: 5 fish (3 kept, 1.85 kg), best a pike of 3.20 kg"
    assert Trip("Canal").summary() == "Canal: no fish"
    other = Trip("Canal")
    other.add_catch("roach", 0.125, 12)
    assert other.summary() == "Canal: 1 fish (0 kept, 0.00 kg), best a roach of 0.12 kg"
