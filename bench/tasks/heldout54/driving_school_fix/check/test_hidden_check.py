"""Hidden check for driving_school_fix: 15 minor faults is still a pass, pick-up times count
back across hours properly, progress stops at 100, nothing else changed, and the given
tests/test_driving.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from driving import lesson_fee, mock_result, pickup_time, prepaid_cost, progress  # noqa: E402

GIVEN_TEST = "tests/test_driving.py"
# the given tests/test_driving.py, verbatim
GIVEN = r'''import pytest

from driving import lesson_fee, mock_result, pickup_time, prepaid_cost, progress


def test_lesson_fee():
    assert lesson_fee(60) == 38.0
    assert lesson_fee(90) == 55.0
    assert lesson_fee(120) == 72.0
    with pytest.raises(ValueError):
        lesson_fee(45)


def test_prepaid_cost():
    assert prepaid_cost(10) == 340.0
    assert prepaid_cost(12) == 416.0
    assert prepaid_cost(7) == 266.0
    assert prepaid_cost(25) == 870.0
    with pytest.raises(ValueError):
        prepaid_cost(0)


def test_mock_result():
    assert mock_result(3) == "pass"
    assert mock_result(15) == "pass"
    assert mock_result(16) == "fail"
    assert mock_result(2, serious=1) == "fail"
    assert mock_result(0, dangerous=1) == "fail"


def test_pickup_time():
    assert pickup_time("14:30", 20) == "14:10"
    assert pickup_time("09:10", 25) == "08:45"
    assert pickup_time("09:10", 75) == "07:55"
    assert pickup_time("10:00", 130) == "07:50"


def test_progress():
    assert progress(0) == 0
    assert progress(9) == 20
    assert progress(30) == 66
    assert progress(45) == 100
    assert progress(52) == 100
'''


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "5 passed" in proc.stdout


def test_mock_result_more():
    for minors in range(0, 16):
        assert mock_result(minors) == "pass", minors
    for minors in range(16, 40):
        assert mock_result(minors) == "fail", minors
    assert mock_result(15, 0, 0) == "pass"
    assert mock_result(15, serious=1) == "fail"
    assert mock_result(15, dangerous=2) == "fail"
    assert mock_result(0, 1, 1) == "fail"
    for bad in [(-1,), (3, -1), (3, 0, -1)]:
        with pytest.raises(ValueError):
            mock_result(*bad)


def test_pickup_time_more():
    assert pickup_time("14:30", 0) == "14:30"
    assert pickup_time("14:30", 30) == "14:00"
    assert pickup_time("14:30", 31) == "13:59"
    assert pickup_time("08:00", 60) == "07:00"
    assert pickup_time("08:05", 125) == "06:00"
    assert pickup_time("18:45", 200) == "15:25"
    assert pickup_time("10:00", 600) == "00:00"
    assert pickup_time("23:59", 1439) == "00:00"
    rng = random.Random(54)
    for _ in range(2000):
        start = rng.randint(0, 24 * 60 - 1)
        travel = rng.randint(0, start)
        text = f"{start // 60:02d}:{start % 60:02d}"
        leave = start - travel
        assert pickup_time(text, travel) == f"{leave // 60:02d}:{leave % 60:02d}", (text, travel)
    for bad in [("00:10", 20), ("00:30", 45)]:
        with pytest.raises(ValueError):
            pickup_time(*bad)


def test_progress_more():
    assert progress(44) == 97
    assert progress(45) == 100
    assert progress(46) == 100
    assert progress(45.5) == 100
    assert progress(90) == 100
    assert progress(1000) == 100
    assert progress(22.5) == 50
    assert progress(1) == 2
    for hours in range(0, 46):
        assert progress(hours) == hours * 100 // 45, hours
    with pytest.raises(ValueError):
        progress(-1)


def test_rest_unchanged():
    assert [lesson_fee(m) for m in (60, 90, 120)] == [38.0, 55.0, 72.0]
    for bad in [30, 0, 100, 61]:
        with pytest.raises(ValueError):
            lesson_fee(bad)
    assert prepaid_cost(1) == 38.0
    assert prepaid_cost(9) == 342.0
    assert prepaid_cost(20) == 680.0
    assert prepaid_cost(33) == 1134.0
    for bad in [0, -3, 2.5, True]:
        with pytest.raises(ValueError):
            prepaid_cost(bad)
