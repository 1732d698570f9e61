import pytest

from waitlist import DuplicateParty, NotWaiting, Waitlist, WaitlistError


def test_docstring_example():
    wl = Waitlist()
    assert wl.add("Ana", 4) == 1
    assert wl.add("Ben", 2) == 2
    assert wl.add("Cho", 3) == 3
    assert wl.seat(2) == "Ben"
    assert wl.position("cho") == 2
    assert wl.seat(6) == "Ana"
    assert wl.seat(1) is None
    assert wl.seated == 2


def test_add_returns_position():
    wl = Waitlist()
    assert [wl.add(n, 2) for n in ("a", "b", "c")] == [1, 2, 3]
    assert len(wl) == 3


def test_seat_longest_waiting_that_fits():
    wl = Waitlist()
    wl.add("Ana", 2)
    wl.add("Ben", 4)
    wl.add("Cho", 1)
    assert wl.seat(6) == "Ana"
    assert wl.seat(6) == "Ben"
    assert wl.seat(6) == "Cho"
    assert len(wl) == 0


def test_seat_skips_parties_too_big():
    wl = Waitlist()
    wl.add("Ana", 6)
    wl.add("Ben", 5)
    wl.add("Cho", 2)
    wl.add("Dev", 3)
    assert wl.seat(3) == "Cho"
    assert wl.seat(3) == "Dev"
    assert wl.seat(3) is None
    assert [wl.position("Ana"), wl.position("Ben")] == [1, 2]


def test_exact_fit():
    wl = Waitlist()
    wl.add("Ana", 4)
    assert wl.seat(4) == "Ana"


def test_no_fit_changes_nothing():
    wl = Waitlist()
    wl.add("Ana", 5)
    assert wl.seat(4) is None
    assert len(wl) == 1
    assert wl.seated == 0
    assert wl.position("Ana") == 1


def test_seat_on_empty_list():
    assert Waitlist().seat(4) is None


def test_seat_takes_party_off_and_counts():
    wl = Waitlist()
    wl.add("Ana", 2)
    wl.add("Ben", 2)
    wl.seat(2)
    assert len(wl) == 1
    assert wl.guests_waiting() == 2
    assert wl.seated == 1
    with pytest.raises(NotWaiting):
        wl.position("Ana")
    assert wl.position("Ben") == 1
    wl.seat(2)
    assert wl.seated == 2


def test_seat_returns_name_as_given():
    wl = Waitlist()
    wl.add("  Ana  Ruiz ", 2)
    assert wl.seat(2) == "  Ana  Ruiz "


@pytest.mark.parametrize("same", ["ana ruiz", " Ana Ruiz ", "ANA   RUIZ", "ana\truiz"])
def test_names_compared_loosely(same):
    wl = Waitlist()
    wl.add("Ana Ruiz", 2)
    with pytest.raises(DuplicateParty):
        wl.add(same, 3)
    assert wl.position(same) == 1
    assert len(wl) == 1
    assert wl.remove(same) == 2
    assert len(wl) == 0


def test_different_names_are_different_parties():
    wl = Waitlist()
    wl.add("Ana Ruiz", 2)
    assert wl.add("AnaRuiz", 2) == 2


def test_party_can_rejoin_after_seating_or_removal():
    wl = Waitlist()
    wl.add("Ana", 2)
    wl.seat(2)
    assert wl.add("Ana", 2) == 1
    wl.remove("Ana")
    assert wl.add("ana", 3) == 1


@pytest.mark.parametrize("size", [0, -1, 9, 2.0, "2", True])
def test_bad_size_default_max(size):
    wl = Waitlist()
    with pytest.raises(ValueError):
        wl.add("Ana", size)
    assert len(wl) == 0


def test_size_limits():
    wl = Waitlist()
    assert wl.add("a", 1) == 1
    assert wl.add("b", 8) == 2
    small = Waitlist(max_party=4)
    small.add("x", 4)
    with pytest.raises(ValueError):
        small.add("y", 5)


def test_max_party_is_keyword_only():
    with pytest.raises(TypeError):
        Waitlist(4)


def test_remove():
    wl = Waitlist()
    wl.add("Ana", 3)
    wl.add("Ben", 5)
    wl.add("Cho", 2)
    assert wl.remove("Ben") == 5
    assert wl.position("Cho") == 2
    assert wl.seated == 0
    assert wl.guests_waiting() == 5
    with pytest.raises(NotWaiting):
        wl.remove("Ben")


def test_position_unknown():
    wl = Waitlist()
    with pytest.raises(NotWaiting):
        wl.position("Zed")


def test_guests_waiting():
    wl = Waitlist()
    assert wl.guests_waiting() == 0
    wl.add("a", 3)
    wl.add("b", 4)
    assert wl.guests_waiting() == 7


@pytest.mark.parametrize("table", [0, -2])
def test_bad_table_size(table):
    wl = Waitlist()
    wl.add("Ana", 1)
    with pytest.raises(ValueError):
        wl.seat(table)
    assert len(wl) == 1


def test_error_hierarchy():
    assert issubclass(DuplicateParty, WaitlistError)
    assert issubclass(NotWaiting, WaitlistError)
    wl = Waitlist()
    wl.add("a", 1)
    with pytest.raises(WaitlistError):
        wl.add("A", 1)
    with pytest.raises(WaitlistError):
        wl.remove("b")
    with pytest.raises(WaitlistError):
        wl.position("b")
