import pytest

from waitlist import FitnessClass


def full_class():
    yoga = FitnessClass("yoga", 2)
    for person in ["ana", "ben", "cleo", "dev", "eli"]:
        yoga.sign_up(person)
    return yoga


def test_setup_as_before():
    yoga = full_class()
    assert sorted(yoga.booked) == ["ana", "ben"]
    assert yoga.waitlist == ["cleo", "dev", "eli"]


def test_first_waiting_moves_up():
    yoga = full_class()
    yoga.cancel("ana")
    assert sorted(yoga.booked) == ["ben", "cleo"]
    assert yoga.waitlist == ["dev", "eli"]


def test_moves_up_in_order():
    yoga = full_class()
    yoga.cancel("ben")
    yoga.cancel("cleo")
    assert sorted(yoga.booked) == ["ana", "dev"]
    assert yoga.waitlist == ["eli"]
    yoga.cancel("ana")
    assert sorted(yoga.booked) == ["dev", "eli"]
    assert yoga.waitlist == []


def test_waitlist_cancel_moves_nobody():
    yoga = full_class()
    yoga.cancel("dev")
    assert sorted(yoga.booked) == ["ana", "ben"]
    assert yoga.waitlist == ["cleo", "eli"]
    yoga.cancel("cleo")
    assert sorted(yoga.booked) == ["ana", "ben"]
    assert yoga.waitlist == ["eli"]


def test_cancel_with_empty_waitlist():
    spin = FitnessClass("spin", 3)
    spin.sign_up("ana")
    spin.sign_up("ben")
    spin.cancel("ana")
    assert spin.booked == ["ben"]
    assert spin.waitlist == []
    assert spin.sign_up("cleo") == "booked"


def test_moved_up_person_can_cancel_too():
    yoga = full_class()
    yoga.cancel("ana")
    yoga.cancel("cleo")
    assert sorted(yoga.booked) == ["ben", "dev"]
    assert yoga.waitlist == ["eli"]


def test_unknown_person_still_raises():
    yoga = full_class()
    with pytest.raises(ValueError):
        yoga.cancel("zoe")
    assert sorted(yoga.booked) == ["ana", "ben"]
    assert yoga.waitlist == ["cleo", "dev", "eli"]
