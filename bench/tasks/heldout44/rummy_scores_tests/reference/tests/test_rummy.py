import pytest

from rummy import add_round, card_points, hand_points, knocked_out, leaders, score_round


@pytest.mark.parametrize("card, points", [
    ("2H", 2), ("5D", 5), ("9C", 9), ("10S", 10), ("JH", 10), ("QD", 10), ("KC", 10),
    ("AS", 1), ("kd", 10), ("10h", 10), (" 7C ", 7), ("aH", 1),
])
def test_card_points(card, points):
    assert card_points(card) == points


@pytest.mark.parametrize("card", ["1H", "11S", "0D", "7X", "ZH", "H", "", "10", "KK"])
def test_not_a_card(card):
    with pytest.raises(ValueError):
        card_points(card)


def test_hand_points():
    assert hand_points([]) == 0
    assert hand_points(["AS"]) == 1
    assert hand_points(["KD", "10S", "3H", "AC"]) == 24
    with pytest.raises(ValueError):
        hand_points(["KD", "7X"])


def test_score_round():
    hands = {"Mum": [], "Dad": ["KD", "QS"], "Ella": ["2C", "AH", "5D"]}
    assert score_round(hands, "Mum") == {"Mum": 0, "Dad": 20, "Ella": 8}


def test_score_round_winner_must_be_out():
    with pytest.raises(ValueError):
        score_round({"Mum": ["2C"], "Dad": []}, "Mum")


def test_score_round_unknown_winner():
    with pytest.raises(ValueError):
        score_round({"Mum": [], "Dad": ["2C"]}, "Gran")


def test_add_round():
    totals = {"Mum": 30, "Dad": 12}
    new = add_round(totals, {"Mum": 0, "Dad": 20, "Ella": 8})
    assert new == {"Mum": 30, "Dad": 32, "Ella": 8}
    assert totals == {"Mum": 30, "Dad": 12}
    assert add_round({}, {"Mum": 5}) == {"Mum": 5}


def test_knocked_out():
    totals = {"Mum": 100, "Dad": 99, "Ella": 130, "Ben": 40}
    assert knocked_out(totals) == ["Ella", "Mum"]
    assert knocked_out(totals, limit=120) == ["Ella"]
    assert knocked_out({"Ben": 140, "Ella": 120}) == ["Ben", "Ella"]
    assert knocked_out({}) == []


def test_leaders():
    assert leaders({"Mum": 30, "Dad": 12, "Ella": 45}) == ["Dad"]
    assert leaders({"Mum": 12, "Dad": 12, "Ella": 45}) == ["Dad", "Mum"]
    assert leaders({}) == []
