"""Hidden check for bird_log_tests: the user's tests/test_bird_log.py must pass on the given bird_log.py
(left exactly as it was) and fail on each small broken version of it."""
import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'bird_log.py'
TEST_FILE = 'tests/test_bird_log.py'

# the given bird_log.py, verbatim
ORIGINAL = r'''"""My birdwatching notebook: what I saw, how many, where and when.

Each sighting is a (day, species, count, site) record:

- day is a datetime.date (anything else is a TypeError);
- species is a str; case and the spaces around it do not matter, and it is
  stored in lower case ("  Blue Tit " is "blue tit"). A blank species is a
  ValueError;
- count is the number of birds, an int of 1 or more. bool is not accepted
  (TypeError, like any other non-int); 0 or less is a ValueError;
- site is where I saw them, a str with the spaces around it removed; a
  blank site is a ValueError. Sites keep their case.
"""

from datetime import date


def _species(value):
    name = value.strip().lower()
    if not name:
        raise ValueError("species must not be blank")
    return name


class BirdLog:
    """All sightings, from a list of (day, species, count, site) records."""

    def __init__(self, records):
        self._sightings = []
        for day, species, count, site in records:
            self.add(day, species, count, site)

    def add(self, day, species, count, site):
        """Record one more sighting (checked as described at the top)."""
        if not isinstance(day, date):
            raise TypeError(f"day must be a datetime.date, not {day!r}")
        name = _species(species)
        if isinstance(count, bool) or not isinstance(count, int):
            raise TypeError(f"count must be an int, not {count!r}")
        if count < 1:
            raise ValueError("count must be at least 1")
        place = site.strip()
        if not place:
            raise ValueError("site must not be blank")
        self._sightings.append((day, name, count, place))

    def total(self, species):
        """How many birds of this species I have counted in all; 0 if none."""
        name = _species(species)
        return sum(count for _day, sp, count, _site in self._sightings if sp == name)

    def species_list(self, year=None):
        """Every species seen (in `year` only, if given), sorted A-Z, each once."""
        return sorted({sp for day, sp, _count, _site in self._sightings
                       if year is None or day.year == year})

    def first_seen(self, species):
        """The earliest day this species was seen; KeyError if it never was."""
        name = _species(species)
        days = [day for day, sp, _count, _site in self._sightings if sp == name]
        if not days:
            raise KeyError(species)
        return min(days)

    def best_site(self, species=None):
        """The site with the most birds counted (of one species, if given).

        Ties go to the site that comes first alphabetically. None when there
        is nothing to count.
        """
        name = None if species is None else _species(species)
        totals = {}
        for _day, sp, count, site in self._sightings:
            if name is None or sp == name:
                totals[site] = totals.get(site, 0) + count
        if not totals:
            return None
        return min(totals, key=lambda site: (-totals[site], site))

    def peak_day(self, species):
        """(day, birds) for the day with the most birds of this species,
        adding up all sites on that day. Ties go to the earliest day.
        KeyError if the species was never seen."""
        name = _species(species)
        per_day = {}
        for day, sp, count, _site in self._sightings:
            if sp == name:
                per_day[day] = per_day.get(day, 0) + count
        if not per_day:
            raise KeyError(species)
        best = min(per_day, key=lambda day: (-per_day[day], day))
        return best, per_day[best]
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'species_not_lowered': [
        ('    name = value.strip().lower()\n',
         '    name = value.strip()\n'),
    ],
    'species_not_stripped': [
        ('    name = value.strip().lower()\n',
         '    name = value.lower()\n'),
    ],
    'blank_species_accepted': [
        ('    if not name:\n',
         '    if not value:\n'),
    ],
    'day_not_checked': [
        ('        if not isinstance(day, date):\n',
         '        if day is None:\n'),
    ],
    'bool_count_accepted': [
        ('        if isinstance(count, bool) or not isinstance(count, int):\n',
         '        if not isinstance(count, int):\n'),
    ],
    'zero_count_accepted': [
        ('        if count < 1:\n',
         '        if count < 0:\n'),
    ],
    'total_counts_sightings': [
        ('        return sum(count for _day, sp, count, _site in self._sightings if sp == name)',
         '        return sum(1 for _day, sp, count, _site in self._sightings if sp == name)'),
    ],
    'species_list_unsorted': [
        ('        return sorted({sp for day, sp, _count, _site in self._sightings\n                       if year is None or day.year == year})',
         '        return list({sp: None for day, sp, _count, _site in self._sightings\n                     if year is None or day.year == year})'),
    ],
    'species_list_year_from': [
        ('if year is None or day.year == year',
         'if year is None or day.year >= year'),
    ],
    'first_seen_latest': [
        ('        return min(days)\n',
         '        return max(days)\n'),
    ],
    'first_seen_none': [
        ('            raise KeyError(species)\n        return min(days)\n',
         '            return None\n        return min(days)\n'),
    ],
    'best_site_tie_last': [
        ('        return min(totals, key=lambda site: (-totals[site], site))',
         '        return max(totals, key=lambda site: (totals[site], site))'),
    ],
    'best_site_counts_sightings': [
        ('totals[site] = totals.get(site, 0) + count',
         'totals[site] = totals.get(site, 0) + 1'),
    ],
    'best_site_ignores_species': [
        ('            if name is None or sp == name:\n',
         '            if name is None or sp:\n'),
    ],
    'peak_day_not_summed': [
        ('per_day[day] = per_day.get(day, 0) + count',
         'per_day[day] = max(per_day.get(day, 0), count)'),
    ],
    'peak_day_tie_latest': [
        ('        best = min(per_day, key=lambda day: (-per_day[day], day))',
         '        best = max(per_day, key=lambda day: (per_day[day], day))'),
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
