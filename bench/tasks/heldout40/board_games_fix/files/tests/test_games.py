import pytest

from games import can_play, parse_shelf, pick_games

SHELF = """# my board games
Ticket to Ride, 2-5, 60
Codenames, 4-8, 15
azul, 2-4, 45

Carcassonne, 2-5, 45
# lent to Sam
Wingspan, 1-5, 70
Love Letter, 2-4, 15
"""


def test_parse_shelf():
    games = parse_shelf(SHELF)
    assert [game["name"] for game in games] == [
        "Ticket to Ride", "Codenames", "azul", "Carcassonne", "Wingspan", "Love Letter"]
    assert games[0] == {"name": "Ticket to Ride", "min": 2, "max": 5, "minutes": 60}
    with pytest.raises(ValueError):
        parse_shelf("Chess, two, 30")


def test_can_play_includes_both_ends():
    game = {"name": "Azul", "min": 2, "max": 4, "minutes": 45}
    assert can_play(game, 2)
    assert can_play(game, 3)
    assert can_play(game, 4)
    assert not can_play(game, 1)
    assert not can_play(game, 5)


def test_pick_games():
    games = parse_shelf(SHELF)
    assert pick_games(games, 4, 45) == ["Codenames", "Love Letter", "azul", "Carcassonne"]
    assert pick_games(games, 5, 60) == ["Codenames", "Carcassonne", "Ticket to Ride"]
    assert pick_games(games, 1, 90) == ["Wingspan"]
    assert pick_games(games, 9, 90) == []
