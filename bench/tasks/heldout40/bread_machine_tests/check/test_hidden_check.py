"""Hidden check for bread_machine_tests: the user's tests/test_breadmaker.py must pass on the
given breadmaker.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "breadmaker.py"
TEST_FILE = "tests/test_breadmaker.py"

# the given breadmaker.py, verbatim
ORIGINAL = r'''"""Timings for my bread machine."""

PROGRAMS = {"basic": 180, "wholemeal": 220, "french": 230, "quick": 120, "dough": 90}  # minutes
LONGEST_DELAY = 13 * 60  # the delay timer goes up to 13 hours (in minutes)
DAY = 24 * 60


def parse_time(text):
    """"HH:MM" on the 24-hour clock (spaces around it are fine) -> minutes after midnight.

    Hours 0-23 and minutes 00-59 (always two digits), else ValueError.
    """
    hours, sep, minutes = text.strip().partition(":")
    if sep != ":" or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {text!r}")
    return h * 60 + m


def format_time(minutes):
    """Minutes after midnight -> "HH:MM" (two digits each), wrapping past midnight."""
    minutes %= DAY
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def program_length(program):
    """Minutes a program takes; the name doesn't care about capitals. Unknown: ValueError."""
    key = program.strip().lower()
    if key not in PROGRAMS:
        raise ValueError(f"no such program: {program!r}")
    return PROGRAMS[key]


def ready_at(start, program):
    """When a program started at ``start`` ("HH:MM") finishes, as "HH:MM"."""
    return format_time(parse_time(start) + program_length(program))


def timer_setting(now, ready_by, program):
    """The delay to set so the bread is ready at ``ready_by``, as (hours, minutes).

    ``ready_by`` is the next time that clock time comes round after ``now`` (so an
    earlier clock time means tomorrow; the same time as now means now, which is
    never enough time). Finishing exactly at ``ready_by`` with no delay is fine,
    and so is a delay of exactly 13 hours. If the program is longer than the time
    left, or the delay would be more than 13 hours, ValueError.
    """
    left = (parse_time(ready_by) - parse_time(now)) % DAY
    delay = left - program_length(program)
    if delay < 0:
        raise ValueError("not enough time for that program")
    if delay > LONGEST_DELAY:
        raise ValueError("the timer only goes up to 13 hours")
    return divmod(delay, 60)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'hour_24_allowed': [
        ('    if h > 23 or m > 59:\n',
         '    if h > 24 or m > 59:\n'),
    ],
    'minute_60_allowed': [
        ('    if h > 23 or m > 59:\n',
         '    if h > 23 or m > 60:\n'),
    ],
    'spaces_not_stripped': [
        ('text.strip().partition(":")',
         'text.partition(":")'),
    ],
    'one_digit_minutes_allowed': [
        (' or len(minutes) != 2:\n',
         ':\n'),
    ],
    'no_wrap_past_midnight': [
        ('    minutes %= DAY\n',
         ''),
    ],
    'hours_not_zero_padded': [
        ('{minutes // 60:02d}',
         '{minutes // 60}'),
    ],
    'program_needs_lower_case': [
        ('    key = program.strip().lower()\n',
         '    key = program.strip()\n'),
    ],
    'wholemeal_210': [
        ('"wholemeal": 220',
         '"wholemeal": 210'),
    ],
    'timer_no_next_day': [
        ('    left = (parse_time(ready_by) - parse_time(now)) % DAY\n',
         '    left = parse_time(ready_by) - parse_time(now)\n'),
    ],
    'no_delay_refused': [
        ('    if delay < 0:\n',
         '    if delay <= 0:\n'),
    ],
    'thirteen_hours_refused': [
        ('    if delay > LONGEST_DELAY:\n',
         '    if delay >= LONGEST_DELAY:\n'),
    ],
    'hours_rounded': [
        ('    return divmod(delay, 60)\n',
         '    return (round(delay / 60), delay % 60)\n'),
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
