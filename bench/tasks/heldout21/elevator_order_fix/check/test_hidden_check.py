import hashlib
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())
import elevator  # noqa: E402

TESTS_SHA256 = "f37afeb73e322c8c5d936a6d6e03c3fe718c053d8612f34a228d23f5cb4808d8"


def test_given_tests_unchanged():
    with open("test_elevator.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256


def test_given_tests_pass():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_elevator.py"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "10 passed" in proc.stdout


@pytest.mark.parametrize("current,direction,requests,expected", [
    (5, "up", [8, 2, 6, 3], [6, 8, 3, 2]),
    (5, "down", [8, 2, 6, 3], [3, 2, 6, 8]),
    (3, "up", [3], [3]),
    (3, "down", [3, 3, 3], [3]),
    (3, "up", [3, 1, 3, 5, 5, 2], [3, 5, 2, 1]),
    (3, "down", [3, 1, 3, 5, 5, 2], [3, 2, 1, 5]),
    (0, "up", [-3, -1, -3], [-1, -3]),
    (-2, "up", [-2, 4, -5, 0], [-2, 0, 4, -5]),
    (7, "down", [12, 9, 8, 12], [8, 9, 12]),
    (7, "up", [1, 2, 3], [3, 2, 1]),
    (1, "down", [1, 0, 2, 0, 1], [1, 0, 2]),
    (2, "up", (4, 2, 0), [2, 4, 0]),
])
def test_service_order(current, direction, requests, expected):
    assert elevator.service_order(current, direction, requests) == expected


def test_accepts_generator_and_does_not_mutate():
    assert elevator.service_order(2, "up", (f for f in [5, 1, 5])) == [5, 1]
    reqs = [4, 4, 1, 9]
    elevator.service_order(4, "down", reqs)
    assert reqs == [4, 4, 1, 9]


@pytest.mark.parametrize("current,direction,requests,expected", [
    (5, "up", [8, 2, 6, 3], 9),
    (5, "down", [8, 2, 6, 3], 9),
    (3, "up", [3, 3, 5, 1, 1], 6),
    (4, "down", [4, 4, 4], 0),
    (0, "up", [-3, -1, -3], 3),
    (10, "down", [12, 10, 11], 2),
])
def test_travel(current, direction, requests, expected):
    assert elevator.travel_distance(current, direction, requests) == expected


@pytest.mark.parametrize("direction", ["sideways", "Up", "", None])
def test_bad_direction(direction):
    with pytest.raises(ValueError):
        elevator.service_order(1, direction, [2])
