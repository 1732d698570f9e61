import pytest

from elevator import service_order, travel_distance


def test_going_up_then_down():
    assert service_order(5, "up", [8, 2, 6, 3]) == [6, 8, 3, 2]


def test_going_down_then_up():
    assert service_order(5, "down", [8, 2, 6, 3]) == [3, 2, 6, 8]


def test_request_at_current_floor_served_first():
    assert service_order(4, "up", [1, 4, 7]) == [7, 1]
    assert service_order(4, "down", [7, 4, 1]) == [1, 7]


def test_duplicate_requests_served_once():
    assert service_order(0, "up", [3, 3, 1, 3]) == [1, 3, 3, 3]
    assert service_order(9, "down", [2, 8, 2, 9, 9]) == [8, 2, 2]


def test_nothing_ahead_turns_around():
    assert service_order(10, "up", [2, 7]) == [7, 2]
    assert service_order(0, "down", [7, 2]) == [2, 7]


def test_empty():
    assert service_order(3, "down", []) == []
    assert travel_distance(3, "down", []) == 0


def test_requests_not_modified():
    requests = [8, 2, 6, 3, 6]
    service_order(5, "up", requests)
    assert requests == [8, 2, 6, 3, 6]


def test_basement_floors():
    assert service_order(0, "down", [-2, 3, -1]) == [-1, -2, 3]


def test_travel_distance():
    assert travel_distance(5, "up", [8, 2, 6, 3]) == 9
    assert travel_distance(4, "down", [7, 4, 1]) == 9
    assert travel_distance(9, "down", [9, 9]) == 0


def test_bad_direction():
    with pytest.raises(ValueError):
        service_order(1, "sideways", [2])
