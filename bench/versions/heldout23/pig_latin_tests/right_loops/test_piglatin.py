from piglatin import sentence, word
import pytest

EXPECTED = {
    "apple": "appleway",
    "island": "islandway",
    "string": "ingstray",
    "cat": "atcay",
    "bus": "usbay",
    "queen": "eenquay",
    "square": "aresquay",
    "equal": "equalway",
    "yellow": "ellowyay",
    "rhythm": "ythmrhay",
    "fly": "yflay",
    "hmm": "hmmay",
    "Hello": "Ellohay",
    "NASA": "Asanay",
    "Orange": "Orangeway",
    "Yoyo": "Oyoyay",
    "sHOUT": "outshay",
}

BAD = ["", "x2", "naïve", "it's", "hi there", "_", "A-b"]


def test_words():
    for given, wanted in EXPECTED.items():
        assert word(given) == wanted, given


def test_bad_words():
    for given in BAD:
        with pytest.raises(ValueError):
            word(given)


def test_sentences():
    pairs = [
        ("Hello, world! Route 66 is quiet.", "Ellohay, orldway! Outeray 66 isway ietquay."),
        ("The  end.", "Ethay  endway."),
        ("3 little pigs", "3 ittlelay igspay"),
        ("Yes?!", "Esyay?!"),
        ("\ttab", "\tabtay"),
        ("...", "..."),
    ]
    for given, wanted in pairs:
        assert sentence(given) == wanted, given
