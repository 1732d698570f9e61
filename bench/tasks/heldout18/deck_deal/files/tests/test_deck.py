import os
import random
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from deck import Deck  # noqa: E402


def test_full_deck():
    deck = Deck()
    assert len(deck) == 52
    assert deck.cards[0] == "AS"
    assert len(set(deck.cards)) == 52


def test_draw_takes_top():
    deck = Deck(["KH", "QH"])
    assert deck.draw() == "KH"
    assert deck.cards == ["QH"]


def test_draw_empty():
    with pytest.raises(IndexError):
        Deck([]).draw()


def test_cut():
    deck = Deck(["a", "b", "c", "d"])
    deck.cut(1)
    assert deck.cards == ["b", "c", "d", "a"]


def test_bad_cut():
    with pytest.raises(ValueError):
        Deck(["a"]).cut(2)


def test_shuffle_keeps_cards():
    deck = Deck()
    deck.shuffle(random.Random(7))
    assert sorted(deck.cards) == sorted(Deck().cards)
