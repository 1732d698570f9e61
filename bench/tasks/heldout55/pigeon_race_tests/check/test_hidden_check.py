"""Hidden check for pigeon_race_tests: the user's tests/test_pigeons.py must pass on the given
pigeons.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'pigeons.py'
TEST_FILE = 'tests/test_pigeons.py'

# the given pigeons.py, verbatim
ORIGINAL = r'''"""Race results for our pigeon club.

Every bird is liberated (let go) at the same time at the race point, and each
member clocks their birds in as they get back to the loft. Each loft is a
different distance from the race point, so birds are placed on velocity:
yards flown per minute.
"""

YARDS_PER_MILE = 1760


def parse_clock(text):
    """Seconds after midnight for a clock time "HH:MM:SS" (24-hour clock).

    Anything else - a missing part, hours over 23, minutes or seconds over 59
    - is a ValueError.
    """
    parts = text.strip().split(":")
    if len(parts) != 3 or not all(p.isdigit() and len(p) == 2 for p in parts):
        raise ValueError(f"not a clock time: {text!r}")
    hours, minutes, seconds = (int(p) for p in parts)
    if hours > 23 or minutes > 59 or seconds > 59:
        raise ValueError(f"not a clock time: {text!r}")
    return hours * 3600 + minutes * 60 + seconds


def distance_yards(text):
    """A loft's distance written the club way, "92 miles 1210 yards", in yards.

    The yards part must be less than a mile, else ValueError.
    """
    bits = text.split()
    if len(bits) != 4 or bits[1] != "miles" or bits[3] != "yards":
        raise ValueError(f"can't read distance {text!r}")
    miles, yards = int(bits[0]), int(bits[2])
    if miles < 0 or not 0 <= yards < YARDS_PER_MILE:
        raise ValueError(f"can't read distance {text!r}")
    return miles * YARDS_PER_MILE + yards


def flying_minutes(liberated, clocked):
    """Minutes between the liberation time and the clock time (both
    "HH:MM:SS", same day). The bird has to be clocked after it was let go,
    else ValueError."""
    start, end = parse_clock(liberated), parse_clock(clocked)
    if end <= start:
        raise ValueError("clocked before liberation")
    return (end - start) / 60


def velocity(yards, minutes):
    """Yards per minute, to 3 decimal places. Both must be more than 0."""
    if yards <= 0 or minutes <= 0:
        raise ValueError("yards and minutes must be more than 0")
    return round(yards / minutes, 3)


def race_result(liberated, birds):
    """The result sheet: a list of (place, ring, velocity), fastest first.

    birds is a list of (ring number, loft distance in yards, clock time or
    None). Birds that weren't clocked in (None) aren't on the sheet. Birds
    with the same velocity share a place and the places after them are
    skipped (1, 2, 2, 4); those birds go in order of ring number.
    """
    timed = []
    for ring, yards, clocked in birds:
        if clocked is None:
            continue
        timed.append((velocity(yards, flying_minutes(liberated, clocked)), ring))
    timed.sort(key=lambda item: (-item[0], item[1]))
    sheet = []
    for index, (speed, ring) in enumerate(timed):
        if sheet and sheet[-1][2] == speed:
            place = sheet[-1][0]
        else:
            place = index + 1
        sheet.append((place, ring, speed))
    return sheet


def prize_split(pool, winners=3):
    """How the prize pool (pounds) goes to the first ``winners`` places:
    shares 50%, 30%, 20% for 3, 60% and 40% for 2, all of it for 1, each to
    2 decimal places. Any other number of winners, or a pool that isn't
    more than 0, is a ValueError."""
    shares = {1: [100], 2: [60, 40], 3: [50, 30, 20]}
    if winners not in shares or pool <= 0:
        raise ValueError("bad prize split")
    return [round(pool * share / 100, 2) for share in shares[winners]]
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'mile_is_1700_yards': [
        ('YARDS_PER_MILE = 1760',
         'YARDS_PER_MILE = 1700'),
    ],
    'yards_part_of_a_whole_mile_allowed': [
        ('not 0 <= yards < YARDS_PER_MILE:',
         'not 0 <= yards <= YARDS_PER_MILE:'),
    ],
    'hour_24_allowed': [
        ('if hours > 23 or',
         'if hours > 24 or'),
    ],
    'seconds_ignored': [
        ('return hours * 3600 + minutes * 60 + seconds',
         'return hours * 3600 + minutes * 60'),
    ],
    'clocked_at_liberation_allowed': [
        ('    if end <= start:\n',
         '    if end < start:\n'),
    ],
    'velocity_two_places': [
        ('return round(yards / minutes, 3)',
         'return round(yards / minutes, 2)'),
    ],
    'velocity_zero_yards_allowed': [
        ('    if yards <= 0 or minutes <= 0:\n',
         '    if minutes <= 0:\n'),
    ],
    'slowest_first': [
        ('timed.sort(key=lambda item: (-item[0], item[1]))',
         'timed.sort(key=lambda item: (item[0], item[1]))'),
    ],
    'ties_in_sheet_order': [
        ('timed.sort(key=lambda item: (-item[0], item[1]))',
         'timed.sort(key=lambda item: -item[0])'),
    ],
    'ties_not_sharing_a_place': [
        ('            place = sheet[-1][0]\n',
         '            place = index + 1\n'),
    ],
    'places_not_skipped_after_tie': [
        ('            place = index + 1\n',
         '            place = len({s[2] for s in sheet}) + 1\n'),
    ],
    'two_winners_split_evenly': [
        ('2: [60, 40]',
         '2: [50, 50]'),
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
