"""Hidden check for dry_cleaning_tests: the user's tests/test_drycleaning.py must pass on the
given drycleaning.py (which must stay unchanged) and fail on each small broken version."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "drycleaning.py"
TEST_FILE = "tests/test_drycleaning.py"
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "original_drycleaning.txt"),
          encoding="utf-8", newline="") as _fh:
    ORIGINAL = _fh.read()

MUTANTS = {
    "shirt_price": [('"shirt": 3.50', '"shirt": 3.75')],
    "coat_price": [('"coat": 16.50', '"coat": 16.00')],
    "item_case_matters": [("    key = item.strip().lower()\n", "    key = item.strip()\n")],
    "unknown_item_free": [('        raise ValueError(f"we don\'t clean {item!r}")\n',
                           "        return 0.0\n")],
    "deal_four_shirts": [("SHIRT_DEAL = (5, 15.00)", "SHIRT_DEAL = (4, 15.00)")],
    "deal_price": [("SHIRT_DEAL = (5, 15.00)", "SHIRT_DEAL = (5, 16.00)")],
    "express_quarter": [("EXPRESS_SURCHARGE = 0.5", "EXPRESS_SURCHARGE = 0.25")],
    "empty_ticket_zero": [('        raise ValueError("nothing on the ticket")\n',
                           "        return 0.0\n")],
    "ready_two_days": [("READY_DAYS = 3", "READY_DAYS = 2")],
    "express_two_days": [("EXPRESS_DAYS = 1", "EXPRESS_DAYS = 2")],
    "open_sundays": [("CLOSED = 6", "CLOSED = 7")],
    "count_zero_allowed": [("            if count < 1:\n", "            if count < 0:\n")],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
