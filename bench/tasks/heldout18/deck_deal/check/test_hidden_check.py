import importlib
import os
import random
import sys

import pytest


@pytest.fixture()
def Deck():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("deck", None)
    importlib.invalidate_caches()
    return importlib.import_module("deck").Deck


def test_example(Deck):
    d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"])
    assert d.deal(2, 3) == [["AS", "3S", "5S"], ["2S", "4S", "6S"]]
    assert d.cards == ["7S"]
    assert len(d) == 1


def test_deal_every_card(Deck):
    d = Deck(list("abcdef"))
    assert d.deal(3, 2) == [["a", "d"], ["b", "e"], ["c", "f"]]
    assert d.cards == []


def test_full_deck_bridge_deal(Deck):
    d = Deck()
    original = list(d.cards)
    hands = d.deal(4, 13)
    assert len(hands) == 4
    for i, hand in enumerate(hands):
        assert hand == original[i::4]
    assert len(d) == 0


def test_single_hand(Deck):
    d = Deck(list("abcde"))
    assert d.deal(1, 3) == [["a", "b", "c"]]
    assert d.cards == ["d", "e"]


def test_more_hands_than_rounds(Deck):
    d = Deck(list("abcdefg"))
    assert d.deal(5, 1) == [["a"], ["b"], ["c"], ["d"], ["e"]]
    assert d.cards == ["f", "g"]


def test_two_deals_in_a_row(Deck):
    d = Deck(list("abcdefghij"))
    assert d.deal(2, 2) == [["a", "c"], ["b", "d"]]
    assert d.deal(3, 2) == [["e", "h"], ["f", "i"], ["g", "j"]]
    assert d.cards == []


def test_zero_cards_each(Deck):
    d = Deck(list("abc"))
    assert d.deal(3, 0) == [[], [], []]
    assert d.cards == ["a", "b", "c"]


def test_hands_are_independent_lists(Deck):
    d = Deck(list("abcd"))
    hands = d.deal(2, 0)
    hands[0].append("x")
    assert hands[1] == []


@pytest.mark.parametrize("size, hands, each", [(5, 2, 3), (0, 1, 1), (51, 4, 13), (7, 8, 1)])
def test_not_enough_cards(Deck, size, hands, each):
    cards = [f"c{i}" for i in range(size)]
    d = Deck(cards)
    with pytest.raises(ValueError):
        d.deal(hands, each)
    assert d.cards == cards


@pytest.mark.parametrize("hands, each", [(0, 2), (-1, 2), (2, -1), (0, 0)])
def test_bad_arguments(Deck, hands, each):
    d = Deck(list("abcdef"))
    with pytest.raises(ValueError):
        d.deal(hands, each)
    assert d.cards == list("abcdef")


def test_draw_after_deal(Deck):
    d = Deck(list("abcde"))
    d.deal(2, 2)
    assert d.draw() == "e"
    with pytest.raises(IndexError):
        d.draw()


def test_existing_behaviour(Deck):
    deck = Deck()
    assert len(deck) == 52 and deck.cards[0] == "AS"
    deck.cut(1)
    assert deck.cards[-1] == "AS"
    deck.shuffle(random.Random(3))
    assert sorted(deck.cards) == sorted(Deck().cards)
    with pytest.raises(ValueError):
        Deck(["a"]).cut(2)
