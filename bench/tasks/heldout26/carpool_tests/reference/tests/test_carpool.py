import pytest

from carpool import CarFullError, Carpool, CarpoolError, NotRidingError


def test_defaults():
    car = Carpool("Dana")
    assert car.driver == "Dana"
    assert car.seats == 4
    assert car.free_seats == 4
    assert car.riders == []
    assert car.trips == 0


def test_driver_is_stripped():
    assert Carpool("  Dana ").driver == "Dana"


@pytest.mark.parametrize("driver", ["", "   ", "\t"])
def test_empty_driver_refused(driver):
    with pytest.raises(ValueError):
        Carpool(driver)


@pytest.mark.parametrize("seats", [1, 2, 7, 8])
def test_seats_in_range(seats):
    assert Carpool("Dana", seats).free_seats == seats


@pytest.mark.parametrize("seats", [0, -1, 9, 2.0, "4", True, None])
def test_bad_seats(seats):
    with pytest.raises(ValueError):
        Carpool("Dana", seats)


def test_join_returns_free_seats_left():
    car = Carpool("Dana", seats=3)
    assert car.join("Ali") == 2
    assert car.join("Bo") == 1
    assert car.join("Cy") == 0
    assert car.free_seats == 0


def test_join_strips_and_keeps_first_spelling():
    car = Carpool("Dana")
    car.join("  McKenzie ")
    assert car.riders == ["McKenzie"]
    with pytest.raises(ValueError):
        car.join("mckenzie")
    with pytest.raises(ValueError):
        car.join("MCKENZIE  ")
    assert car.riders == ["McKenzie"]


@pytest.mark.parametrize("name", ["", "  "])
def test_join_empty_name(name):
    car = Carpool("Dana")
    with pytest.raises(ValueError):
        car.join(name)
    assert car.riders == []


@pytest.mark.parametrize("name", ["Dana", "dana", " DANA "])
def test_driver_cannot_join(name):
    car = Carpool("Dana")
    with pytest.raises(ValueError):
        car.join(name)
    assert car.riders == []
    assert car.free_seats == 4


def test_full_car():
    car = Carpool("Dana", seats=2)
    car.join("Ali")
    car.join("Bo")
    with pytest.raises(CarFullError):
        car.join("Cy")
    assert car.riders == ["Ali", "Bo"]
    assert car.free_seats == 0


def test_full_car_error_is_not_value_error():
    car = Carpool("Dana", seats=1)
    car.join("Ali")
    with pytest.raises(CarpoolError) as info:
        car.join("Bo")
    assert type(info.value) is CarFullError
    assert not isinstance(info.value, ValueError)


def test_exception_hierarchy():
    assert issubclass(CarFullError, CarpoolError)
    assert issubclass(NotRidingError, CarpoolError)
    assert issubclass(CarpoolError, Exception)


def test_leave_frees_seat_case_insensitively():
    car = Carpool("Dana", seats=2)
    car.join("Ali")
    car.join("Bo")
    car.leave("  ALI ")
    assert car.riders == ["Bo"]
    assert car.free_seats == 1
    assert car.join("Cy") == 0
    assert car.riders == ["Bo", "Cy"]


def test_leave_unknown():
    car = Carpool("Dana")
    car.join("Ali")
    with pytest.raises(NotRidingError):
        car.leave("Bo")
    with pytest.raises(CarpoolError):
        car.leave("Dana")
    assert car.riders == ["Ali"]


def test_rejoin_after_leaving():
    car = Carpool("Dana")
    car.join("Ali")
    car.leave("ali")
    with pytest.raises(NotRidingError):
        car.leave("Ali")
    assert car.join("ALI") == 3
    assert car.riders == ["ALI"]


def test_riders_in_join_order():
    car = Carpool("Dana", seats=5)
    for name in ["Zoe", "ann", "Mo", "Bea"]:
        car.join(name)
    assert car.riders == ["Zoe", "ann", "Mo", "Bea"]


def test_riders_is_a_new_list():
    car = Carpool("Dana")
    car.join("Ali")
    got = car.riders
    got.append("Eve")
    got.clear()
    assert car.riders == ["Ali"]
    assert car.riders is not car.riders


def test_share_driver_alone():
    assert Carpool("Dana").share(12.5) == 12.5


def test_share_includes_driver():
    car = Carpool("Dana")
    car.join("Ali")
    assert car.share(30) == 15.0
    car.join("Bo")
    assert car.share(30) == 10.0
    car.join("Cy")
    assert car.share(30) == 7.5


def test_share_rounded_to_two_decimals():
    car = Carpool("Dana")
    car.join("Ali")
    car.join("Bo")
    assert car.share(10) == 3.33
    assert car.share(20) == 6.67
    assert car.share(0) == 0


def test_negative_cost():
    with pytest.raises(ValueError):
        Carpool("Dana").share(-0.01)


def test_record_trip_counts_riders_only():
    car = Carpool("Dana")
    car.join("Ali")
    car.record_trip()
    car.join("Bo")
    car.record_trip()
    car.record_trip()
    assert car.trips == 3
    assert car.rides_of("Ali") == 3
    assert car.rides_of("bo") == 2
    assert car.rides_of("Dana") == 0
    assert car.rides_of("Nobody") == 0


def test_rides_kept_after_leaving():
    car = Carpool("Dana")
    car.join("Ali")
    car.record_trip()
    car.record_trip()
    car.leave("Ali")
    car.record_trip()
    assert car.rides_of("Ali") == 2
    assert car.trips == 3
    car.join("ali")
    car.record_trip()
    assert car.rides_of(" ALI ") == 3
