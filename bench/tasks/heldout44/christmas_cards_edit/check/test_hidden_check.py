"""Hidden check for christmas_cards_edit: an optional fifth field "large" on a card line
(parse_line gives "large": True/False, anything else there or a wrong field count is a
ValueError), postage charges large cards 1.55 UK / 3.20 abroad; the rest as before."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from cards import load, owe_a_card, parse_line, postage, still_to_send  # noqa: E402

EXAMPLE = """Auntie Pat; UK; no; yes; large
The Hendersons; France; no; yes
Grandad; UK; no; no
Marie; France; no; no; LARGE
Bob; UK; yes; yes; large
"""


def money(got, want):
    assert abs(got - want) < 1e-9, (got, want)


def test_prompt_example():
    money(postage(load(EXAMPLE)), 8.1)


def test_parse_line_large():
    assert parse_line("Auntie Pat; UK; no; yes; large") == {
        "name": "Auntie Pat", "country": "UK", "sent": False, "received": True,
        "large": True}
    assert parse_line("Marie;France;no;no; LARGE ")["large"] is True
    assert parse_line("Marie; France; no; no;Large")["large"] is True
    assert parse_line("The Hendersons; France; no; yes") == {
        "name": "The Hendersons", "country": "France", "sent": False, "received": True,
        "large": False}
    assert parse_line(" Grandad ; UK ; YES ; No ")["large"] is False


def test_parse_line_errors():
    for bad in ["Pat; UK; no; yes; big", "Pat; UK; no; yes; small",
                "Pat; UK; no; yes; large; large", "Pat; UK; no", "Pat; UK; no; yes; yes",
                "Pat; UK; maybe; yes; large", "; UK; no; yes; large"]:
        with pytest.raises(ValueError):
            parse_line(bad)


def test_postage():
    money(postage(load("A; UK; no; no; large\n")), 1.55)
    money(postage(load("A; Spain; no; no; large\n")), 3.2)
    money(postage(load("A; UK; no; no\n")), 0.85)
    money(postage(load("A; Spain; no; no\n")), 2.5)
    money(postage(load("A; uk; no; no; large\nB; UK; no; no; large\nC; Ireland; no; no\n")),
          5.6)
    money(postage(load("A; UK; yes; no; large\nB; Spain; yes; no; large\n")), 0.0)
    money(postage(load("A; UK; no; no; large\nB; Spain; no; no; large\n"
                       "C; UK; no; no\nD; USA; no; no\nE; USA; yes; no; large\n")), 8.1)


def test_rest_unchanged():
    text = "# family\n" + EXAMPLE + "\nZoe; UK; no; yes\n"
    cards = load(text)
    assert [c["name"] for c in cards] == ["Auntie Pat", "The Hendersons", "Grandad", "Marie",
                                          "Bob", "Zoe"]
    assert still_to_send(cards) == ["Auntie Pat", "Grandad", "Marie", "The Hendersons", "Zoe"]
    assert owe_a_card(cards) == ["Auntie Pat", "The Hendersons", "Zoe"]
    money(postage(load("A; UK; no; no\nB; France; no; yes\nC; UK; yes; no\n")), 3.35)
    money(postage([]), 0.0)
    assert load("") == []
