"""Hidden check for ice_rink_tests: the user's tests/test_icerink.py must pass on the given
icerink.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'icerink.py'
TEST_FILE = 'tests/test_icerink.py'

# the given icerink.py, verbatim
ORIGINAL = r'''"""Prices and times for the public skating sessions at our ice rink."""

PRICES = {"toddler": 0.00, "child": 7.00, "adult": 9.50, "senior": 7.50}
SKATE_HIRE = 2.50  # toddlers get their skates free
FAMILY_TICKET = 30.00  # 2 adults + 2 children, skate hire included
OPENS = 10 * 60  # 10:00, in minutes after midnight
CLOSES = 22 * 60  # 22:00
SESSION_MINUTES = 90
CAPACITY = 250


def kind_for_age(age):
    """Ticket type for someone's age: under 4 toddler, 4-15 child, 16-64 adult,
    65 and over senior. The age must be a whole number from 0 to 120."""
    if isinstance(age, bool) or not isinstance(age, int) or not 0 <= age <= 120:
        raise ValueError("age must be a whole number from 0 to 120")
    if age < 4:
        return "toddler"
    if age < 16:
        return "child"
    if age < 65:
        return "adult"
    return "senior"


def ticket_price(kind, hire=True):
    """One ticket, with skate hire unless hire=False. Unknown kind: ValueError."""
    if kind not in PRICES:
        raise ValueError(f"no such ticket: {kind!r}")
    price = PRICES[kind]
    if hire and kind != "toddler":
        price += SKATE_HIRE
    return round(price, 2)


def group_price(ages, hire=True):
    """What a group pays. Every 2 adults + 2 children go on a family ticket
    (as many family tickets as the group makes up), everybody else pays
    ticket_price. Seniors don't count as adults for the family ticket."""
    kinds = [kind_for_age(age) for age in ages]
    adults, children = kinds.count("adult"), kinds.count("child")
    families = min(adults // 2, children // 2)
    total = families * FAMILY_TICKET
    adults -= 2 * families
    children -= 2 * families
    total += adults * ticket_price("adult", hire) + children * ticket_price("child", hire)
    for kind in ("toddler", "senior"):
        total += kinds.count(kind) * ticket_price(kind, hire)
    return round(total, 2)


def session_end(start, minutes=SESSION_MINUTES):
    """When a session that starts at ``start`` ("HH:MM") finishes, as "HH:MM".

    A session can't start before the rink opens (10:00) or finish after it
    closes (22:00): ValueError.
    """
    hours, mins = start.split(":")
    begin = int(hours) * 60 + int(mins)
    end = begin + minutes
    if begin < OPENS or end > CLOSES:
        raise ValueError("the rink is open 10:00 to 22:00")
    return f"{end // 60:02d}:{end % 60:02d}"


def spaces_left(booked, capacity=CAPACITY):
    """How many more skaters fit on the ice (never below 0). ``booked`` must be
    a whole number, 0 or more."""
    if isinstance(booked, bool) or not isinstance(booked, int) or booked < 0:
        raise ValueError("booked must be a whole number, 0 or more")
    return max(0, capacity - booked)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'toddler_until_4': [
        ('    if age < 4:\n',
         '    if age <= 4:\n'),
    ],
    'child_until_16': [
        ('    if age < 16:\n',
         '    if age <= 16:\n'),
    ],
    'senior_from_60': [
        ('    if age < 65:\n',
         '    if age < 60:\n'),
    ],
    'fractional_age_allowed': [
        ('not isinstance(age, int) or not 0 <= age',
         'not isinstance(age, (int, float)) or not 0 <= age'),
    ],
    'adult_price_9': [
        ('"adult": 9.50',
         '"adult": 9.00'),
    ],
    'hire_default_off': [
        ('def ticket_price(kind, hire=True):',
         'def ticket_price(kind, hire=False):'),
    ],
    'toddler_pays_hire': [
        ('    if hire and kind != "toddler":\n',
         '    if hire:\n'),
    ],
    'family_only_with_hire': [
        ('    families = min(adults // 2, children // 2)\n',
         '    families = min(adults // 2, children // 2) if hire else 0\n'),
    ],
    'one_family_ticket_only': [
        ('    families = min(adults // 2, children // 2)\n',
         '    families = min(adults // 2, children // 2, 1)\n'),
    ],
    'start_before_opening_allowed': [
        ('    if begin < OPENS or end > CLOSES:\n',
         '    if end > CLOSES:\n'),
    ],
    'must_finish_before_closing': [
        ('    if begin < OPENS or end > CLOSES:\n',
         '    if begin < OPENS or end >= CLOSES:\n'),
    ],
    'spaces_go_negative': [
        ('    return max(0, capacity - booked)\n',
         '    return capacity - booked\n'),
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
