import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from league import format_table, parse_result, standings  # noqa: E402


def test_parse_result():
    assert parse_result("Ashby 2-0 Rovers") == ("Ashby", 2, 0, "Rovers")
    assert parse_result("Real Town 10-3 North End") == ("Real Town", 10, 3, "North End")


def test_parse_errors():
    with pytest.raises(ValueError):
        parse_result("Ashby beat Rovers")
    with pytest.raises(ValueError):
        parse_result("Ashby 1-1 Ashby")


def test_points_order():
    rows = standings(["Ashby 2-0 Rovers", "Rovers 1-1 Crown", "Crown 3-1 Ashby"])
    assert [r.team for r in rows] == ["Crown", "Ashby", "Rovers"]
    assert [r.points for r in rows] == [4, 3, 1]


def test_home_team_goals():
    rows = {r.team: r for r in standings(["Ashby 4-1 Rovers"])}
    assert rows["Ashby"].goals_for == 4
    assert rows["Ashby"].goals_against == 1


def test_alphabetical_when_all_level():
    rows = standings(["Crown 1-1 Ashby", "Bells 0-0 Docks"])
    assert [r.team for r in rows] == ["Ashby", "Crown", "Bells", "Docks"]


def test_format_header():
    text = format_table(standings(["Ashby 2-0 Rovers"]))
    assert text.splitlines()[0].split() == ["Pos", "Team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts"]
