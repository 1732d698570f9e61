"""Hidden check for tide_table_tests: the user's tests/test_tide_table.py must pass on the given
tide_table.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "tide_table.py"
TEST_FILE = "tests/test_tide_table.py"

# the given tide_table.py, verbatim
ORIGINAL = r'''"""Reading the harbour's tide table: clock times, the rule of twelfths and the next tide."""

MINUTES_PER_DAY = 24 * 60
# twelfths of the range the tide has risen 0, 1, 2, 3, 4, 5 and 6 hours after low water
TWELFTHS = (0, 1, 3, 6, 9, 11, 12)
KINDS = ("high", "low")


def parse_time(text):
    """Minutes after midnight of a str written as "HH:MM" on the 24-hour clock.

    The hours and the minutes are exactly two digits each, hours from 00 to
    23 and minutes from 00 to 59, with a colon between them; whitespace
    around the time is ignored. Anything else raises ValueError.
    """
    text = text.strip()
    if len(text) != 5 or text[2] != ":" or not (text[:2] + text[3:]).isdigit():
        raise ValueError(f"not an HH:MM time: {text!r}")
    hours, minutes = int(text[:2]), int(text[3:])
    if hours > 23 or minutes > 59:
        raise ValueError(f"no such time: {text!r}")
    return hours * 60 + minutes


def format_time(minutes):
    """``minutes`` after midnight as "HH:MM", both parts two digits.

    ``minutes`` must be an int (bools and anything else raise TypeError).
    Times past midnight wrap round into the next day and negative ones into
    the day before: 1500 minutes is "01:00" and -30 is "23:30".
    """
    if not isinstance(minutes, int) or isinstance(minutes, bool):
        raise TypeError("minutes must be an int")
    hours, mins = divmod(minutes % MINUTES_PER_DAY, 60)
    return f"{hours:02d}:{mins:02d}"


def height_after_low(low_m, high_m, hours):
    """The height of the tide in metres ``hours`` after low water.

    Uses the rule of twelfths: in the six hours from low to high water the
    tide rises by 1, 2, 3, 3, 2 and 1 twelfths of the range (``high_m -
    low_m``), so after 0, 1, 2, 3, 4, 5 and 6 hours it has risen 0, 1, 3, 6,
    9, 11 and 12 twelfths. ``hours`` is an int from 0 to 6 and ``high_m`` may
    not be below ``low_m``; otherwise ValueError. The result is rounded to 2
    decimal places.
    """
    if high_m < low_m:
        raise ValueError("high water below low water")
    if not isinstance(hours, int) or isinstance(hours, bool) or not 0 <= hours <= 6:
        raise ValueError("hours must be an int from 0 to 6")
    return round(low_m + (high_m - low_m) * TWELFTHS[hours] / 12, 2)


def classify_range(low_m, high_m):
    """What sort of tide a day's range (``high_m - low_m``) makes.

    "spring" when the range is 4.0 m or more, "neap" when it is 2.0 m or
    less, and "mid" in between. ``high_m`` below ``low_m`` raises ValueError.
    """
    if high_m < low_m:
        raise ValueError("high water below low water")
    spread = high_m - low_m
    if spread >= 4.0:
        return "spring"
    if spread <= 2.0:
        return "neap"
    return "mid"


def next_tide(table, now, kind=None):
    """The first tide in ``table`` at or after the time ``now`` ("HH:MM").

    ``table`` lists one day's tides as ``(time, kind, height_m)`` tuples,
    ``time`` in "HH:MM" and ``kind`` "high" or "low", in any order. With
    ``kind`` "high" or "low" only tides of that kind count; ``kind`` must be
    None, "high" or "low". Returns the matching entry, unchanged, with the
    earliest time not before ``now``, or None if every one is earlier. A bad
    time or kind, in ``now``, ``kind`` or the table, raises ValueError.
    """
    if kind is not None and kind not in KINDS:
        raise ValueError(f"kind must be None, 'high' or 'low', not {kind!r}")
    start = parse_time(now)
    later = []
    for entry in table:
        when, tide, _height = entry
        minutes = parse_time(when)
        if tide not in KINDS:
            raise ValueError(f"unknown tide kind {tide!r}")
        if (kind is None or tide == kind) and minutes >= start:
            later.append(entry)
    if not later:
        return None
    return min(later, key=lambda entry: parse_time(entry[0]))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'one_digit_hour_accepted': [
        ('    text = text.strip()\n',
         '    text = text.strip().zfill(5)\n'),
    ],
    'hour_24_accepted': [
        ('    if hours > 23 or minutes > 59:\n',
         '    if hours > 24 or minutes > 59:\n'),
    ],
    'minute_60_accepted': [
        ('    if hours > 23 or minutes > 59:\n',
         '    if hours > 23 or minutes > 60:\n'),
    ],
    'whitespace_refused': [
        ('    text = text.strip()\n',
         ''),
    ],
    'hours_not_padded': [
        ('    return f"{hours:02d}:{mins:02d}"\n',
         '    return f"{hours}:{mins:02d}"\n'),
    ],
    'no_wrap_past_midnight': [
        ('    hours, mins = divmod(minutes % MINUTES_PER_DAY, 60)\n',
         '    hours, mins = divmod(minutes, 60)\n'),
    ],
    'bool_minutes_accepted': [
        ('    if not isinstance(minutes, int) or isinstance(minutes, bool):\n',
         '    if not isinstance(minutes, int):\n'),
    ],
    'linear_rise': [
        ('TWELFTHS = (0, 1, 3, 6, 9, 11, 12)',
         'TWELFTHS = (0, 2, 4, 6, 8, 10, 12)'),
    ],
    'six_hours_refused': [
        ('not 0 <= hours <= 6:\n',
         'not 0 <= hours < 6:\n'),
    ],
    'zero_hours_refused': [
        ('not 0 <= hours <= 6:\n',
         'not 0 < hours <= 6:\n'),
    ],
    'height_with_high_below_low': [
        ('    if high_m < low_m:\n        raise ValueError("high water below low water")\n    if not isinstance(hours',
         '    if not isinstance(hours'),
    ],
    'height_one_decimal': [
        ('    return round(low_m + (high_m - low_m) * TWELFTHS[hours] / 12, 2)\n',
         '    return round(low_m + (high_m - low_m) * TWELFTHS[hours] / 12, 1)\n'),
    ],
    'spring_needs_more_than_4': [
        ('    if spread >= 4.0:\n',
         '    if spread > 4.0:\n'),
    ],
    'neap_needs_less_than_2': [
        ('    if spread <= 2.0:\n',
         '    if spread < 2.0:\n'),
    ],
    'next_tide_strictly_after': [
        ('and minutes >= start:\n',
         'and minutes > start:\n'),
    ],
    'next_tide_first_listed': [
        ('    return min(later, key=lambda entry: parse_time(entry[0]))\n',
         '    return later[0]\n'),
    ],
    'next_tide_kind_ignored': [
        ('        if (kind is None or tide == kind) and minutes >= start:\n',
         '        if minutes >= start:\n'),
    ],
    'next_tide_wraps_to_tomorrow': [
        ('    if not later:\n        return None\n',
         '    if not later:\n        return min(table, key=lambda entry: parse_time(entry[0])) if table else None\n'),
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
