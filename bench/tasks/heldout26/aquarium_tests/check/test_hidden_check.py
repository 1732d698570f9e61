"""Hidden check for aquarium_tests: the user's test_aquarium.py must pass on the given
aquarium.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "aquarium.py"
TEST_FILE = "test_aquarium.py"

# the given aquarium.py, verbatim
ORIGINAL = r'''"""Stocking plan for a home aquarium, using the rule of thumb "one centimetre of
adult fish per litre of water"."""

# species -> (adult length in cm, needs a heated tank, lives in shoals)
SPECIES = {
    "neon tetra": (3, True, True),
    "guppy": (5, True, False),
    "corydoras": (6, True, True),
    "zebra danio": (5, False, True),
    "white cloud minnow": (4, False, True),
    "goldfish": (20, False, False),
    "platy": (6, True, False),
}

SHOAL_SIZE = 6


class StockingError(Exception):
    """Base class of the errors Tank raises when a stocking change is not allowed."""


class UnknownSpeciesError(StockingError):
    """The species is not in SPECIES."""


class OverstockedError(StockingError):
    """Adding the fish would put more centimetres of fish in the tank than it has litres."""


class TooColdError(StockingError):
    """A species that needs a heated tank was added to an unheated one."""


class Tank:
    """One aquarium and the fish planned for it.

    ``Tank(litres, *, heated=False)``
        ``litres`` is an int or float from 10 to 1000 inclusive (not a bool),
        else ValueError.

    ``add(species, count=1) -> None``
        Species names are looked up in SPECIES case-insensitively, ignoring
        surrounding spaces; an unknown name raises UnknownSpeciesError.
        ``count`` must be an int from 1 to 50 inclusive (not a bool), else
        ValueError. A species that needs heating raises TooColdError in an
        unheated tank. If the fish would make ``stocked_cm`` larger than
        ``litres`` it raises OverstockedError; filling the tank exactly is
        fine. When anything is raised the tank is left unchanged.

    ``remove(species, count=1) -> None``
        Takes fish out again (names matched as in add()). Raises ValueError if
        fewer than ``count`` of that species are in the tank, or if ``count``
        is not an int of at least 1. A species whose count reaches 0 disappears
        from ``fish``.

    ``fish`` (property)
        ``{species name as in SPECIES: count}``, a new dict each time.

    ``stocked_cm`` (property)
        Sum of adult length times count over all fish.

    ``percent_full`` (property)
        ``stocked_cm`` as a percentage of ``litres``, rounded to 1 decimal.

    ``shoal_warnings() -> list``
        The shoaling species kept in groups smaller than 6, in the order they
        were first added to the tank.
    """

    def __init__(self, litres, *, heated=False):
        if isinstance(litres, bool) or not isinstance(litres, (int, float)):
            raise ValueError("litres must be a number")
        if not 10 <= litres <= 1000:
            raise ValueError("litres must be from 10 to 1000")
        self.litres = litres
        self.heated = heated
        self._fish = {}

    @staticmethod
    def _species(name):
        key = name.strip().lower()
        if key not in SPECIES:
            raise UnknownSpeciesError(name)
        return key

    @staticmethod
    def _check_count(count, most=None):
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("count must be an int of at least 1")
        if most is not None and count > most:
            raise ValueError(f"count must be at most {most}")

    def add(self, species, count=1):
        key = self._species(species)
        self._check_count(count, 50)
        length, tropical, _ = SPECIES[key]
        if tropical and not self.heated:
            raise TooColdError(key)
        if self.stocked_cm + length * count > self.litres:
            raise OverstockedError(key)
        self._fish[key] = self._fish.get(key, 0) + count

    def remove(self, species, count=1):
        key = self._species(species)
        self._check_count(count)
        have = self._fish.get(key, 0)
        if count > have:
            raise ValueError(f"only {have} {key} in the tank")
        if have == count:
            del self._fish[key]
        else:
            self._fish[key] = have - count

    @property
    def fish(self):
        return dict(self._fish)

    @property
    def stocked_cm(self):
        return sum(SPECIES[key][0] * n for key, n in self._fish.items())

    @property
    def percent_full(self):
        return round(100 * self.stocked_cm / self.litres, 1)

    def shoal_warnings(self):
        return [key for key, n in self._fish.items() if SPECIES[key][2] and n < SHOAL_SIZE]
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'ten_litres_refused': [
        ('        if not 10 <= litres <= 1000:\n',
         '        if not 10 < litres <= 1000:\n'),
    ],
    'thousand_litres_refused': [
        ('        if not 10 <= litres <= 1000:\n',
         '        if not 10 <= litres < 1000:\n'),
    ],
    'heated_by_default': [
        ('    def __init__(self, litres, *, heated=False):\n',
         '    def __init__(self, litres, *, heated=True):\n'),
    ],
    'names_case_sensitive': [
        ('        key = name.strip().lower()\n',
         '        key = name.strip()\n'),
    ],
    'unknown_species_key_error': [
        ('            raise UnknownSpeciesError(name)\n',
         '            raise KeyError(name)\n'),
    ],
    'cold_tank_allowed': [
        ('        if tropical and not self.heated:\n',
         '        if tropical and self.heated is None:\n'),
    ],
    'exact_fill_refused': [
        ('        if self.stocked_cm + length * count > self.litres:\n',
         '        if self.stocked_cm + length * count >= self.litres:\n'),
    ],
    'overstock_still_added': [
        ('        if self.stocked_cm + length * count > self.litres:\n            raise OverstockedError(key)\n        self._fish[key] = self._fish.get(key, 0) + count\n',
         '        self._fish[key] = self._fish.get(key, 0) + count\n        if self.stocked_cm > self.litres:\n            raise OverstockedError(key)\n'),
    ],
    'fifty_refused': [
        ('        self._check_count(count, 50)\n',
         '        self._check_count(count, 49)\n'),
    ],
    'remove_more_than_present': [
        ('        if count > have:\n',
         '        if not have:\n'),
    ],
    'empty_species_kept': [
        ('        if have == count:\n            del self._fish[key]\n        else:\n            self._fish[key] = have - count\n',
         '        self._fish[key] = have - count\n'),
    ],
    'fish_not_a_copy': [
        ('        return dict(self._fish)\n',
         '        return self._fish\n'),
    ],
    'stocked_ignores_count': [
        ('        return sum(SPECIES[key][0] * n for key, n in self._fish.items())\n',
         '        return sum(SPECIES[key][0] for key, n in self._fish.items())\n'),
    ],
    'percent_not_rounded_to_tenths': [
        ('        return round(100 * self.stocked_cm / self.litres, 1)\n',
         '        return round(100 * self.stocked_cm / self.litres)\n'),
    ],
    'shoal_of_five_enough': [
        ('SPECIES[key][2] and n < SHOAL_SIZE]\n',
         'SPECIES[key][2] and n < SHOAL_SIZE - 1]\n'),
    ],
    'shoal_warnings_sorted': [
        ('        return [key for key, n in self._fish.items() if SPECIES[key][2] and n < SHOAL_SIZE]\n',
         '        return sorted(key for key, n in self._fish.items() if SPECIES[key][2] and n < SHOAL_SIZE)\n'),
    ],
    'too_cold_outside_hierarchy': [
        ('class TooColdError(StockingError):\n',
         'class TooColdError(ValueError):\n'),
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
