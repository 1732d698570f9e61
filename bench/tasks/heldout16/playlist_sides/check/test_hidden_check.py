import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

from playlist import Playlist, Track  # noqa: E402


def make(name, lengths):
    return Playlist(name, [Track(f"Song {i}", "Artist %d" % (i % 3), s) for i, s in enumerate(lengths)])


def sides_info(sides):
    return [(s.name, [t.seconds for t in s]) for s in sides]


def test_exact_fill_and_greedy():
    p = make("Road Trip", [200, 300, 100, 400, 50])
    sides = p.split_into_sides(600)
    assert all(isinstance(s, Playlist) for s in sides)
    assert sides_info(sides) == [("Road Trip - Side A", [200, 300, 100]), ("Road Trip - Side B", [400, 50])]


def test_no_reordering():
    p = make("Mix", [500, 200, 100, 90])
    assert sides_info(p.split_into_sides(600)) == [("Mix - Side A", [500]), ("Mix - Side B", [200, 100, 90])]


def test_many_sides_letters():
    p = make("Long", [300] * 7)
    sides = p.split_into_sides(600)
    assert [s.name for s in sides] == ["Long - Side A", "Long - Side B", "Long - Side C", "Long - Side D"]
    assert [len(s) for s in sides] == [2, 2, 2, 1]


def test_track_exactly_max():
    p = make("Edge", [600, 600, 1])
    assert sides_info(p.split_into_sides(600)) == [("Edge - Side A", [600]), ("Edge - Side B", [600]),
                                                  ("Edge - Side C", [1])]


def test_same_track_objects_in_order():
    p = make("Order", [120, 130, 140, 150])
    sides = p.split_into_sides(280)
    flat = [t for s in sides for t in s]
    assert flat == list(p)
    assert all(a is b for a, b in zip(flat, list(p)))


def test_original_untouched():
    p = make("Keep", [200, 300, 400])
    before = list(p)
    sides = p.split_into_sides(500)
    assert list(p) == before
    assert p.name == "Keep"
    assert len(p) == 3
    sides[0].add(Track("Extra", "X", 10))
    sides[1].remove("Song 2")
    assert list(p) == before


def test_empty_playlist():
    assert Playlist("Nothing").split_into_sides(600) == []


def test_too_long_track():
    p = Playlist("Prog", [Track("Short One", "A", 100), Track("Epic Suite Part IX", "B", 1500),
                          Track("Coda", "A", 50)])
    with pytest.raises(ValueError) as info:
        p.split_into_sides(1200)
    assert "Epic Suite Part IX" in str(info.value)
    assert len(p) == 3


@pytest.mark.parametrize("bad", [0, -10])
def test_bad_max(bad):
    with pytest.raises(ValueError):
        make("X", [10]).split_into_sides(bad)


def test_rest_of_class_unchanged():
    p = make("Base", [61, 125])
    assert p.titles() == ["Song 0", "Song 1"]
    assert p.total_seconds() == 186
    assert [t.title for t in p.by_artist("Artist 1")] == ["Song 1"]
    assert p.remove("Song 0").seconds == 61
    with pytest.raises(KeyError):
        p.remove("nope")
    p.add(Track("New", "Z", 5))
    assert len(p) == 2
    assert Track("a", "b", 125).length() == "2:05"
