from datetime import date, datetime

import pytest

from fridge import Fridge

MON = date(2024, 3, 4)


def d(day):
    return date(2024, 3, day)


def make_fridge():
    return Fridge([
        ("Milk", d(6)),
        (" cheese ", d(12)),
        ("milk", d(4)),
        ("YOGHURT", d(3)),
        ("ham", d(5)),
        ("eggs", d(5)),
    ])


def test_counts_and_names():
    fridge = make_fridge()
    assert fridge.count() == 6
    assert fridge.count("MILK") == 2
    assert fridge.count("  Cheese") == 1
    assert fridge.count("butter") == 0
    assert Fridge([]).count() == 0
    assert Fridge([]).next_to_go() is None


def test_names_stored_lower_and_stripped():
    fridge = Fridge([(" Cheese  ", d(12))])
    assert fridge.next_to_go() == ("cheese", d(12))
    assert fridge.expired(d(20)) == [("cheese", d(12))]


@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_blank_name(name):
    with pytest.raises(ValueError):
        Fridge([(name, d(5))])
    fridge = Fridge([])
    with pytest.raises(ValueError):
        fridge.add(name, d(5))
    assert fridge.count() == 0


@pytest.mark.parametrize("bad", [datetime(2024, 3, 5, 12, 0), "2024-03-05", None, 20240305])
def test_use_by_must_be_a_date(bad):
    with pytest.raises(TypeError):
        Fridge([("ham", bad)])
    with pytest.raises(TypeError):
        Fridge([]).add("ham", bad)
    with pytest.raises(TypeError):
        make_fridge().expired(bad)
    with pytest.raises(TypeError):
        make_fridge().use_soon(bad)


def test_add():
    fridge = make_fridge()
    fridge.add("Butter", d(30))
    assert fridge.count("butter") == 1
    assert fridge.count() == 7


def test_use_takes_earliest_pack():
    fridge = make_fridge()
    assert fridge.use("milk") == d(4)
    assert fridge.count("milk") == 1
    assert fridge.use("Milk ") == d(6)
    assert fridge.count("milk") == 0
    with pytest.raises(KeyError):
        fridge.use("milk")
    with pytest.raises(KeyError):
        fridge.use("butter")
    assert fridge.count() == 4


def test_use_earliest_when_added_late():
    fridge = Fridge([("bread", d(10)), ("bread", d(8)), ("bread", d(9))])
    assert fridge.use("bread") == d(8)
    assert fridge.use("bread") == d(9)
    assert fridge.use("bread") == d(10)


def test_expired():
    fridge = make_fridge()
    assert fridge.expired(d(3)) == []
    assert fridge.expired(d(4)) == [("yoghurt", d(3))]
    assert fridge.expired(d(6)) == [
        ("yoghurt", d(3)), ("milk", d(4)), ("eggs", d(5)), ("ham", d(5))]


def test_use_by_day_is_still_fine():
    fridge = make_fridge()
    assert ("milk", d(6)) not in fridge.expired(d(6))
    assert ("milk", d(6)) in fridge.expired(d(7))


def test_use_soon_default_two_days():
    fridge = make_fridge()
    assert fridge.use_soon(MON) == [("milk", d(4)), ("eggs", d(5)), ("ham", d(5)),
                                    ("milk", d(6))]
    assert fridge.use_soon(d(10)) == [("cheese", d(12))]
    assert fridge.use_soon(d(9)) == []


def test_use_soon_days():
    fridge = make_fridge()
    assert fridge.use_soon(MON, 0) == [("milk", d(4))]
    assert fridge.use_soon(MON, days=1) == [("milk", d(4)), ("eggs", d(5)), ("ham", d(5))]
    assert fridge.use_soon(MON, days=8) == [
        ("milk", d(4)), ("eggs", d(5)), ("ham", d(5)), ("milk", d(6)), ("cheese", d(12))]
    assert fridge.use_soon(d(2), days=1) == [("yoghurt", d(3))]


@pytest.mark.parametrize("days", [-1, -5, True, 1.5, "2", None])
def test_use_soon_bad_days(days):
    with pytest.raises(ValueError):
        make_fridge().use_soon(MON, days)


def test_clear_out():
    fridge = make_fridge()
    assert fridge.clear_out(d(5)) == 2
    assert fridge.count() == 4
    assert fridge.count("yoghurt") == 0
    assert fridge.count("eggs") == 1
    assert fridge.count("milk") == 1
    assert fridge.expired(d(5)) == []
    assert fridge.clear_out(d(5)) == 0
    assert fridge.count() == 4


def test_next_to_go():
    fridge = make_fridge()
    assert fridge.next_to_go() == ("yoghurt", d(3))
    fridge.use("yoghurt")
    fridge.use("milk")
    assert fridge.next_to_go() == ("eggs", d(5))
    fridge.use("eggs")
    assert fridge.next_to_go() == ("ham", d(5))
