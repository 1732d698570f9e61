import itertools
import os
import sys
from collections import Counter

import pytest

sys.path.insert(0, os.getcwd())

import roundrobin  # noqa: E402


def names(n):
    return [f"T{i:02d}" for i in range(n)]


def check_schedule(teams, rounds):
    n = len(teams)
    if n % 2 == 0:
        assert len(rounds) == n - 1
        per_round = n // 2
    else:
        assert len(rounds) == n
        per_round = (n - 1) // 2
    pairs = Counter()
    home, away = Counter(), Counter()
    sat_out = Counter()
    for games in rounds:
        assert len(games) == per_round
        seen = []
        for game in games:
            assert isinstance(game, tuple) and len(game) == 2
            h, a = game
            assert h in teams and a in teams and h != a
            seen += [h, a]
            pairs[frozenset((h, a))] += 1
            home[h] += 1
            away[a] += 1
        assert len(seen) == len(set(seen)), "team plays twice in a round"
        for t in teams:
            if t not in seen:
                sat_out[t] += 1
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(teams, 2)}
    assert all(c == 1 for c in pairs.values())
    for t in teams:
        assert abs(home[t] - away[t]) <= 1, (t, home[t], away[t])
    if n % 2:
        assert all(sat_out[t] == 1 for t in teams)
    else:
        assert not sat_out


@pytest.mark.parametrize("n", range(2, 15))
def test_properties(n):
    teams = names(n)
    check_schedule(teams, roundrobin.schedule(teams))


def test_two_teams():
    rounds = roundrobin.schedule(["Ace", "Spin"])
    assert len(rounds) == 1 and len(rounds[0]) == 1
    assert set(rounds[0][0]) == {"Ace", "Spin"}


def test_three_teams_no_placeholder():
    teams = ["Loop", "Chop", "Smash"]
    rounds = roundrobin.schedule(teams)
    check_schedule(teams, rounds)
    for games in rounds:
        for game in games:
            assert None not in game and "BYE" not in game


def test_deterministic_and_input_untouched():
    teams = ["Paddlers", "Net Result", "Topspin", "Edge", "Rally"]
    copy = list(teams)
    first = roundrobin.schedule(teams)
    assert teams == copy
    assert roundrobin.schedule(list(copy)) == first


@pytest.mark.parametrize("bad", [[], ["Solo"], ["A", "B", "A"], ["X", "Y", "Z", "Y"]])
def test_value_errors(bad):
    with pytest.raises(ValueError):
        roundrobin.schedule(bad)


@pytest.mark.parametrize("n", [4, 5, 7, 8])
def test_fixtures_match_schedule(n):
    teams = names(n)
    rounds = roundrobin.schedule(teams)
    for team in teams:
        expected = []
        for number, games in enumerate(rounds, start=1):
            for h, a in games:
                if h == team:
                    expected.append((number, a, "H"))
                elif a == team:
                    expected.append((number, h, "A"))
        got = roundrobin.fixtures(rounds, team)
        assert [tuple(x) for x in got] == expected
        assert len(got) == n - 1


def test_fixtures_hand_made():
    rounds = [[("A", "B"), ("C", "D")], [("D", "A"), ("B", "C")], [("A", "C"), ("D", "B")]]
    assert [tuple(x) for x in roundrobin.fixtures(rounds, "A")] == [(1, "B", "H"), (2, "D", "A"), (3, "C", "H")]
    rounds_odd = [[("A", "B")], [("C", "A")], [("B", "C")]]
    assert [tuple(x) for x in roundrobin.fixtures(rounds_odd, "C")] == [(2, "A", "H"), (3, "B", "A")]


def test_fixtures_unknown_team():
    rounds = roundrobin.schedule(["A", "B", "C", "D"])
    with pytest.raises(KeyError):
        roundrobin.fixtures(rounds, "Z")
