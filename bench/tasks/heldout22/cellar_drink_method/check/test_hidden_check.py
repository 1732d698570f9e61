import inspect
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import cellar  # noqa: E402
from cellar import Cellar  # noqa: E402


def rioja():
    c = Cellar()
    c.add("Rioja", 2015, 2)
    c.add("Rioja", 2012)
    c.add("Rioja", 2019, 3)
    return c


def test_prompt_example():
    c = rioja()
    assert c.drink("Rioja", 2) == [2012, 2015]
    assert c.drink("Rioja", 3, oldest_first=False) == [2019, 2019, 2019]
    assert c.vintages("Rioja") == [2015]
    assert c.count("Rioja") == 1


def test_default_one_bottle():
    c = rioja()
    assert c.drink("Rioja") == [2012]
    assert c.vintages("Rioja") == [2015, 2019]
    assert c.drink("Rioja", oldest_first=False) == [2019]
    assert c.count("Rioja") == 4


def test_spans_several_vintages_in_order():
    c = rioja()
    assert c.drink("Rioja", 4) == [2012, 2015, 2015, 2019]
    assert c.vintages("Rioja") == [2019]
    assert c.count("Rioja") == 2


def test_youngest_first_spanning():
    c = rioja()
    assert c.drink("Rioja", 5, False) == [2019, 2019, 2019, 2015, 2015]
    assert c.vintages("Rioja") == [2012]


def test_drink_everything_removes_wine():
    c = rioja()
    c.add("Barolo", 2010, 2)
    assert c.drink("Rioja", 6) == [2012, 2015, 2015, 2019, 2019, 2019]
    assert c.vintages("Rioja") == []
    assert c.wines() == ["Barolo"]
    assert c.count("Rioja") == 0
    assert c.count() == 2
    assert len(c) == 2


def test_other_wines_untouched():
    c = rioja()
    c.add("Barolo", 2001, 1)
    c.add("Barolo", 2016, 4)
    assert c.drink("Barolo", 2) == [2001, 2016]
    assert c.count("Rioja") == 6
    assert c.vintages("Rioja") == [2012, 2015, 2019]
    assert c.vintages("Barolo") == [2016]


def test_not_enough_leaves_cellar_unchanged():
    c = rioja()
    before = (c.count(), c.vintages("Rioja"), c.count("Rioja"), c.wines())
    with pytest.raises(ValueError):
        c.drink("Rioja", 7)
    with pytest.raises(ValueError):
        c.drink("Rioja", 7, oldest_first=False)
    assert (c.count(), c.vintages("Rioja"), c.count("Rioja"), c.wines()) == before
    assert c.drink("Rioja", 6) == [2012, 2015, 2015, 2019, 2019, 2019]


def test_unknown_wine():
    c = rioja()
    with pytest.raises(ValueError):
        c.drink("Chianti")
    with pytest.raises(ValueError):
        Cellar().drink("Rioja", 1)
    assert c.count() == 6


@pytest.mark.parametrize("bad", [0, -1, 1.0, 2.5, "2", None])
def test_bad_bottles(bad):
    c = rioja()
    with pytest.raises(ValueError):
        c.drink("Rioja", bad)
    assert c.count("Rioja") == 6


def test_add_after_drinking_all():
    c = Cellar()
    c.add("Cava", 2020, 1)
    assert c.drink("Cava") == [2020]
    c.add("Cava", 2020, 2)
    assert c.vintages("Cava") == [2020]
    assert c.count("Cava") == 2


def test_returns_fresh_list_of_ints():
    c = rioja()
    got = c.drink("Rioja", 3)
    assert isinstance(got, list)
    assert got == [2012, 2015, 2015]


def test_existing_methods_unchanged():
    c = Cellar("home")
    assert repr(c) == "Cellar('home', 0 bottles)"
    c.add("A", 2000, 3)
    c.add("B", 1999)
    c.add("A", 1998)
    assert c.count() == 5 and c.count("A") == 4 and c.count("C") == 0
    assert c.vintages("A") == [1998, 2000]
    assert c.wines() == ["A", "B"]
    assert len(c) == 5
    for bad in (0, -2, 1.5):
        with pytest.raises(ValueError):
            c.add("A", 2000, bad)
    sig = inspect.signature(Cellar.drink)
    assert list(sig.parameters) == ["self", "wine", "bottles", "oldest_first"]
    assert sig.parameters["bottles"].default == 1
    assert sig.parameters["oldest_first"].default is True
