import copy

import pytest

from stableford import hole_by_hole, hole_points, leaderboard, parse_card, strokes_received


@pytest.mark.parametrize("handicap, index, expected", [
    (0, 1, 0), (0, 18, 0),
    (5, 1, 1), (5, 5, 1), (5, 6, 0), (5, 18, 0),
    (17, 17, 1), (17, 18, 0),
    (18, 1, 1), (18, 18, 1),
    (20, 1, 2), (20, 2, 2), (20, 3, 1), (20, 18, 1),
    (36, 1, 2), (36, 18, 2),
    (40, 4, 3), (40, 5, 2),
    (54, 1, 3), (54, 18, 3),
])
def test_strokes_received(handicap, index, expected):
    assert strokes_received(handicap, index) == expected


@pytest.mark.parametrize("handicap", [-1, 55, 12.0, "12", True, False, None])
def test_bad_handicap(handicap):
    with pytest.raises(ValueError):
        strokes_received(handicap, 1)


@pytest.mark.parametrize("index", [0, 19, -1, 1.0, True, "3"])
def test_bad_stroke_index(index):
    with pytest.raises(ValueError):
        strokes_received(10, index)


@pytest.mark.parametrize("par, strokes, received, expected", [
    (4, 4, 0, 2), (4, 3, 0, 3), (4, 2, 0, 4), (4, 1, 0, 5), (4, 5, 0, 1),
    (4, 6, 0, 0), (4, 9, 0, 0), (3, 12, 0, 0),
    (4, 5, 1, 2), (4, 6, 2, 2), (5, 7, 1, 1), (3, 3, 1, 3), (5, 8, 1, 0),
    (3, 3, 0, 2), (5, 5, 0, 2), (5, 4, 0, 3),
])
def test_hole_points(par, strokes, received, expected):
    assert hole_points(par, strokes, received) == expected


def test_hole_points_received_default_zero():
    assert hole_points(4, 4) == 2
    assert hole_points(4, 5) == 1


def test_picked_up_scores_nothing():
    assert hole_points(4, None) == 0
    assert hole_points(5, None, 3) == 0


@pytest.mark.parametrize("par", [2, 6, 0, None, "4"])
def test_bad_par(par):
    with pytest.raises(ValueError):
        hole_points(par, 4)


def test_parse_card_spaces_and_commas():
    assert parse_card(" ".join(["4"] * 18)) == [4] * 18
    assert parse_card(",".join(["5"] * 18)) == [5] * 18
    assert parse_card(", ".join(["3"] * 18)) == [3] * 18
    text = "4,5 3  x,-, X 15 1 " + "4 " * 10
    assert parse_card(text) == [4, 5, 3, None, None, None, 15, 1] + [4] * 10


@pytest.mark.parametrize("text", [
    "4 " * 17, "4 " * 19, "", "0 " + "4 " * 17, "16 " + "4 " * 17, "-1 " + "4 " * 17,
    "y " + "4 " * 17, "4.0 " + "4 " * 17, "4;" + "4 " * 17, "xx " + "4 " * 17,
])
def test_parse_card_invalid(text):
    with pytest.raises(ValueError):
        parse_card(text)


PARS = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4]
INDEXES = [7, 1, 15, 11, 3, 13, 17, 5, 9, 8, 16, 2, 10, 14, 4, 18, 12, 6]


def test_hole_by_hole_scratch():
    card = list(PARS)
    assert hole_by_hole(PARS, INDEXES, card, 0) == [2] * 18


def test_hole_by_hole_with_handicap():
    card = [p + 1 for p in PARS]
    card[0] = None
    points = hole_by_hole(PARS, INDEXES, card, 20)
    expected = [3 if si <= 2 else 2 for si in INDEXES]
    expected[0] = 0
    assert points == expected
    assert sum(points) == 36


def test_hole_by_hole_bad_layout():
    card = list(PARS)
    with pytest.raises(ValueError):
        hole_by_hole(PARS[:17], INDEXES, card, 0)
    bad = list(INDEXES)
    bad[1] = 7
    with pytest.raises(ValueError):
        hole_by_hole(PARS, bad, card, 0)
    with pytest.raises(ValueError):
        hole_by_hole(PARS, INDEXES[:17], card, 0)


def _points(front, back):
    return list(front) + list(back)


def test_leaderboard_highest_first():
    results = [("Ann", [2] * 18), ("Bob", [3] * 18), ("Cy", [1] * 18)]
    assert leaderboard(results) == [("Bob", 54), ("Ann", 36), ("Cy", 18)]


def test_leaderboard_back_nine_countback():
    a = _points([3] * 9, [1] * 9)   # 36, back nine 9
    b = _points([1] * 9, [3] * 9)   # 36, back nine 27
    assert leaderboard([("A", a), ("B", b)]) == [("B", 36), ("A", 36)]
    assert leaderboard([("B", b), ("A", a)]) == [("B", 36), ("A", 36)]


def test_leaderboard_last_six_and_last_three():
    back_a = [3, 3, 3, 2, 2, 2, 2, 2, 2]   # back 21, last 6 12
    back_b = [2, 2, 2, 3, 3, 3, 2, 2, 2]   # back 21, last 6 15
    a, b = _points([2] * 9, back_a), _points([2] * 9, back_b)
    assert leaderboard([("A", a), ("B", b)]) == [("B", 39), ("A", 39)]
    back_c = [2, 2, 2, 3, 3, 3, 2, 2, 2]   # last 6 15, last 3 6
    back_d = [2, 2, 2, 2, 2, 2, 3, 3, 3]   # last 6 15, last 3 9
    c, d = _points([2] * 9, back_c), _points([2] * 9, back_d)
    assert leaderboard([("C", c), ("D", d)]) == [("D", 39), ("C", 39)]


def test_leaderboard_level_players_keep_given_order():
    same = [2] * 18
    results = [("Zed", same), ("Amy", list(same)), ("Max", list(same)), ("Top", [3] * 18)]
    assert leaderboard(results) == [("Top", 54), ("Zed", 36), ("Amy", 36), ("Max", 36)]


def test_leaderboard_leaves_input_alone():
    results = [("A", [1] * 18), ("B", [2] * 18)]
    before = copy.deepcopy(results)
    leaderboard(results)
    assert results == before
    assert leaderboard([]) == []
