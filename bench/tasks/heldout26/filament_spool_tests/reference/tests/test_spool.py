import pytest

from spool import MATERIALS, NotEnoughFilament, Spool, SpoolError


def test_defaults():
    s = Spool("PLA")
    assert s.material == "PLA"
    assert s.net_grams == 1000
    assert s.used_grams == 0
    assert s.price == 20.0
    assert s.jobs == []
    assert s.remaining == 1000
    assert s.percent_left == 100
    assert s.is_low is False


@pytest.mark.parametrize("given, stored", [("pla", "PLA"), ("Petg", "PETG"), ("abs", "ABS"),
                                           ("TPU", "TPU"), ("tPu", "TPU")])
def test_material_any_case_stored_upper(given, stored):
    assert Spool(given).material == stored
    assert stored in MATERIALS


@pytest.mark.parametrize("material", ["nylon", "", "PLA+", " pla", None, 3])
def test_bad_material(material):
    with pytest.raises(ValueError):
        Spool(material)


@pytest.mark.parametrize("net", [250, 251, 2999, 3000])
def test_net_grams_in_range(net):
    assert Spool("PLA", net).remaining == net


@pytest.mark.parametrize("net", [249, 0, 3001, 1000.0, "1000", True])
def test_bad_net_grams(net):
    with pytest.raises(ValueError):
        Spool("PLA", net_grams=net)


def test_used_grams_bounds():
    assert Spool("PLA", 500, used_grams=500).remaining == 0
    assert Spool("PLA", 500, used_grams=0).remaining == 500
    with pytest.raises(ValueError):
        Spool("PLA", 500, used_grams=500.5)
    with pytest.raises(ValueError):
        Spool("PLA", 500, used_grams=-1)


def test_price():
    assert Spool("PLA", price=0).price == 0
    with pytest.raises(ValueError):
        Spool("PLA", price=-0.01)


def test_jobs_not_shared():
    a, b = Spool("PLA"), Spool("PLA")
    a.print_job("cube", 10)
    assert b.jobs == []


def test_print_job_uses_filament_and_records_it():
    s = Spool("PETG")
    assert s.print_job("benchy", 12) == 0.24
    assert s.print_job("vase", 80.5) == 1.61
    assert s.used_grams == 92.5
    assert s.remaining == 907.5
    assert s.jobs == [("benchy", 12), ("vase", 80.5)]


def test_cost_depends_on_spool_size_and_price():
    s = Spool("PLA", net_grams=500, price=15.0)
    assert s.print_job("clip", 50) == 1.5
    s = Spool("ABS", net_grams=750, price=22.5)
    assert s.print_job("box", 100) == 3.0
    s = Spool("PLA", price=0)
    assert s.print_job("free", 100) == 0


def test_cost_rounded_to_two_decimals():
    s = Spool("PLA", price=19.99)
    assert s.print_job("a", 33) == 0.66
    s = Spool("PLA", net_grams=750, price=20)
    assert s.print_job("b", 10) == 0.27


def test_using_exactly_what_is_left():
    s = Spool("PLA", 500, used_grams=440)
    s.print_job("last", 60)
    assert s.remaining == 0
    assert s.percent_left == 0


def test_not_enough_filament_changes_nothing():
    s = Spool("PLA", 500, used_grams=440)
    with pytest.raises(NotEnoughFilament):
        s.print_job("big", 60.5)
    assert s.used_grams == 440
    assert s.remaining == 60
    assert s.jobs == []


def test_exceptions():
    assert issubclass(NotEnoughFilament, SpoolError)
    assert not issubclass(NotEnoughFilament, ValueError)
    s = Spool("PLA", 250)
    with pytest.raises(SpoolError):
        s.print_job("huge", 251)


@pytest.mark.parametrize("grams", [0, -5, 0.0, True, "10", None])
def test_bad_grams(grams):
    s = Spool("PLA")
    with pytest.raises(ValueError):
        s.print_job("x", grams)
    assert s.jobs == []
    assert s.used_grams == 0


def test_undo_last_newest_first():
    s = Spool("PLA")
    s.print_job("a", 10)
    s.print_job("b", 20)
    s.print_job("c", 30)
    assert s.undo_last() == ("c", 30)
    assert s.used_grams == 30
    assert s.remaining == 970
    assert s.jobs == [("a", 10), ("b", 20)]
    assert s.undo_last() == ("b", 20)
    assert s.undo_last() == ("a", 10)
    assert s.used_grams == 0
    assert s.jobs == []


def test_undo_with_no_jobs():
    s = Spool("PLA", used_grams=100)
    with pytest.raises(SpoolError):
        s.undo_last()
    assert s.used_grams == 100


def test_is_low_below_ten_percent_only():
    s = Spool("PLA", used_grams=900)
    assert s.is_low is False
    s.print_job("tiny", 0.5)
    assert s.is_low is True
    assert Spool("TPU", 250, used_grams=225).is_low is False
    assert Spool("TPU", 250, used_grams=226).is_low is True
    assert Spool("TPU", 250, used_grams=250).is_low is True


def test_percent_left_rounded():
    assert Spool("PLA", used_grams=4).percent_left == 100
    assert Spool("PLA", used_grams=6).percent_left == 99
    assert Spool("PLA", used_grams=333).percent_left == 67
    assert Spool("PLA", 750, used_grams=500).percent_left == 33
    assert isinstance(Spool("PLA", used_grams=333).percent_left, int)
