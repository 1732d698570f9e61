import pytest

from slugify import slugify


def test_basic():
    assert slugify("Hello World") == "hello-world"


@pytest.mark.parametrize("text,expected", [
    ("Crème Brûlée", "creme-brulee"),
    ("C'est l'été", "c-est-l-ete"),
    ("Ñandú", "nandu"),
])
def test_accents(text, expected):
    assert slugify(text) == expected


def test_runs_of_separators_collapse():
    assert slugify("a  --  b ... c") == "a-b-c"


def test_no_separator_at_ends():
    assert slugify("  Hello,   World!! ") == "hello-world"
    assert slugify("--x--") == "x"


def test_digits_kept():
    assert slugify("Top 10 Tips") == "top-10-tips"


def test_max_length_word_boundary():
    assert slugify("hello big world", max_length=10) == "hello-big"
    assert slugify("hello world", max_length=7) == "hello"
    assert slugify("hello world", max_length=11) == "hello-world"


def test_max_length_hard_cut_first_word():
    assert slugify("extraordinary claims", max_length=5) == "extra"


def test_empty():
    assert slugify("!!!") == ""
    assert slugify("") == ""
