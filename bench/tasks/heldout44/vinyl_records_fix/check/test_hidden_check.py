"""Hidden check for vinyl_records_fix: sort_name() drops only a separate leading word "The"
(Thelonious Monk and Them keep their names), shelf_order follows, the rest of records.py
still works as before."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from records import count_by_format, load, parse_line, shelf_order, sort_name  # noqa: E402


def test_reported_cases():
    assert sort_name("Thelonious Monk") == "thelonious monk"
    assert sort_name("Them") == "them"
    assert sort_name("The Beatles") == "beatles"


def test_more_names():
    assert sort_name("The Kinks") == "kinks"
    assert sort_name("The Who") == "who"
    assert sort_name("The Rolling Stones") == "rolling stones"
    assert sort_name("Theatre of Hate") == "theatre of hate"
    assert sort_name("Thea Gilmore") == "thea gilmore"
    assert sort_name("Them Crooked Vultures") == "them crooked vultures"
    assert sort_name("Arctic Monkeys") == "arctic monkeys"
    assert sort_name("Mothers of Invention") == "mothers of invention"
    assert sort_name("Blondie") == "blondie"
    assert sort_name("Kate Bush") == "kate bush"


COLLECTION = """\
# living room shelf
The Beatles | Revolver | 1966 | LP
Thelonious Monk | Brilliant Corners | 1957 | LP
Them | The Angry Young Them | 1965 | LP

Kate Bush | Hounds of Love | 1985 | LP
The Kinks | Waterloo Sunset | 1967 | 7in
Lou Reed | Transformer | 1972 | LP
Theatre of Hate | Do You Believe in the Westworld | 1982 | 7in
The Beatles | Abbey Road | 1969 | LP
The Beatles | Help! | 1965 | LP
Madness | One Step Beyond | 1979 | 12in
"""


def test_shelf_order():
    records = load(COLLECTION)
    order = [(r["artist"], r["title"]) for r in shelf_order(records)]
    assert order == [
        ("The Beatles", "Help!"),
        ("The Beatles", "Revolver"),
        ("The Beatles", "Abbey Road"),
        ("Kate Bush", "Hounds of Love"),
        ("The Kinks", "Waterloo Sunset"),
        ("Lou Reed", "Transformer"),
        ("Madness", "One Step Beyond"),
        ("Theatre of Hate", "Do You Believe in the Westworld"),
        ("Thelonious Monk", "Brilliant Corners"),
        ("Them", "The Angry Young Them"),
    ]


def test_rest_unchanged():
    assert parse_line(" The Beatles | Revolver | 1966 | LP ") == {
        "artist": "The Beatles", "title": "Revolver", "year": 1966, "format": "LP"}
    for bad in ["The Beatles | Revolver | 1966", "| Revolver | 1966 | LP",
                "The Beatles | Revolver | 66 | LP", "The Beatles | Revolver | 1966 | CD"]:
        with pytest.raises(ValueError):
            parse_line(bad)
    records = load(COLLECTION)
    assert len(records) == 10
    assert records[0]["title"] == "Revolver"
    assert count_by_format(records) == {"LP": 7, "7in": 2, "12in": 1}
    assert count_by_format([]) == {}
