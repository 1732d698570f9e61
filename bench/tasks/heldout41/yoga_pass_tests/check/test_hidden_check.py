"""Hidden check for yoga_pass_tests: the user's tests/test_yoga.py must pass on the given
yoga.py (which must stay unchanged) and fail on nearly every small broken version of it
(at most MAY_SURVIVE of the MUTANTS may slip through)."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'yoga.py'
TEST_FILE = 'tests/test_yoga.py'
MAY_SURVIVE = 2

# the given yoga.py, verbatim
ORIGINAL = r'''"""Prices and class passes at my yoga studio. Money in pounds."""

from datetime import timedelta

DROP_IN = 12.0  # one class, paid on the day
PACKS = {5: 50.0, 10: 90.0}  # a pack of this many classes: its price
PACK_DAYS = {5: 60, 10: 120}  # a pack runs out this many days after the day it was bought
CONCESSION = 0.25  # off every price for students and anyone 65 or over
CONCESSION_AGE = 65
YOUNGEST = 16  # no classes for anyone younger
LATE_CANCEL_HOURS = 12  # cancel with less notice than this and the class is still used up


def _concession(price, age, student):
    if not isinstance(age, int) or isinstance(age, bool) or age < YOUNGEST:
        raise ValueError(f"classes are for ages {YOUNGEST} and up")
    if student or age >= CONCESSION_AGE:
        price *= 1 - CONCESSION
    return round(price, 2)


def class_price(age, student=False):
    """A drop-in class for someone of this age, with the concession if it applies.

    age must be a whole number, YOUNGEST or more, else ValueError.
    """
    return _concession(DROP_IN, age, student)


def pack_price(size, age, student=False):
    """A pack of ``size`` classes (5 or 10), with the concession if it applies.

    Any other size is a ValueError; so is an age class_price refuses.
    """
    if size not in PACKS:
        raise ValueError(f"no pack of {size}")
    return _concession(PACKS[size], age, student)


def expires(bought, size):
    """The day a pack bought on ``bought`` runs out: it can't be used on that day or after."""
    if size not in PACKS:
        raise ValueError(f"no pack of {size}")
    return bought + timedelta(days=PACK_DAYS[size])


def classes_left(size, bought, used, today):
    """Classes left on a pack on ``today``.

    used is the list of days a class was taken on the pack. Once the pack has
    run out (see expires) there are none left, whatever wasn't used. More
    classes used than the pack holds is a ValueError.
    """
    if len(used) > size:
        raise ValueError("more classes used than the pack holds")
    if today >= expires(bought, size):
        return 0
    return size - len(used)


def cancel_uses_class(hours_notice):
    """True if cancelling with this many hours' notice still uses up the class.

    Less than LATE_CANCEL_HOURS notice and it's used up; negative notice is a
    ValueError.
    """
    if hours_notice < 0:
        raise ValueError("notice can't be negative")
    return hours_notice < LATE_CANCEL_HOURS


def cheapest(classes, age, student=False):
    """The least someone could pay for ``classes`` classes, mixing packs and drop-ins any
    way they like (a pack may have classes left over). Concession applied; 0 classes cost
    0. classes must be a whole number, 0 or more, else ValueError."""
    if not isinstance(classes, int) or isinstance(classes, bool) or classes < 0:
        raise ValueError("classes must be a whole number, 0 or more")
    drop = class_price(age, student)
    packs = {size: pack_price(size, age, student) for size in PACKS}
    best = [0.0] + [None] * classes
    for n in range(1, classes + 1):
        options = [best[n - 1] + drop]
        options += [best[max(0, n - size)] + price for size, price in packs.items()]
        best[n] = min(options)
    return round(best[classes], 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'drop_in_13': [
        ('DROP_IN = 12.0',
         'DROP_IN = 13.0'),
    ],
    'concession_over_65_only': [
        ('age >= CONCESSION_AGE',
         'age > CONCESSION_AGE'),
    ],
    'student_ignored': [
        ('    if student or age >= CONCESSION_AGE:',
         '    if age >= CONCESSION_AGE:'),
    ],
    'age_15_allowed': [
        ('or age < YOUNGEST:',
         'or age < YOUNGEST - 1:'),
    ],
    'pack_10_dearer': [
        ('PACKS = {5: 50.0, 10: 90.0}',
         'PACKS = {5: 50.0, 10: 95.0}'),
    ],
    'pack_no_concession': [
        ('    return _concession(PACKS[size], age, student)\n',
         '    return PACKS[size]\n'),
    ],
    'expires_a_day_early': [
        ('bought + timedelta(days=PACK_DAYS[size])',
         'bought + timedelta(days=PACK_DAYS[size] - 1)'),
    ],
    'usable_on_expiry_day': [
        ('    if today >= expires(bought, size):',
         '    if today > expires(bought, size):'),
    ],
    'overuse_allowed': [
        ('    if len(used) > size:',
         '    if len(used) > 2 * size:'),
    ],
    'cancel_at_12_hours_used': [
        ('    return hours_notice < LATE_CANCEL_HOURS',
         '    return hours_notice <= LATE_CANCEL_HOURS'),
    ],
    'cancel_negative_allowed': [
        ('    if hours_notice < 0:\n        raise ValueError("notice can\'t be negative")\n',
         ''),
    ],
    'cheapest_no_part_used_pack': [
        ('        options += [best[max(0, n - size)] + price for size, price in packs.items()]',
         '        options += [best[n - size] + price for size, price in packs.items() if n >= size]'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(root, source):
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _copy(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    return root


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
    proc = _run_user_tests(_copy(tmp_path), ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


def test_user_tests_catch_the_mutants(tmp_path):
    root = _copy(tmp_path)
    survived = [name for name in sorted(MUTANTS)
                if _run_user_tests(root, _mutant(name)).returncode == 0]
    assert len(survived) <= MAY_SURVIVE, (
        f"{TEST_FILE} still passes when {MODULE} is broken in these ways: {survived}")
