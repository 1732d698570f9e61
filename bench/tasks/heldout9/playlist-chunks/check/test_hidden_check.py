import pytest

from playlist import Playlist


def build(*songs):
    p = Playlist("mix")
    for title, seconds in songs:
        p.add(title, seconds)
    return p


def test_greedy_groups_in_order():
    p = build(("a", 100), ("b", 100), ("c", 150), ("d", 50), ("e", 60))
    assert p.chunks(250) == [["a", "b"], ["c", "d"], ["e"]]


def test_exact_fit_stays_in_group():
    p = build(("a", 120), ("b", 180), ("c", 300), ("d", 1))
    assert p.chunks(300) == [["a", "b"], ["c"], ["d"]]


def test_everything_fits():
    p = build(("a", 10), ("b", 20), ("c", 30))
    assert p.chunks(1000) == [["a", "b", "c"]]
    assert p.chunks(60) == [["a", "b", "c"]]


def test_does_not_reorder_to_fill_gaps():
    p = build(("a", 200), ("b", 200), ("c", 50))
    assert p.chunks(300) == [["a"], ["b", "c"]]


def test_long_song_alone():
    p = build(("a", 100), ("long", 900), ("b", 100), ("c", 100))
    assert p.chunks(250) == [["a"], ["long"], ["b", "c"]]


def test_long_song_first_and_last():
    p = build(("long1", 500), ("a", 50), ("long2", 400))
    assert p.chunks(100) == [["long1"], ["a"], ["long2"]]


def test_two_long_songs_in_a_row():
    p = build(("x", 500), ("y", 600))
    assert p.chunks(100) == [["x"], ["y"]]


def test_empty_playlist():
    assert Playlist("empty").chunks(100) == []


@pytest.mark.parametrize("limit", [0, -5])
def test_non_positive_limit(limit):
    p = build(("a", 100))
    with pytest.raises(ValueError):
        p.chunks(limit)


def test_existing_methods_unchanged():
    p = build(("a", 100), ("b", 200))
    assert p.titles() == ["a", "b"]
    assert p.total_seconds() == 300
    assert len(p) == 2
    p.chunks(150)
    assert p.titles() == ["a", "b"]
    with pytest.raises(ValueError):
        p.add("bad", 0)
