import pytest

from auction import counted_bids, min_step, unsold, what_they_owe, winner


@pytest.mark.parametrize("current, step", [
    (5, 1), (19, 1), (19.5, 1), (20, 2), (49, 2), (50, 5), (199, 5), (200, 10), (350, 10),
])
def test_min_step(current, step):
    assert min_step(current) == step


def test_counted_bids():
    bids = [("Tom", 15), ("Priya", 16), ("Dave", 16.5), ("Tom", 20), ("Priya", 21),
            ("Sue", 22)]
    assert counted_bids(15, bids) == [("Tom", 15), ("Priya", 16), ("Tom", 20), ("Sue", 22)]


def test_first_bid_at_the_opening_price_counts():
    assert counted_bids(10, [("Ann", 10)]) == [("Ann", 10)]
    assert counted_bids(10, [("Ann", 9), (" Bob ", 10)]) == [("Bob", 10)]


def test_winner():
    assert winner(40, [("Ann", 40), ("Bob", 41), ("Cat", 42), ("Ann", 45)]) == ("Ann", 45)
    assert winner(40, [("Ann", 30)]) is None
    assert winner(40, []) is None


def test_what_they_owe():
    lots = {
        "Hamper": (30, [("Mrs Hill", 30), ("Raj", 32), ("Mrs Hill", 40)]),
        "Pizza for 4": (20, [("raj", 20), ("Ben", 22)]),
        "Haircut": (15, [("mrs hill ", 15)]),
        "Signed football": (50, [("Ben", 45)]),
    }
    assert what_they_owe(lots) == {"Mrs Hill": 55, "Ben": 22}


def test_unsold():
    lots = {"signed football": (50, [("Ben", 45)]), "Cake": (5, []),
            "Hamper": (30, [("Raj", 30)])}
    assert unsold(lots) == ["Cake", "signed football"]
