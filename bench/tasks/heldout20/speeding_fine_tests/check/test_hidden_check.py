import os
import re
import shutil
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())

ORIGINAL = '"""Speeding fines."""\n\nBANDS = [\n    # (max km/h over the limit, fine in dollars)\n    (10, 100),\n    (20, 250),\n    (30, 500),\n]\nTOP_FINE = 1000\n\n\ndef speeding_fine(speed, limit, school_zone=False):\n    """Return the fine in whole dollars for driving at `speed` where the limit is `limit`.\n\n    How far over the limit decides the band:\n        at or under the limit   ->    0\n        1 to 10 km/h over       ->  100\n        11 to 20 km/h over      ->  250\n        21 to 30 km/h over      ->  500\n        more than 30 over       -> 1000\n    In a school zone every fine is doubled.\n    Speeds and limits are whole km/h. Raises ValueError if speed is negative or\n    limit is not positive.\n    """\n    if speed < 0:\n        raise ValueError("speed cannot be negative")\n    if limit <= 0:\n        raise ValueError("limit must be positive")\n    over = speed - limit\n    if over <= 0:\n        return 0\n    fine = TOP_FINE\n    for max_over, amount in BANDS:\n        if over <= max_over:\n            fine = amount\n            break\n    return fine * 2 if school_zone else fine\n'

TESTS = os.path.join(os.getcwd(), "tests", "test_fines.py")

MUTANTS = {
    "fine at exactly the limit": ("    if over <= 0:\n        return 0", "    if over < 0:\n        return 0"),
    "1 over not fined": ("    if over <= 0:\n        return 0", "    if over <= 1:\n        return 0"),
    "10 over in the 250 band": ("    (10, 100),", "    (9, 100),"),
    "11 over in the 100 band": ("    (10, 100),", "    (11, 100),"),
    "20 over in the 500 band": ("    (20, 250),", "    (19, 250),"),
    "21 over in the 250 band": ("    (20, 250),", "    (21, 250),"),
    "30 over in the top band": ("    (30, 500),", "    (29, 500),"),
    "31 over in the 500 band": ("    (30, 500),", "    (31, 500),"),
    "top fine wrong": ("TOP_FINE = 1000", "TOP_FINE = 750"),
    "school zone not doubled": ("return fine * 2 if school_zone else fine", "return fine"),
    "school zone tripled": ("return fine * 2 if school_zone else fine",
                            "return fine * 3 if school_zone else fine"),
    "school zone fines 0 over": ("    if over <= 0:\n        return 0",
                                 "    if over <= 0:\n        return 100 if school_zone else 0"),
    "negative speed accepted": ('    if speed < 0:\n        raise ValueError("speed cannot be negative")\n', ""),
    "bad limit accepted": ('    if limit <= 0:\n        raise ValueError("limit must be positive")\n', ""),
}


def _run_pytest(workdir):
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           os.path.join("tests", "test_fines.py")], cwd=workdir,
                          capture_output=True, text=True, env=env, timeout=120)


def test_fines_py_unchanged():
    with open(os.path.join(os.getcwd(), "fines.py")) as f:
        assert f.read() == ORIGINAL


def test_tests_file_exists():
    assert os.path.isfile(TESTS)


def test_tests_pass_against_current_code():
    p = _run_pytest(os.getcwd())
    assert p.returncode == 0, p.stdout + p.stderr
    assert re.search(r"\d+ passed", p.stdout), p.stdout


def test_tests_pass_against_pristine_copy(tmp_path):
    assert os.path.isfile(TESTS)
    shutil.copytree(os.path.join(os.getcwd(), "tests"), tmp_path / "tests",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "fines.py").write_text(ORIGINAL)
    p = _run_pytest(tmp_path)
    assert p.returncode == 0, p.stdout + p.stderr


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_tests_catch_mutant(tmp_path, name):
    assert os.path.isfile(TESTS)
    old, new = MUTANTS[name]
    assert old in ORIGINAL
    shutil.copytree(os.path.join(os.getcwd(), "tests"), tmp_path / "tests",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "fines.py").write_text(ORIGINAL.replace(old, new))
    p = _run_pytest(tmp_path)
    assert p.returncode != 0, f"tests did not notice: {name}"
