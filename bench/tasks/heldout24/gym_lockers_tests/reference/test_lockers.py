import pytest

from lockers import AlreadyHasLocker, LockerError, Lockers, NoLockerFree, UnknownLocker


def test_docstring_example():
    lockers = Lockers(3, out_of_order=[2])
    assert lockers.assign("Ann") == 1
    assert lockers.assign("Bo") == 3
    with pytest.raises(NoLockerFree):
        lockers.assign("Cy")
    with pytest.raises(AlreadyHasLocker):
        lockers.assign("ann ")
    assert lockers.release(1) == "Ann"
    assert lockers.assign("Cy") == 1
    assert lockers.holders() == {1: "Cy", 3: "Bo"}


def test_lowest_free_number_first():
    lockers = Lockers(4)
    assert [lockers.assign(name) for name in ("a", "b", "c")] == [1, 2, 3]
    lockers.release(2)
    assert lockers.assign("d") == 2
    assert lockers.assign("e") == 4


def test_every_locker_up_to_count_is_used():
    lockers = Lockers(2)
    assert lockers.assign("a") == 1
    assert lockers.assign("b") == 2
    with pytest.raises(NoLockerFree):
        lockers.assign("c")


def test_single_locker():
    lockers = Lockers(1)
    assert lockers.assign("Ann") == 1
    assert lockers.free_count() == 0


def test_out_of_order_never_handed_out():
    lockers = Lockers(4, out_of_order=[1, 3])
    assert lockers.assign("a") == 2
    assert lockers.assign("b") == 4
    with pytest.raises(NoLockerFree):
        lockers.assign("c")


def test_out_of_order_outside_range_ignored():
    lockers = Lockers(2, out_of_order=[0, 5, -1])
    assert lockers.free_count() == 2
    assert lockers.assign("a") == 1
    assert lockers.assign("b") == 2


def test_names_compared_ignoring_case_and_spaces():
    lockers = Lockers(5)
    lockers.assign("Ann")
    for same in ("ann", " ANN ", "Ann  ", "aNN"):
        with pytest.raises(AlreadyHasLocker):
            lockers.assign(same)
    assert lockers.locker_of(" ANN ") == 1
    assert lockers.locker_of("ann") == 1
    assert lockers.locker_of("Ann") == 1


def test_already_has_locker_keeps_the_first():
    lockers = Lockers(5)
    lockers.assign("Ann")
    with pytest.raises(AlreadyHasLocker):
        lockers.assign("Ann")
    assert lockers.locker_of("Ann") == 1
    assert lockers.holders() == {1: "Ann"}
    assert lockers.free_count() == 4


def test_no_locker_free_when_all_taken():
    lockers = Lockers(2)
    lockers.assign("a")
    lockers.assign("b")
    with pytest.raises(NoLockerFree):
        lockers.assign("c")
    assert lockers.locker_of("c") is None


def test_release_returns_name_as_given_and_frees_the_locker():
    lockers = Lockers(2)
    lockers.assign(" Ann Lee ")
    assert lockers.release(1) == " Ann Lee "
    assert lockers.locker_of("ann lee") is None
    assert lockers.free_count() == 2
    assert lockers.holders() == {}


def test_member_can_get_a_locker_again_after_release():
    lockers = Lockers(3)
    lockers.assign("Ann")
    lockers.assign("Bo")
    lockers.release(1)
    assert lockers.assign("ANN") == 1
    assert lockers.holders() == {1: "ANN", 2: "Bo"}


@pytest.mark.parametrize("number", [2, 3, 0, 99, -1])
def test_release_unknown(number):
    lockers = Lockers(3, out_of_order=[3])
    lockers.assign("Ann")
    with pytest.raises(UnknownLocker):
        lockers.release(number)
    assert lockers.holders() == {1: "Ann"}


def test_release_twice():
    lockers = Lockers(3)
    lockers.assign("Ann")
    lockers.release(1)
    with pytest.raises(UnknownLocker):
        lockers.release(1)


def test_locker_of_unknown_member_is_none():
    assert Lockers(3).locker_of("Nobody") is None


def test_free_count():
    lockers = Lockers(5, out_of_order=[2, 4])
    assert lockers.free_count() == 3
    lockers.assign("a")
    assert lockers.free_count() == 2
    lockers.assign("b")
    lockers.assign("c")
    assert lockers.free_count() == 0
    lockers.release(3)
    assert lockers.free_count() == 1


def test_holders_in_number_order():
    lockers = Lockers(4)
    for name in ("a", "b", "c"):
        lockers.assign(name)
    lockers.release(1)
    lockers.assign("Dee")
    holders = lockers.holders()
    assert holders == {1: "Dee", 2: "b", 3: "c"}
    assert list(holders) == [1, 2, 3]


def test_errors_are_locker_errors():
    for cls in (NoLockerFree, AlreadyHasLocker, UnknownLocker):
        assert issubclass(cls, LockerError)
    lockers = Lockers(1)
    lockers.assign("a")
    with pytest.raises(LockerError):
        lockers.assign("b")
    with pytest.raises(LockerError):
        lockers.assign("a")
    with pytest.raises(LockerError):
        lockers.release(7)


def test_the_specific_errors_are_distinct():
    lockers = Lockers(1)
    lockers.assign("a")
    with pytest.raises(NoLockerFree):
        lockers.assign("b")
    with pytest.raises(AlreadyHasLocker):
        lockers.assign("a")


@pytest.mark.parametrize("count", [0, -2, 2.0, "3", True])
def test_bad_count(count):
    with pytest.raises(ValueError):
        Lockers(count)


def test_out_of_order_is_keyword_only():
    with pytest.raises(TypeError):
        Lockers(3, [1])
