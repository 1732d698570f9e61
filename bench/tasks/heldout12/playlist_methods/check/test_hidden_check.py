import sys

import pytest

sys.path.insert(0, ".")
from playlist import Playlist, Song  # noqa: E402


def make(*specs):
    p = Playlist("mix")
    for spec in specs:
        p.add(Song(*spec))
    return p


def abcd():
    return make(("a", "x", 60), ("b", "x", 60), ("c", "x", 60), ("d", "x", 60))


def test_existing_api_still_works():
    p = make(("One", "A", 10), ("Two", "B", 20))
    assert len(p) == 2
    assert p.titles() == ["One", "Two"]
    assert p.name == "mix"


@pytest.mark.parametrize("durations,expected", [
    ([], "0:00"),
    ([185], "3:05"),
    ([5], "0:05"),
    ([59, 1], "1:00"),
    ([3599], "59:59"),
    ([3600], "1:00:00"),
    ([1800, 1800], "1:00:00"),
    ([3600 * 2 + 189], "2:03:09"),
    ([3661], "1:01:01"),
    ([36000 + 5], "10:00:05"),
    ([600, 0, 6], "10:06"),
])
def test_total_length(durations, expected):
    p = make(*[(f"s{i}", "x", d) for i, d in enumerate(durations)])
    assert p.total_length() == expected


def test_move_examples():
    p = abcd()
    p.move(0, 2)
    assert p.titles() == ["b", "c", "a", "d"]
    p = abcd()
    p.move(3, 0)
    assert p.titles() == ["d", "a", "b", "c"]


def test_move_more():
    p = abcd()
    p.move(1, 1)
    assert p.titles() == ["a", "b", "c", "d"]
    p.move(0, 3)
    assert p.titles() == ["b", "c", "d", "a"]
    p.move(2, 1)
    assert p.titles() == ["b", "d", "c", "a"]
    assert all(isinstance(s, Song) for s in p.songs)


@pytest.mark.parametrize("src,dst", [(4, 0), (0, 4), (-1, 0), (0, -1), (10, 10), (-4, 2)])
def test_move_invalid(src, dst):
    p = abcd()
    with pytest.raises(IndexError):
        p.move(src, dst)
    assert p.titles() == ["a", "b", "c", "d"]


def test_move_empty():
    with pytest.raises(IndexError):
        Playlist("e").move(0, 0)


def test_dedupe_case_and_spaces():
    p = make(("Hey Jude", "The Beatles", 431), ("Yesterday", "The Beatles", 125),
             ("hey jude ", " the beatles", 431), ("HEY JUDE", "THE BEATLES", 400))
    first = p.songs[0]
    assert p.dedupe() == 2
    assert p.titles() == ["Hey Jude", "Yesterday"]
    assert p.songs[0] is first


def test_dedupe_needs_same_artist():
    p = make(("Hurt", "Nine Inch Nails", 373), ("Hurt", "Johnny Cash", 218), ("hurt", "johnny cash", 218))
    assert p.dedupe() == 1
    assert [(s.title, s.artist) for s in p.songs] == [("Hurt", "Nine Inch Nails"), ("Hurt", "Johnny Cash")]


def test_dedupe_nothing_to_do():
    p = abcd()
    assert p.dedupe() == 0
    assert p.titles() == ["a", "b", "c", "d"]
    assert Playlist("e").dedupe() == 0


def test_dedupe_keeps_order_and_updates_length():
    p = make(("x", "1", 1), ("y", "1", 1), ("x", "1", 1), ("z", "1", 1), ("y", "1", 1), ("x", "2", 1))
    assert p.dedupe() == 2
    assert [(s.title, s.artist) for s in p.songs] == [("x", "1"), ("y", "1"), ("z", "1"), ("x", "2")]
    assert len(p) == 4
    assert p.total_length() == "0:04"
