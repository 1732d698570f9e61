"""Hidden check for homebrew_batch_tests: the user's tests/test_homebrew.py must pass on the given
homebrew.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'homebrew.py'
TEST_FILE = 'tests/test_homebrew.py'

# the given homebrew.py, verbatim
ORIGINAL = r'''"""A log for one batch of home-brewed beer.

Gravity is written the way my hydrometer reads it, as a whole number of
"points": 1050 means a specific gravity of 1.050.
"""

ABV_FACTOR = 131.25  # ABV % = (original - current) * ABV_FACTOR / 1000
LOWEST_GRAVITY = 990  # no reading can go below this
OG_RANGE = (1020, 1130)  # a starting gravity outside this is a typo
BOTTLE_ML = 500
STABLE_READINGS = 3  # this many readings in a row the same = fermentation has finished


class BrewError(Exception):
    """Something that can't be done to the batch as it is now."""


class Batch:
    """One batch, from the original gravity to bottling."""

    def __init__(self, name, original_gravity, litres):
        name = name.strip()
        if not name:
            raise ValueError("the batch needs a name")
        low, high = OG_RANGE
        if not low <= original_gravity <= high:
            raise ValueError(f"original gravity should be {low} to {high}")
        if litres <= 0:
            raise ValueError("litres must be more than 0")
        self.name = name
        self.original_gravity = original_gravity
        self.litres = litres
        self.readings = []  # (day, gravity), oldest first
        self.bottled = False

    def add_reading(self, day, gravity):
        """Record a hydrometer reading taken ``day`` days after brewing.

        Days must go up with each reading (two on the same day is a
        ValueError), and the gravity must be from LOWEST_GRAVITY up to the
        original gravity, else ValueError. After bottling, BrewError.
        """
        if self.bottled:
            raise BrewError("already bottled")
        if day < 0 or (self.readings and day <= self.readings[-1][0]):
            raise ValueError("each reading must be on a later day")
        if not LOWEST_GRAVITY <= gravity <= self.original_gravity:
            raise ValueError("gravity out of range")
        self.readings.append((day, gravity))

    def current_gravity(self):
        """The latest reading, or the original gravity if there are none yet."""
        if not self.readings:
            return self.original_gravity
        return self.readings[-1][1]

    def abv(self):
        """Alcohol by volume so far, in percent, to 1 decimal place."""
        return round((self.original_gravity - self.current_gravity()) * ABV_FACTOR / 1000, 1)

    def attenuation(self):
        """How much of the sugar the yeast has eaten, as a whole percent.

        (original - current) / (original - 1000) * 100, rounded.
        """
        eaten = self.original_gravity - self.current_gravity()
        return round(eaten / (self.original_gravity - 1000) * 100)

    def is_finished(self):
        """True when the last STABLE_READINGS readings all have the same gravity."""
        if len(self.readings) < STABLE_READINGS:
            return False
        last = [gravity for _, gravity in self.readings[-STABLE_READINGS:]]
        return len(set(last)) == 1

    def bottle(self, sugar_per_litre=6):
        """Bottle the batch: {"bottles": full 500 ml bottles, "sugar_g": priming sugar}.

        sugar_g is litres * sugar_per_litre, rounded to a whole gram. Only
        when the batch is finished and not bottled yet, else BrewError.
        """
        if self.bottled:
            raise BrewError("already bottled")
        if not self.is_finished():
            raise BrewError("still fermenting")
        self.bottled = True
        return {"bottles": int(self.litres * 1000 // BOTTLE_ML),
                "sugar_g": round(self.litres * sugar_per_litre)}

    def summary(self):
        """One line, like "Best Bitter: 1.046 -> 1.011, 4.6% ABV, 76% attenuation"."""
        return (f"{self.name}: {self.original_gravity / 1000:.3f} -> "
                f"{self.current_gravity() / 1000:.3f}, {self.abv()}% ABV, "
                f"{self.attenuation()}% attenuation")
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'blank_name_allowed': [
        ('        if not name:\n            raise ValueError("the batch needs a name")\n',
         ''),
    ],
    'og_top_of_range_refused': [
        ('        if not low <= original_gravity <= high:\n',
         '        if not low <= original_gravity < high:\n'),
    ],
    'zero_litres_allowed': [
        ('        if litres <= 0:\n',
         '        if litres < 0:\n'),
    ],
    'reading_after_bottling_allowed': [
        ('        if self.bottled:\n            raise BrewError("already bottled")\n        if day < 0',
         '        if day < 0'),
    ],
    'two_readings_same_day_allowed': [
        ('day <= self.readings[-1][0]',
         'day < self.readings[-1][0]'),
    ],
    'reading_above_og_allowed': [
        ('        if not LOWEST_GRAVITY <= gravity <= self.original_gravity:\n',
         '        if not LOWEST_GRAVITY <= gravity <= OG_RANGE[1]:\n'),
    ],
    'reading_below_990_allowed': [
        ('LOWEST_GRAVITY = 990 ',
         'LOWEST_GRAVITY = 900 '),
    ],
    'current_is_first_reading': [
        ('        return self.readings[-1][1]\n',
         '        return self.readings[0][1]\n'),
    ],
    'abv_factor_125': [
        ('ABV_FACTOR = 131.25 ',
         'ABV_FACTOR = 125 '),
    ],
    'abv_not_rounded': [
        ('        return round((self.original_gravity - self.current_gravity()) * ABV_FACTOR / 1000, 1)\n',
         '        return (self.original_gravity - self.current_gravity()) * ABV_FACTOR / 1000\n'),
    ],
    'attenuation_over_whole_gravity': [
        ('        return round(eaten / (self.original_gravity - 1000) * 100)\n',
         '        return round(eaten / self.original_gravity * 100)\n'),
    ],
    'attenuation_rounded_down': [
        ('        return round(eaten / (self.original_gravity - 1000) * 100)\n',
         '        return int(eaten / (self.original_gravity - 1000) * 100)\n'),
    ],
    'finished_after_two_readings': [
        ('STABLE_READINGS = 3 ',
         'STABLE_READINGS = 2 '),
    ],
    'finished_looks_at_first_readings': [
        ('self.readings[-STABLE_READINGS:]',
         'self.readings[:STABLE_READINGS]'),
    ],
    'bottle_while_fermenting_allowed': [
        ('        if not self.is_finished():\n            raise BrewError("still fermenting")\n',
         ''),
    ],
    'bottle_twice_allowed': [
        ('        if self.bottled:\n            raise BrewError("already bottled")\n        if not self.is_finished()',
         '        if not self.is_finished()'),
    ],
    'sugar_default_5': [
        ('def bottle(self, sugar_per_litre=6):',
         'def bottle(self, sugar_per_litre=5):'),
    ],
    'summary_gravity_two_places': [
        ('{self.original_gravity / 1000:.3f}',
         '{self.original_gravity / 1000:.2f}'),
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
