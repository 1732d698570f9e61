"""Hidden check for sourdough_tests: the user's tests/test_sourdough.py must pass on the given
sourdough.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "sourdough.py"
TEST_FILE = "tests/test_sourdough.py"

# the given sourdough.py, verbatim
ORIGINAL = r'''"""A feeding log for the sourdough starter that lives in a jar on the kitchen counter."""

JAR_GRAMS = 1000  # the most the jar holds, flour and water together
FLOURS = ("white", "rye", "wholemeal")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


class Starter:
    """A starter and what is in its jar.

    ``Starter(name, flour="white")``
        ``name`` must be a str (else TypeError); surrounding whitespace is
        stripped and what is left must be 1 to 20 characters long, else
        ValueError. ``flour`` is the flour it is fed with: "white", "rye" or
        "wholemeal", else ValueError. A new starter's jar is empty (0 g of
        flour and 0 g of water) and it has had 0 feeds.

    ``feed(flour_g, water_g) -> float``
        Adds ``flour_g`` grams of flour (an int from 1 to 500) and ``water_g``
        grams of water (an int from 0 to 500); anything else raises
        ValueError. If the jar would then hold more than 1000 g in all, it
        raises ValueError and nothing changes. Counts one more feed and
        returns the new ``mass``.

    ``discard(grams) -> float``
        Throws ``grams`` of starter away: above 0 and at most ``mass``, else
        ValueError. Flour and water are taken in the proportion they are in,
        so the hydration stays the same. Returns the ``mass`` left.

    ``flour_g`` / ``water_g``
        Grams of flour and of water in the jar now.

    ``feeds``
        How many times it has been fed.

    ``mass`` (property)
        ``flour_g + water_g``.

    ``hydration`` (property)
        Water as a percentage of the flour's weight, rounded to the nearest
        int (equal weights are 100); None while there is no flour.

    ``label() -> str``
        ``"<name> (<flour>, <hydration>%)"``, e.g. ``"Clint (rye, 100%)"``,
        or ``"<name> (<flour>, empty)"`` while there is no flour.
    """

    def __init__(self, name, flour="white"):
        if not isinstance(name, str):
            raise TypeError("name must be a str")
        name = name.strip()
        if not 1 <= len(name) <= 20:
            raise ValueError("name must be 1 to 20 characters")
        if flour not in FLOURS:
            raise ValueError(f"flour must be one of {FLOURS}")
        self.name = name
        self.flour = flour
        self.flour_g = 0.0
        self.water_g = 0.0
        self.feeds = 0

    def feed(self, flour_g, water_g):
        if not _is_int(flour_g) or not 1 <= flour_g <= 500:
            raise ValueError("flour_g must be an int from 1 to 500")
        if not _is_int(water_g) or not 0 <= water_g <= 500:
            raise ValueError("water_g must be an int from 0 to 500")
        if self.mass + flour_g + water_g > JAR_GRAMS:
            raise ValueError("the jar would overflow")
        self.flour_g += flour_g
        self.water_g += water_g
        self.feeds += 1
        return self.mass

    def discard(self, grams):
        if grams <= 0 or grams > self.mass:
            raise ValueError("grams must be above 0 and at most the mass")
        keep = (self.mass - grams) / self.mass
        self.flour_g *= keep
        self.water_g *= keep
        return self.mass

    @property
    def mass(self):
        return self.flour_g + self.water_g

    @property
    def hydration(self):
        if self.flour_g == 0:
            return None
        return round(100 * self.water_g / self.flour_g)

    def label(self):
        hydration = self.hydration
        shown = "empty" if hydration is None else f"{hydration}%"
        return f"{self.name} ({self.flour}, {shown})"
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'name_not_stripped': [
        ('        name = name.strip()\n',
         ''),
    ],
    'name_of_20_refused': [
        ('        if not 1 <= len(name) <= 20:\n',
         '        if not 1 <= len(name) < 20:\n'),
    ],
    'blank_name_allowed': [
        ('        if not 1 <= len(name) <= 20:\n',
         '        if not 0 <= len(name) <= 20:\n'),
    ],
    'non_str_name_valueerror': [
        ('            raise TypeError("name must be a str")\n',
         '            raise ValueError("name must be a str")\n'),
    ],
    'default_flour_rye': [
        ('    def __init__(self, name, flour="white"):\n',
         '    def __init__(self, name, flour="rye"):\n'),
    ],
    'wholemeal_refused': [
        ('FLOURS = ("white", "rye", "wholemeal")',
         'FLOURS = ("white", "rye")'),
    ],
    'feed_without_flour_allowed': [
        ('not 1 <= flour_g <= 500',
         'not 0 <= flour_g <= 500'),
    ],
    'feed_without_water_refused': [
        ('not 0 <= water_g <= 500',
         'not 0 < water_g <= 500'),
    ],
    'jar_never_full': [
        ('        if self.mass + flour_g + water_g > JAR_GRAMS:\n            raise ValueError("the jar would overflow")\n',
         ''),
    ],
    'exactly_full_refused': [
        ('        if self.mass + flour_g + water_g > JAR_GRAMS:\n',
         '        if self.mass + flour_g + water_g >= JAR_GRAMS:\n'),
    ],
    'overflow_keeps_flour': [
        ('        self.flour_g += flour_g\n        self.water_g += water_g\n',
         '        self.water_g += water_g\n'),
        ('        if self.mass + flour_g + water_g > JAR_GRAMS:\n',
         '        self.flour_g += flour_g\n        if self.mass + water_g > JAR_GRAMS:\n'),
    ],
    'feeds_not_counted': [
        ('        self.feeds += 1\n',
         ''),
    ],
    'discard_split_evenly': [
        ('        keep = (self.mass - grams) / self.mass\n        self.flour_g *= keep\n        self.water_g *= keep\n',
         '        self.flour_g -= grams / 2\n        self.water_g -= grams / 2\n'),
    ],
    'discard_everything_refused': [
        ('        if grams <= 0 or grams > self.mass:\n',
         '        if grams <= 0 or grams >= self.mass:\n'),
    ],
    'discard_zero_allowed': [
        ('        if grams <= 0 or grams > self.mass:\n',
         '        if grams < 0 or grams > self.mass:\n'),
    ],
    'hydration_truncated': [
        ('        return round(100 * self.water_g / self.flour_g)\n',
         '        return int(100 * self.water_g / self.flour_g)\n'),
    ],
    'hydration_of_total_mass': [
        ('        return round(100 * self.water_g / self.flour_g)\n',
         '        return round(100 * self.water_g / self.mass)\n'),
    ],
    'label_name_and_flour_swapped': [
        ('        return f"{self.name} ({self.flour}, {shown})"\n',
         '        return f"{self.flour} ({self.name}, {shown})"\n'),
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
