"""Hidden check for seed_calendar_tests: the user's test_seed_calendar.py must pass on the given
seed_calendar.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'seed_calendar.py'
TEST_FILE = 'test_seed_calendar.py'

# the given seed_calendar.py, verbatim
ORIGINAL = r'''"""When to sow vegetables, counted from the last spring frost."""

from datetime import date, datetime, timedelta

# crop -> (first sowing day, last sowing day, days from sowing to harvest),
# the sowing days counted from the last frost (negative = before it)
CROPS = {
    "tomato": (-56, -42, 80),
    "lettuce": (-28, 14, 45),
    "carrot": (-21, 28, 70),
    "bean": (7, 42, 60),
    "squash": (14, 35, 90),
}


def _crop(crop):
    key = crop.strip().lower()
    if key not in CROPS:
        raise KeyError(crop)
    return CROPS[key]


def _check_date(value):
    if not isinstance(value, date) or isinstance(value, datetime):
        raise TypeError("a datetime.date is required")


def sowing_window(crop, last_frost):
    """The first and last day to sow ``crop``, as a tuple of two dates.

    ``crop`` is one of the names in CROPS, matched case-insensitively and
    ignoring surrounding spaces; an unknown crop raises KeyError.
    ``last_frost`` must be a ``datetime.date`` (a ``datetime.datetime`` is
    refused too), else TypeError. The window runs from ``last_frost`` plus
    the crop's first offset to ``last_frost`` plus its last offset, both
    days included: tomato -56 to -42, lettuce -28 to 14, carrot -21 to 28,
    bean 7 to 42, squash 14 to 35.

    >>> from datetime import date
    >>> sowing_window("Bean", date(2026, 4, 20))
    (datetime.date(2026, 4, 27), datetime.date(2026, 6, 1))
    """
    first, last, _ = _crop(crop)
    _check_date(last_frost)
    return last_frost + timedelta(days=first), last_frost + timedelta(days=last)


def can_sow(crop, last_frost, on):
    """True when ``on`` (a date) falls inside the crop's sowing window,
    the first and the last day included."""
    _check_date(on)
    first, last = sowing_window(crop, last_frost)
    return first <= on <= last


def days_until_sowing(crop, last_frost, today):
    """Days from ``today`` until the crop's window opens: a positive number
    before the window, 0 on any day inside it (first and last day
    included), and -1 once the window has closed.

    >>> from datetime import date
    >>> frost = date(2026, 4, 20)
    >>> [days_until_sowing("squash", frost, date(2026, 5, d))
    ...  for d in (1, 10, 26)]
    [3, 0, -1]
    """
    _check_date(today)
    first, last = sowing_window(crop, last_frost)
    if today > last:
        return -1
    return max(0, (first - today).days)


def harvest_date(crop, sown):
    """The expected harvest date for a crop sown on ``sown`` (a date):
    ``sown`` plus the crop's days to harvest (tomato 80, lettuce 45,
    carrot 70, bean 60, squash 90)."""
    _check_date(sown)
    return sown + timedelta(days=_crop(crop)[2])


def plan(beds, last_frost):
    """A sowing plan for a list of beds.

    ``beds`` is a list of dicts with the keys "bed" (the bed's name) and
    "crop". The result is a new list with one dict per bed, with the keys
    "bed", "crop" (both as given), "start" and "end" (the sowing window's
    first and last day). The rows are sorted by "start", and rows with the
    same start by bed name. Any unknown crop raises KeyError. An empty list
    gives an empty list.

    >>> from datetime import date
    >>> rows = plan([{"bed": "B", "crop": "bean"},
    ...              {"bed": "A", "crop": "tomato"}],
    ...             date(2026, 4, 20))
    >>> [(row["bed"], row["start"].isoformat()) for row in rows]
    [('A', '2026-02-23'), ('B', '2026-04-27')]
    """
    rows = []
    for entry in beds:
        start, end = sowing_window(entry["crop"], last_frost)
        rows.append({"bed": entry["bed"], "crop": entry["crop"], "start": start, "end": end})
    rows.sort(key=lambda row: (row["start"], row["bed"]))
    return rows
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'tomato_starts_later': [
        ('    "tomato": (-56, -42, 80),\n',
         '    "tomato": (-49, -42, 80),\n'),
    ],
    'bean_ends_earlier': [
        ('    "bean": (7, 42, 60),\n',
         '    "bean": (7, 35, 60),\n'),
    ],
    'carrot_sign_flipped': [
        ('    "carrot": (-21, 28, 70),\n',
         '    "carrot": (21, 28, 70),\n'),
    ],
    'lettuce_harvest_40': [
        ('    "lettuce": (-28, 14, 45),\n',
         '    "lettuce": (-28, 14, 40),\n'),
    ],
    'crop_case_sensitive': [
        ('    key = crop.strip().lower()\n',
         '    key = crop.strip()\n'),
    ],
    'unknown_crop_valueerror': [
        ('        raise KeyError(crop)\n',
         '        raise ValueError(crop)\n'),
    ],
    'datetime_accepted': [
        ('    if not isinstance(value, date) or isinstance(value, datetime):\n',
         '    if not isinstance(value, date):\n'),
    ],
    'last_day_excluded': [
        ('    return first <= on <= last\n',
         '    return first <= on < last\n'),
    ],
    'first_day_excluded': [
        ('    return first <= on <= last\n',
         '    return first < on <= last\n'),
    ],
    'closed_negative_days': [
        ('    if today > last:\n        return -1\n',
         '    if today > last:\n        return (last - today).days\n'),
    ],
    'open_negative_days': [
        ('    return max(0, (first - today).days)\n',
         '    return (first - today).days\n'),
    ],
    'closed_on_last_day': [
        ('    if today > last:\n',
         '    if today >= last:\n'),
    ],
    'harvest_whole_weeks': [
        ('    return sown + timedelta(days=_crop(crop)[2])\n',
         '    return sown + timedelta(weeks=_crop(crop)[2] // 7)\n'),
    ],
    'plan_ties_unsorted': [
        ('    rows.sort(key=lambda row: (row["start"], row["bed"]))\n',
         '    rows.sort(key=lambda row: row["start"])\n'),
    ],
    'plan_sorted_by_bed': [
        ('    rows.sort(key=lambda row: (row["start"], row["bed"]))\n',
         '    rows.sort(key=lambda row: row["bed"])\n'),
    ],
    'plan_skips_unknown': [
        ('        start, end = sowing_window(entry["crop"], last_frost)\n',
         '        try:\n            start, end = sowing_window(entry["crop"], last_frost)\n        except KeyError:\n            continue\n'),
    ],
    'plan_end_is_start': [
        ('"start": start, "end": end})',
         '"start": start, "end": start})'),
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
