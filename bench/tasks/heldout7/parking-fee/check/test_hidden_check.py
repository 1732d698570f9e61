import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from parking import parking_fee

WORKSPACE = Path.cwd()

BROKEN = '''
def parking_fee(minutes):
    return 999
'''


@pytest.mark.parametrize("minutes, fee", [
    (0, 0), (1, 0), (30, 0), (31, 2), (59, 2), (60, 2), (61, 4), (90, 4), (120, 4),
    (121, 6), (419, 14), (420, 14), (421, 15), (480, 15), (1440, 15), (10000, 15),
])
def test_fee(minutes, fee):
    assert parking_fee(minutes) == fee


def test_negative_minutes_raise():
    with pytest.raises(ValueError):
        parking_fee(-1)
    with pytest.raises(ValueError):
        parking_fee(-60)


def _run_user_tests(folder):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(folder)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    (folder / "pytest.ini").write_text("[pytest]\n")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_parking.py"],
        cwd=folder, env=env, capture_output=True, text=True, timeout=60)


def test_user_tests_exist_and_pass(tmp_path):
    tests = WORKSPACE / "test_parking.py"
    assert tests.is_file(), "test_parking.py was not written"
    shutil.copy(tests, tmp_path / "test_parking.py")
    shutil.copy(WORKSPACE / "parking.py", tmp_path / "parking.py")
    proc = _run_user_tests(tmp_path)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " passed" in proc.stdout


def test_user_tests_catch_a_broken_implementation(tmp_path):
    tests = WORKSPACE / "test_parking.py"
    assert tests.is_file(), "test_parking.py was not written"
    shutil.copy(tests, tmp_path / "test_parking.py")
    (tmp_path / "parking.py").write_text(BROKEN)
    proc = _run_user_tests(tmp_path)
    # 1: tests failed; 2: they could not even be collected against it (both catch it)
    assert proc.returncode in (1, 2), proc.stdout[-2000:]
