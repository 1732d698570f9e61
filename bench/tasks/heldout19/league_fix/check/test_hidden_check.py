import importlib
import os
import random
import subprocess
import sys

import pytest


@pytest.fixture()
def league():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("league", None)
    importlib.invalidate_caches()
    return importlib.import_module("league")


def oracle(results):
    """{team: [P, W, D, L, GF, GA]} and the expected order."""
    table = {}
    for line in results:
        if not line.strip():
            continue
        left, right = line.rsplit("-", 1)
        home, hg = left.rsplit(" ", 1)
        ag, away = right.split(" ", 1)
        hg, ag = int(hg), int(ag)
        for team, f, a in ((home.strip(), hg, ag), (away.strip(), ag, hg)):
            row = table.setdefault(team, [0, 0, 0, 0, 0, 0])
            row[0] += 1
            row[1 if f > a else 2 if f == a else 3] += 1
            row[4] += f
            row[5] += a
    def key(team):
        p, w, d, l, gf, ga = table[team]
        return (-(3 * w + d), -(gf - ga), -gf, team)
    return table, sorted(table, key=key)


def summary(row):
    return [row.played, row.won, row.drawn, row.lost, row.goals_for, row.goals_against]


def check_against_oracle(league, results):
    rows = league.standings(results)
    table, order = oracle(results)
    assert [r.team for r in rows] == order
    for r in rows:
        assert summary(r) == table[r.team], r.team
        p, w, d, l, gf, ga = table[r.team]
        assert r.goal_difference == gf - ga
        assert r.points == 3 * w + d


def test_rovers_away_goals_against(league):
    rows = {r.team: r for r in league.standings(["Ashby 2-0 Rovers"])}
    assert rows["Rovers"].goals_against == 2
    assert rows["Rovers"].goals_for == 0
    assert rows["Rovers"].goal_difference == -2
    assert rows["Ashby"].goals_against == 0
    assert rows["Ashby"].goal_difference == 2


def test_away_win(league):
    rows = {r.team: r for r in league.standings(["Docks 1-3 Bells"])}
    assert summary(rows["Bells"]) == [1, 1, 0, 0, 3, 1]
    assert summary(rows["Docks"]) == [1, 0, 0, 1, 1, 3]
    assert rows["Bells"].goal_difference == 2


def test_alphabetical_when_all_level(league):
    rows = league.standings(["Crown 1-1 Ashby", "Bells 0-0 Docks"])
    assert [r.team for r in rows] == ["Ashby", "Crown", "Bells", "Docks"]
    rows = league.standings(["Zeta 0-0 Alpha", "Mid 0-0 Beta"])
    assert [r.team for r in rows] == ["Alpha", "Beta", "Mid", "Zeta"]


def test_goal_difference_beats_goals_scored(league):
    # both on 3 points; Crown GD +3 (3-0), Ashby GD +1 (5-4)
    results = ["Ashby 5-4 Rovers", "Crown 3-0 Docks"]
    assert [r.team for r in league.standings(results)][:2] == ["Crown", "Ashby"]


def test_goals_scored_breaks_equal_goal_difference(league):
    # Ashby and Bells both win by 2 away from home; Bells scored more;
    # Docks and Crown both lost by 2, Docks scored more
    results = ["Crown 1-3 Ashby", "Docks 2-4 Bells"]
    rows = league.standings(results)
    assert [r.team for r in rows] == ["Bells", "Ashby", "Docks", "Crown"]


def test_points_first(league):
    results = ["Ashby 9-0 Crown", "Crown 1-0 Bells", "Bells 1-0 Ashby", "Docks 0-0 Rovers"]
    check_against_oracle(league, results)


def test_whole_season(league):
    results = [
        "Ashby 2-0 Rovers", "Real Town 3-3 North End", "Crown 1-2 Ashby",
        "Rovers 4-1 Real Town", "North End 0-1 Crown", "Ashby 1-1 North End",
        "Real Town 2-0 Crown", "Rovers 0-0 North End", "Crown 2-2 Rovers",
        "Real Town 0-3 Ashby", "North End 2-1 Rovers", "Crown 5-1 Real Town",
    ]
    check_against_oracle(league, results)


def test_random_seasons(league):
    rng = random.Random(5)
    teams = ["Ashby", "Bells", "Crown", "Docks", "Rovers", "North End", "Real Town", "Abbey"]
    for _ in range(60):
        results = []
        for _ in range(rng.randint(1, 25)):
            home, away = rng.sample(teams, 2)
            results.append(f"{home} {rng.randint(0, 4)}-{rng.randint(0, 4)} {away}")
        check_against_oracle(league, results)


def test_blank_lines_skipped(league):
    check_against_oracle(league, ["", "Ashby 2-0 Rovers", "   ", "Rovers 3-1 Crown"])


def test_parse_result_unchanged(league):
    assert league.parse_result("Ashby 2-0 Rovers") == ("Ashby", 2, 0, "Rovers")
    assert league.parse_result("Real Town 10-3 North End") == ("Real Town", 10, 3, "North End")
    with pytest.raises(ValueError):
        league.parse_result("Ashby beat Rovers")
    with pytest.raises(ValueError):
        league.parse_result("Ashby 1-1 Ashby")


EXPECTED_TABLE = """\
Pos  Team        P  W  D  L  GF  GA   GD Pts
  1  Ashby       3  2  1  0   5   2   +3   7
  2  North End   3  1  1  1   6   5   +1   4
  3  Rovers      3  1  0  2   4   5   -1   3
  4  Real Town   3  0  2  1   5   8   -3   2"""


def test_format_table_layout_unchanged(league):
    results = ["Ashby 2-0 Rovers", "Real Town 3-3 North End", "Rovers 4-1 Real Town",
               "North End 2-0 Rovers", "Ashby 1-1 Real Town", "Ashby 2-1 North End"]
    text = league.format_table(league.standings(results))
    assert text.rstrip("\n") == EXPECTED_TABLE


def test_format_table_short_names(league):
    text = league.format_table(league.standings(["A 1-0 B"]))
    assert text.rstrip("\n").splitlines() == [
        "Pos  Team   P  W  D  L  GF  GA   GD Pts",
        "  1  A      1  1  0  0   1   0   +1   3",
        "  2  B      1  0  0  1   0   1   -1   0",
    ]


def test_existing_tests_pass():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           os.path.join("tests", "test_league.py")],
                          cwd=os.getcwd(), env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "6 passed" in proc.stdout, proc.stdout[-2000:]
