import hashlib
import os
import subprocess
import sys

import pytest

from series import moving_average, percent_change, running_total

ORIGINAL_TESTS_SHA256 = "115bb81ef7bca3d4209e71c4a5b86c96908a25d3c5ae17c3f3c71db2b61b06f2"


def test_tests_file_unchanged():
    with open("test_series.py", "rb") as fh:
        data = fh.read().replace(b"\r\n", b"\n")
    assert hashlib.sha256(data).hexdigest() == ORIGINAL_TESTS_SHA256


def test_workspace_tests_pass():
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_series.py"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]


def test_moving_average():
    assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]
    assert moving_average([2, 4, 6], 3) == [4.0]
    assert moving_average([5], 1) == [5.0]
    assert moving_average([1, 2, 3, 4, 5], 1) == [1, 2, 3, 4, 5]
    assert moving_average([3, 1, 4, 1, 5, 9], 3) == [8 / 3, 2.0, 10 / 3, 5.0]
    assert moving_average([1, 2], 3) == []
    assert moving_average([], 2) == []


def test_moving_average_bad_window():
    for w in (0, -1):
        with pytest.raises(ValueError):
            moving_average([1, 2, 3], w)


def test_percent_change():
    assert percent_change(50, 75) == 50.0
    assert percent_change(200, 150) == -25.0
    assert percent_change(3, 4) == 33.33
    assert percent_change(4, 3) == -25.0
    assert percent_change(10, 0) == -100.0
    assert percent_change(-20, -10) == -50.0


def test_percent_change_from_zero():
    for new in (10, 0, -3):
        with pytest.raises(ValueError):
            percent_change(0, new)


def test_running_total():
    assert running_total([1, 2, 3]) == [1, 3, 6]
    assert running_total([]) == []
    assert running_total([5]) == [5]
    assert running_total([2, -2, 0.5]) == [2, 0, 0.5]
