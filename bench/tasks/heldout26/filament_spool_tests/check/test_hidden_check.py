"""Hidden check for filament_spool_tests: the user's tests/test_spool.py must pass on the given
spool.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "spool.py"
TEST_FILE = "tests/test_spool.py"

# the given spool.py, verbatim
ORIGINAL = r'''"""Filament spools for the makerspace 3D printers: what is left on each spool and
what the prints on it cost."""

from dataclasses import dataclass, field

MATERIALS = ("PLA", "PETG", "ABS", "TPU")


class SpoolError(Exception):
    """Base class of the errors a Spool raises while printing."""


class NotEnoughFilament(SpoolError):
    """Raised by print_job() when the spool has less filament left than the job needs."""


@dataclass
class Spool:
    """One spool of filament.

    Fields:

    ``material``
        One of MATERIALS, given in any case ("pla", "Petg") and stored in upper
        case. Anything else raises ValueError.
    ``net_grams``
        Filament on a full spool, default 1000. An int from 250 to 3000
        inclusive (not a bool), else ValueError.
    ``used_grams``
        Filament used so far, default 0. Must be from 0 to ``net_grams``
        inclusive, else ValueError.
    ``price``
        What the full spool cost, default 20.0. Must not be negative, else
        ValueError.
    ``jobs``
        ``(name, grams)`` for each print made from this spool, oldest first;
        starts empty.

    ``print_job(name, grams) -> float``
        Uses ``grams`` of filament for a print called ``name`` and returns what
        that print cost: ``grams * price / net_grams`` rounded to 2 decimals.
        ``grams`` must be an int or float above 0 (not a bool), else
        ValueError. If more than ``remaining`` is needed it raises
        NotEnoughFilament and nothing changes; using up exactly what is left is
        fine.

    ``undo_last() -> tuple``
        Takes the newest job off the list, gives its grams back and returns the
        ``(name, grams)`` tuple. Raises SpoolError when there is no job.

    ``remaining`` (property)
        ``net_grams - used_grams``.

    ``is_low`` (property)
        True when less than 10% of ``net_grams`` is left (exactly 10% is not
        low).

    ``percent_left`` (property)
        ``remaining`` as a whole-number percentage of ``net_grams``, rounded to
        the nearest int.
    """

    material: str
    net_grams: int = 1000
    used_grams: float = 0
    price: float = 20.0
    jobs: list = field(default_factory=list)

    def __post_init__(self):
        material = self.material.upper() if isinstance(self.material, str) else None
        if material not in MATERIALS:
            raise ValueError(f"unknown material {self.material!r}")
        self.material = material
        if isinstance(self.net_grams, bool) or not isinstance(self.net_grams, int):
            raise ValueError("net_grams must be an int")
        if not 250 <= self.net_grams <= 3000:
            raise ValueError("net_grams must be from 250 to 3000")
        if not 0 <= self.used_grams <= self.net_grams:
            raise ValueError("used_grams must be from 0 to net_grams")
        if self.price < 0:
            raise ValueError("price must not be negative")

    @property
    def remaining(self):
        return self.net_grams - self.used_grams

    @property
    def is_low(self):
        return self.remaining < self.net_grams * 0.1

    @property
    def percent_left(self):
        return round(100 * self.remaining / self.net_grams)

    def print_job(self, name, grams):
        if isinstance(grams, bool) or not isinstance(grams, (int, float)) or grams <= 0:
            raise ValueError("grams must be a number above 0")
        if grams > self.remaining:
            raise NotEnoughFilament(f"{name} needs {grams} g, {self.remaining} g left")
        self.used_grams += grams
        self.jobs.append((name, grams))
        return round(grams * self.price / self.net_grams, 2)

    def undo_last(self):
        if not self.jobs:
            raise SpoolError("no job to undo")
        name, grams = self.jobs.pop()
        self.used_grams -= grams
        return name, grams
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'material_kept_as_given': [
        ('        self.material = material\n',
         '        self.material = self.material\n'),
    ],
    'material_case_sensitive': [
        ('        material = self.material.upper() if isinstance(self.material, str) else None\n',
         '        material = self.material if isinstance(self.material, str) else None\n'),
    ],
    'default_750_grams': [
        ('    net_grams: int = 1000\n',
         '    net_grams: int = 750\n'),
    ],
    'small_spool_refused': [
        ('        if not 250 <= self.net_grams <= 3000:\n',
         '        if not 250 < self.net_grams <= 3000:\n'),
    ],
    'overused_allowed': [
        ('        if not 0 <= self.used_grams <= self.net_grams:\n',
         '        if not 0 <= self.used_grams:\n'),
    ],
    'negative_price_allowed': [
        ('        if self.price < 0:\n            raise ValueError("price must not be negative")\n',
         ''),
    ],
    'last_gram_refused': [
        ('        if grams > self.remaining:\n',
         '        if grams >= self.remaining:\n'),
    ],
    'failed_job_still_used': [
        ('        if grams > self.remaining:\n            raise NotEnoughFilament(f"{name} needs {grams} g, {self.remaining} g left")\n        self.used_grams += grams\n',
         '        self.used_grams += grams\n        if self.used_grams > self.net_grams:\n            raise NotEnoughFilament(f"{name} needs {grams} g")\n'),
    ],
    'not_enough_outside_hierarchy': [
        ('class NotEnoughFilament(SpoolError):\n',
         'class NotEnoughFilament(ValueError):\n'),
    ],
    'zero_grams_allowed': [
        ('or grams <= 0:\n',
         'or grams < 0:\n'),
    ],
    'cost_one_decimal': [
        ('        return round(grams * self.price / self.net_grams, 2)\n',
         '        return round(grams * self.price / self.net_grams, 1)\n'),
    ],
    'cost_per_kilogram': [
        ('        return round(grams * self.price / self.net_grams, 2)\n',
         '        return round(grams * self.price / 1000, 2)\n'),
    ],
    'undo_oldest_job': [
        ('        name, grams = self.jobs.pop()\n',
         '        name, grams = self.jobs.pop(0)\n'),
    ],
    'undo_keeps_grams_used': [
        ('        name, grams = self.jobs.pop()\n        self.used_grams -= grams\n',
         '        name, grams = self.jobs.pop()\n'),
    ],
    'undo_empty_index_error': [
        ('        if not self.jobs:\n            raise SpoolError("no job to undo")\n',
         ''),
    ],
    'low_at_ten_percent': [
        ('        return self.remaining < self.net_grams * 0.1\n',
         '        return self.remaining <= self.net_grams * 0.1\n'),
    ],
    'percent_left_truncated': [
        ('        return round(100 * self.remaining / self.net_grams)\n',
         '        return int(100 * self.remaining / self.net_grams)\n'),
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
