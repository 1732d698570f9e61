import pytest

from counter import DoorCounter


def state(door):
    return (door.inside, door.peak, door.total_in, door.refused)


def test_new_counter():
    door = DoorCounter(5)
    assert door.capacity == 5
    assert state(door) == (0, 0, 0, 0)
    assert door.space() == 5
    assert not door.is_full()


def test_docstring_example():
    door = DoorCounter(3)
    assert door.enter(2) is True
    assert door.inside == 2
    assert door.enter(2) is False
    assert door.inside == 2
    assert door.refused == 2
    assert door.enter() is True
    assert door.inside == 3
    assert door.is_full() is True
    assert door.space() == 0
    door.leave(2)
    assert (door.inside, door.peak, door.total_in) == (1, 3, 3)


def test_filling_exactly_to_capacity_is_allowed():
    door = DoorCounter(4)
    assert door.enter(4) is True
    assert door.inside == 4
    assert door.is_full()
    assert door.enter() is False
    assert door.inside == 4


def test_group_is_never_split():
    door = DoorCounter(10)
    door.enter(8)
    assert door.enter(3) is False
    assert state(door) == (8, 8, 8, 3)
    assert door.enter(2) is True
    assert state(door) == (10, 10, 10, 3)


def test_refused_counts_people_not_groups():
    door = DoorCounter(2)
    door.enter(2)
    door.enter(4)
    door.enter()
    assert door.refused == 5


def test_refused_people_do_not_count_as_in():
    door = DoorCounter(1)
    door.enter()
    door.enter(3)
    assert door.total_in == 1
    assert door.peak == 1


def test_peak_keeps_the_highest():
    door = DoorCounter(10)
    door.enter(6)
    door.leave(4)
    door.enter(1)
    assert door.inside == 3
    assert door.peak == 6
    door.enter(5)
    assert door.peak == 8


def test_total_in_counts_returning_people_again():
    door = DoorCounter(2)
    door.enter(2)
    door.leave(2)
    door.enter()
    assert door.total_in == 3
    assert door.inside == 1


def test_leave_everyone():
    door = DoorCounter(5)
    door.enter(3)
    door.leave(3)
    assert door.inside == 0
    assert door.space() == 5


def test_leave_default_is_one():
    door = DoorCounter(5)
    door.enter(3)
    door.leave()
    assert door.inside == 2


def test_leave_more_than_inside_changes_nothing():
    door = DoorCounter(5)
    door.enter(2)
    with pytest.raises(ValueError):
        door.leave(3)
    assert state(door) == (2, 2, 2, 0)
    empty = DoorCounter(5)
    with pytest.raises(ValueError):
        empty.leave()


def test_space_and_is_full_follow_inside():
    door = DoorCounter(3)
    door.enter(3)
    door.leave()
    assert door.space() == 1
    assert door.is_full() is False
    door.enter()
    assert door.is_full() is True
    assert door.space() == 0


@pytest.mark.parametrize("n", [0, -1, 1.0, "2", None, True])
def test_enter_bad_count(n):
    door = DoorCounter(5)
    door.enter(2)
    with pytest.raises(ValueError):
        door.enter(n)
    assert state(door) == (2, 2, 2, 0)


@pytest.mark.parametrize("n", [0, -1, 1.5, "1", True])
def test_leave_bad_count(n):
    door = DoorCounter(5)
    door.enter(2)
    with pytest.raises(ValueError):
        door.leave(n)
    assert state(door) == (2, 2, 2, 0)


@pytest.mark.parametrize("capacity", [0, -3, 2.0, "10", None, True])
def test_bad_capacity(capacity):
    with pytest.raises(ValueError):
        DoorCounter(capacity)


def test_capacity_one_is_fine():
    door = DoorCounter(1)
    assert door.enter() is True
    assert door.is_full()


def test_reset_starts_a_new_night():
    door = DoorCounter(3)
    door.enter(3)
    door.enter(2)
    door.leave(1)
    door.reset()
    assert state(door) == (0, 0, 0, 0)
    assert door.capacity == 3
    assert door.space() == 3
    assert door.enter(3) is True
    assert state(door) == (3, 3, 3, 0)
