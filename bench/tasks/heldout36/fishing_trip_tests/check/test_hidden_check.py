"""Hidden check for fishing_trip_tests: the user's tests/test_fishing.py must pass on the given
fishing.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'fishing.py'
TEST_FILE = 'tests/test_fishing.py'

# the given fishing.py, verbatim
ORIGINAL = r'''"""A log for one day's coarse and game fishing: what I caught, what I kept.

Weights are in kilograms, lengths in centimetres, money in pounds.
"""

MIN_KEEP_CM = {"trout": 25, "perch": 20, "pike": 60, "roach": 15, "bream": 30}
BAG_LIMIT = 4  # fish I may keep in one day, all species together


class FishingError(Exception):
    """Something that can't be done once the trip is finished."""


class Trip:
    """One day out on one water."""

    def __init__(self, water, permit_price=0.0):
        """water is where I fished (spaces round it taken off, can't be blank);
        permit_price is what the day ticket cost, 0 or more. Else ValueError."""
        water = water.strip()
        if not water:
            raise ValueError("where was this?")
        if permit_price < 0:
            raise ValueError("the permit can't cost less than nothing")
        self.water = water
        self.permit_price = permit_price
        self.catches = []  # (species, weight_kg, length_cm, kept), in the order caught
        self.finished = False

    def add_catch(self, species, weight_kg, length_cm, keep=False):
        """Record a fish and give back how many fish I've caught so far.

        species is one of MIN_KEEP_CM, any capitals, spaces round it ignored;
        it is stored in lower case. weight_kg and length_cm must be more than
        0. A fish can only be kept if it is at least MIN_KEEP_CM long for its
        species, and only BAG_LIMIT fish may be kept in a day. Breaking any of
        these is a ValueError and nothing is recorded. After finish(),
        FishingError.
        """
        if self.finished:
            raise FishingError("the trip is over")
        name = species.strip().lower()
        if name not in MIN_KEEP_CM:
            raise ValueError(f"unknown species: {species!r}")
        if weight_kg <= 0 or length_cm <= 0:
            raise ValueError("weight and length must be more than 0")
        if keep:
            if length_cm < MIN_KEEP_CM[name]:
                raise ValueError(f"a {name} under {MIN_KEEP_CM[name]} cm goes back")
            if self.kept_count() >= BAG_LIMIT:
                raise ValueError(f"only {BAG_LIMIT} fish may be kept")
        self.catches.append((name, weight_kg, length_cm, bool(keep)))
        return len(self.catches)

    def kept_count(self):
        """How many fish I've kept."""
        return sum(1 for catch in self.catches if catch[3])

    def kept_weight(self):
        """Total weight of the fish I kept, to 2 decimal places."""
        return round(sum(catch[1] for catch in self.catches if catch[3]), 2)

    def best_fish(self):
        """(species, weight_kg) of the heaviest fish caught, kept or not; the
        first one caught if two weigh the same; None if nothing was caught."""
        best = None
        for species, weight, _, _ in self.catches:
            if best is None or weight > best[1]:
                best = (species, weight)
        return best

    def finish(self):
        """End the trip and give back what each fish cost me: the permit price
        divided by the fish caught, to 2 decimal places (None if I caught
        nothing). Finishing twice is a FishingError."""
        if self.finished:
            raise FishingError("already finished")
        self.finished = True
        if not self.catches:
            return None
        return round(self.permit_price / len(self.catches), 2)

    def summary(self):
        """One line, like "River Wye: 5 fish (2 kept, 1.85 kg), best a pike of 3.20 kg",
        or "River Wye: no fish" when nothing was caught."""
        if not self.catches:
            return f"{self.water}: no fish"
        species, weight = self.best_fish()
        return (f"{self.water}: {len(self.catches)} fish ({self.kept_count()} kept, "
                f"{self.kept_weight():.2f} kg), best a {species} of {weight:.2f} kg")
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'blank_water_allowed': [
        ('        if not water:\n            raise ValueError("where was this?")\n',
         ''),
    ],
    'negative_permit_allowed': [
        ('        if permit_price < 0:\n            raise ValueError("the permit can\'t cost less than nothing")\n',
         ''),
    ],
    'unknown_species_allowed': [
        ('        if name not in MIN_KEEP_CM:\n',
         '        if keep and name not in MIN_KEEP_CM:\n'),
    ],
    'species_case_kept': [
        ('        name = species.strip().lower()\n',
         '        name = species.strip()\n'),
    ],
    'zero_weight_allowed': [
        ('        if weight_kg <= 0 or length_cm <= 0:\n',
         '        if weight_kg < 0 or length_cm <= 0:\n'),
    ],
    'zero_length_allowed': [
        ('        if weight_kg <= 0 or length_cm <= 0:\n',
         '        if weight_kg <= 0 or length_cm < 0:\n'),
    ],
    'undersized_kept': [
        ('            if length_cm < MIN_KEEP_CM[name]:\n',
         '            if False:\n'),
    ],
    'exact_minimum_length_refused': [
        ('            if length_cm < MIN_KEEP_CM[name]:\n',
         '            if length_cm <= MIN_KEEP_CM[name]:\n'),
    ],
    'pike_minimum_50': [
        ('"pike": 60',
         '"pike": 50'),
    ],
    'bag_limit_5': [
        ('BAG_LIMIT = 4 ',
         'BAG_LIMIT = 5 '),
    ],
    'bag_limit_counts_released_fish': [
        ('            if self.kept_count() >= BAG_LIMIT:\n',
         '            if len(self.catches) >= BAG_LIMIT:\n'),
    ],
    'add_after_finish_allowed': [
        ('        if self.finished:\n            raise FishingError("the trip is over")\n',
         ''),
    ],
    'add_returns_kept_count': [
        ('        return len(self.catches)\n\n    def kept_count',
         '        return self.kept_count()\n\n    def kept_count'),
    ],
    'undersized_recorded_as_released': [
        ('                raise ValueError(f"a {name} under',
         '                self.catches.append((name, weight_kg, length_cm, False))\n                raise ValueError(f"a {name} under'),
    ],
    'kept_weight_counts_released': [
        ('        return round(sum(catch[1] for catch in self.catches if catch[3]), 2)\n',
         '        return round(sum(catch[1] for catch in self.catches), 2)\n'),
    ],
    'kept_weight_not_rounded': [
        ('        return round(sum(catch[1] for catch in self.catches if catch[3]), 2)\n',
         '        return sum(catch[1] for catch in self.catches if catch[3])\n'),
    ],
    'best_fish_last_on_tie': [
        ('weight > best[1]:',
         'weight >= best[1]:'),
    ],
    'finish_twice_allowed': [
        ('        if self.finished:\n            raise FishingError("already finished")\n',
         ''),
    ],
    'cost_per_kept_fish': [
        ('        return round(self.permit_price / len(self.catches), 2)\n',
         '        return round(self.permit_price / max(1, self.kept_count()), 2)\n'),
    ],
    'summary_weight_one_place': [
        ('{self.kept_weight():.2f} kg',
         '{self.kept_weight():.1f} kg'),
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
