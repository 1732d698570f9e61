"""Hidden check for deckchair_hire_tests: the user's tests/test_deckchairs.py must pass on the given
deckchairs.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'deckchairs.py'
TEST_FILE = 'tests/test_deckchairs.py'

# the given deckchairs.py, verbatim
ORIGINAL = r'''"""Deckchair hire on the promenade.

Times are "HH:MM" on the 24-hour clock. We hire from 09:00 to 18:00.
"""

import math

OPEN = 9 * 60  # 09:00, in minutes after midnight
CLOSE = 18 * 60  # 18:00
HOURLY_PENCE = 250  # per chair, per hour or part of an hour
DAY_CAP_PENCE = 1000  # no chair costs more than this in a day
WINDBREAK_PENCE = 300  # flat, however long
MAX_CHAIRS = 10  # on one ticket
GRACE_MINUTES = 15  # back this late and there's no late fee
LATE_PENCE = 100  # per started half hour after the grace


def parse_time(text):
    """"09:30" -> minutes after midnight (570). Anything else is a ValueError."""
    text = text.strip()
    hours, sep, minutes = text.partition(":")
    if sep != ":" or len(minutes) != 2 or not hours.isdigit() or not minutes.isdigit():
        raise ValueError(f"not a time: {text!r}")
    hours, minutes = int(hours), int(minutes)
    if hours > 23 or minutes > 59:
        raise ValueError(f"not a time: {text!r}")
    return hours * 60 + minutes


def hire_charge(start, end, chairs=1, windbreak=False):
    """The charge in pounds for chairs hired from start to end ("HH:MM").

    Each chair is £2.50 for every hour or part of an hour, but never more than
    £10 a chair for the day. A windbreak is £3 on top. Hire has to be within
    opening hours and end after it starts; 1 to 10 chairs.
    """
    begin, finish = parse_time(start), parse_time(end)
    if begin < OPEN or finish > CLOSE or finish <= begin:
        raise ValueError("hire is 09:00 to 18:00 and must end after it starts")
    if not isinstance(chairs, int) or isinstance(chairs, bool) or not 1 <= chairs <= MAX_CHAIRS:
        raise ValueError(f"1 to {MAX_CHAIRS} chairs on a ticket")
    hours = math.ceil((finish - begin) / 60)
    per_chair = min(hours * HOURLY_PENCE, DAY_CAP_PENCE)
    pence = per_chair * chairs + (WINDBREAK_PENCE if windbreak else 0)
    return pence / 100


def late_fee(due, returned, chairs=1):
    """Late fee in pounds: nothing up to 15 minutes late, then £1 a chair for
    every half hour or part of one after that."""
    late = parse_time(returned) - parse_time(due) - GRACE_MINUTES
    if late <= 0:
        return 0.0
    return math.ceil(late / 30) * LATE_PENCE * chairs / 100


def ticket(number, start, end, chairs=1, windbreak=False):
    """The line printed on the ticket, e.g.
    "No. 0042  2 chairs  10:15-13:00  £15.00" (one chair: "1 chair"; a
    windbreak adds " + windbreak" after the chairs)."""
    if not 1 <= number <= 9999:
        raise ValueError("ticket numbers run 1 to 9999")
    price = hire_charge(start, end, chairs, windbreak)
    what = f"{chairs} chair" if chairs == 1 else f"{chairs} chairs"
    if windbreak:
        what += " + windbreak"
    return f"No. {number:04d}  {what}  {start.strip()}-{end.strip()}  £{price:.2f}"
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'hourly_two_pounds': [
        ('HOURLY_PENCE = 250 ',
         'HOURLY_PENCE = 200 '),
    ],
    'part_hour_free': [
        ('    hours = math.ceil((finish - begin) / 60)\n',
         '    hours = (finish - begin) // 60\n'),
    ],
    'day_cap_twelve': [
        ('DAY_CAP_PENCE = 1000 ',
         'DAY_CAP_PENCE = 1200 '),
    ],
    'no_day_cap': [
        ('    per_chair = min(hours * HOURLY_PENCE, DAY_CAP_PENCE)\n',
         '    per_chair = hours * HOURLY_PENCE\n'),
    ],
    'windbreak_per_chair': [
        ('(WINDBREAK_PENCE if windbreak else 0)',
         '(WINDBREAK_PENCE * chairs if windbreak else 0)'),
    ],
    'nine_oclock_start_refused': [
        ('if begin < OPEN or',
         'if begin <= OPEN or'),
    ],
    'six_oclock_end_refused': [
        ('or finish > CLOSE or',
         'or finish >= CLOSE or'),
    ],
    'ten_chairs_refused': [
        ('not 1 <= chairs <= MAX_CHAIRS',
         'not 1 <= chairs < MAX_CHAIRS'),
    ],
    'grace_ten_minutes': [
        ('GRACE_MINUTES = 15 ',
         'GRACE_MINUTES = 10 '),
    ],
    'late_fee_per_hour': [
        ('math.ceil(late / 30)',
         'math.ceil(late / 60)'),
    ],
    'late_fee_not_per_chair': [
        ('* LATE_PENCE * chairs / 100',
         '* LATE_PENCE / 100'),
    ],
    'ticket_number_not_padded': [
        ('No. {number:04d}',
         'No. {number}'),
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
