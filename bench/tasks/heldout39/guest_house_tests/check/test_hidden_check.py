"""Hidden check for guest_house_tests: the user's tests/test_guesthouse.py must pass on the given
guesthouse.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'guesthouse.py'
TEST_FILE = 'tests/test_guesthouse.py'

# the given guesthouse.py, verbatim
ORIGINAL = r'''"""Prices for a stay at our guest house. Money in pounds."""

from datetime import timedelta

WEEKDAY_RATE = 80.0  # a night from Sunday to Thursday
WEEKEND_RATE = 110.0  # a Friday or a Saturday night
CITY_TAX = 2.5  # per guest per night, for at most TAX_NIGHTS nights
TAX_NIGHTS = 5
MAX_GUESTS = 4  # in one room


def nights(check_in, check_out):
    """Nights between two dates; check_out must be after check_in, else ValueError."""
    if check_out <= check_in:
        raise ValueError("check-out must be after check-in")
    return (check_out - check_in).days


def room_cost(check_in, check_out):
    """Each night at WEEKEND_RATE if it is a Friday or Saturday night, else WEEKDAY_RATE."""
    total = 0.0
    for i in range(nights(check_in, check_out)):
        night = check_in + timedelta(days=i)
        total += WEEKEND_RATE if night.weekday() in (4, 5) else WEEKDAY_RATE
    return total


def city_tax(guests, n_nights):
    """CITY_TAX per guest per night, at most TAX_NIGHTS nights charged.

    guests must be 1 to MAX_GUESTS, else ValueError.
    """
    if not 1 <= guests <= MAX_GUESTS:
        raise ValueError(f"1 to {MAX_GUESTS} guests in a room")
    return CITY_TAX * guests * min(n_nights, TAX_NIGHTS)


def stay_price(check_in, check_out, guests):
    """Room plus city tax, to 2 decimal places."""
    n = nights(check_in, check_out)
    return round(room_cost(check_in, check_out) + city_tax(guests, n), 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'weekday_rate_changed': [
        ('WEEKDAY_RATE = 80.0', 'WEEKDAY_RATE = 85.0'),
    ],
    'weekend_rate_changed': [
        ('WEEKEND_RATE = 110.0', 'WEEKEND_RATE = 100.0'),
    ],
    'weekend_is_saturday_and_sunday': [
        ('night.weekday() in (4, 5)', 'night.weekday() in (5, 6)'),
    ],
    'every_night_priced_as_the_first': [
        ('        night = check_in + timedelta(days=i)\n', '        night = check_in\n'),
    ],
    'same_day_allowed': [
        ('    if check_out <= check_in:\n', '    if check_out < check_in:\n'),
    ],
    'one_night_too_many': [
        ('    return (check_out - check_in).days\n', '    return (check_out - check_in).days + 1\n'),
    ],
    'tax_rate_changed': [
        ('CITY_TAX = 2.5 ', 'CITY_TAX = 2.0 '),
    ],
    'tax_cap_seven_nights': [
        ('TAX_NIGHTS = 5\n', 'TAX_NIGHTS = 7\n'),
    ],
    'tax_no_cap': [
        ('min(n_nights, TAX_NIGHTS)', 'n_nights'),
    ],
    'tax_per_room_not_guest': [
        ('CITY_TAX * guests * min', 'CITY_TAX * min'),
    ],
    'five_guests_allowed': [
        ('if not 1 <= guests <= MAX_GUESTS:', 'if not 1 <= guests <= MAX_GUESTS + 1:'),
    ],
    'no_guests_allowed': [
        ('if not 1 <= guests <= MAX_GUESTS:', 'if not 0 <= guests <= MAX_GUESTS:'),
    ],
    'total_without_tax': [
        ('round(room_cost(check_in, check_out) + city_tax(guests, n), 2)',
         'round(room_cost(check_in, check_out) + city_tax(guests, 0), 2)'),
    ],
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
