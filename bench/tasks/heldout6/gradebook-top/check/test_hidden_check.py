import pytest

from gradebook import Gradebook


def book(**scores):
    g = Gradebook()
    for name, values in scores.items():
        for value in values:
            g.add_score(name, value)
    return g


def test_example():
    g = book(ann=[90], bob=[85], cat=[90])
    assert g.top_students(2) == ["ann", "cat"]
    assert g.top_students(3) == ["ann", "cat", "bob"]


def test_uses_the_average():
    g = book(dan=[100, 60], eve=[75, 75, 90], fay=[70], gus=[95, 93])
    # averages: dan 80, eve 80, fay 70, gus 94
    assert g.top_students(1) == ["gus"]
    assert g.top_students(3) == ["gus", "dan", "eve"]
    assert g.top_students(4) == ["gus", "dan", "eve", "fay"]


def test_ties_alphabetical_regardless_of_insertion():
    g = book(zoe=[88], max=[88], amy=[88], kim=[99])
    assert g.top_students(4) == ["kim", "amy", "max", "zoe"]
    assert g.top_students(2) == ["kim", "amy"]


def test_fewer_students_than_n():
    g = book(ann=[50], bob=[60])
    assert g.top_students(5) == ["bob", "ann"]


def test_no_students():
    assert Gradebook().top_students(3) == []


@pytest.mark.parametrize("n", [0, -1])
def test_n_below_one(n):
    g = book(ann=[50])
    with pytest.raises(ValueError):
        g.top_students(n)


def test_returns_a_list():
    assert isinstance(book(ann=[50]).top_students(1), list)


def test_existing_behaviour_kept():
    g = book(ann=[80, 90])
    assert g.average("ann") == 85
    assert g.students() == ["ann"]
    with pytest.raises(ValueError):
        g.add_score("ann", 101)
    with pytest.raises(KeyError):
        g.average("nobody")
