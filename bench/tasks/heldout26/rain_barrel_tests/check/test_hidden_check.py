"""Hidden check for rain_barrel_tests: the user's tests/test_rain_barrel.py must pass on the given
rain_barrel.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "rain_barrel.py"
TEST_FILE = "tests/test_rain_barrel.py"

# the given rain_barrel.py, verbatim
ORIGINAL = r'''"""A garden water butt fed by the shed roof's downpipe."""

RUNOFF = 0.8  # share of the rain on the roof that reaches the barrel


class BarrelError(Exception):
    """Base class of the errors RainBarrel raises while in use."""


class FrozenError(BarrelError):
    """Raised by draw() while the barrel is frozen."""


class RainBarrel:
    """A rain barrel and the roof that fills it.

    ``RainBarrel(capacity=200, *, roof_m2=10.0)``
        ``capacity`` is in litres, an int from 50 to 1000 inclusive.
        ``roof_m2`` is the roof area in square metres, above 0 and at most 200.
        Anything else (bools included) raises ValueError. A new barrel is
        empty and not frozen.

    ``rain(mm) -> float``
        A shower of ``mm`` millimetres (0 or more, else ValueError). One
        millimetre on one square metre is one litre, and 80% of it reaches the
        barrel. Water that does not fit runs over the top and is added to
        ``overflow``. Returns the litres the barrel actually kept. While the
        barrel is frozen the downpipe is blocked: nothing is kept, nothing
        counts as overflow, and it returns 0.0.

    ``draw(litres) -> float``
        Fills a watering can: takes ``litres`` (above 0, else ValueError) or,
        if the barrel holds less, everything that is in it. Returns what was
        taken and adds it to ``drawn``. Raises FrozenError while frozen.

    ``freeze()`` / ``thaw()``
        Set and clear the ``frozen`` flag.

    ``level``
        Litres in the barrel now.

    ``overflow`` / ``drawn``
        Total litres lost over the top / taken out so far.

    ``percent_full`` (property)
        ``level`` as a percentage of ``capacity``, rounded to the nearest int.

    ``is_full`` (property)
        Whether ``level`` has reached ``capacity``.
    """

    def __init__(self, capacity=200, *, roof_m2=10.0):
        if isinstance(capacity, bool) or not isinstance(capacity, int):
            raise ValueError("capacity must be an int")
        if not 50 <= capacity <= 1000:
            raise ValueError("capacity must be from 50 to 1000 litres")
        if isinstance(roof_m2, bool) or not isinstance(roof_m2, (int, float)):
            raise ValueError("roof_m2 must be a number")
        if not 0 < roof_m2 <= 200:
            raise ValueError("roof_m2 must be above 0 and at most 200")
        self.capacity = capacity
        self.roof_m2 = roof_m2
        self.level = 0.0
        self.overflow = 0.0
        self.drawn = 0.0
        self.frozen = False

    def rain(self, mm):
        if mm < 0:
            raise ValueError("mm must not be negative")
        if self.frozen:
            return 0.0
        water = mm * self.roof_m2 * RUNOFF
        kept = min(water, self.capacity - self.level)
        self.level += kept
        self.overflow += water - kept
        return kept

    def draw(self, litres):
        if litres <= 0:
            raise ValueError("litres must be above 0")
        if self.frozen:
            raise FrozenError("the barrel is frozen")
        taken = min(litres, self.level)
        self.level -= taken
        self.drawn += taken
        return taken

    def freeze(self):
        self.frozen = True

    def thaw(self):
        self.frozen = False

    @property
    def percent_full(self):
        return round(100 * self.level / self.capacity)

    @property
    def is_full(self):
        return self.level >= self.capacity
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'all_rain_reaches_barrel': [
        ('RUNOFF = 0.8 ',
         'RUNOFF = 1.0 '),
    ],
    'no_capacity_cap': [
        ('        kept = min(water, self.capacity - self.level)\n',
         '        kept = water\n'),
    ],
    'overflow_not_counted': [
        ('        self.overflow += water - kept\n',
         ''),
    ],
    'rain_returns_all_water': [
        ('        self.overflow += water - kept\n        return kept\n',
         '        self.overflow += water - kept\n        return water\n'),
    ],
    'negative_rain_allowed': [
        ('        if mm < 0:\n            raise ValueError("mm must not be negative")\n',
         ''),
    ],
    'draw_more_than_level': [
        ('        taken = min(litres, self.level)\n',
         '        taken = litres\n'),
    ],
    'zero_draw_allowed': [
        ('        if litres <= 0:\n',
         '        if litres < 0:\n'),
    ],
    'drawn_not_counted': [
        ('        self.drawn += taken\n',
         ''),
    ],
    'default_capacity_250': [
        ('    def __init__(self, capacity=200, *, roof_m2=10.0):\n',
         '    def __init__(self, capacity=250, *, roof_m2=10.0):\n'),
    ],
    'fifty_litres_refused': [
        ('        if not 50 <= capacity <= 1000:\n',
         '        if not 50 < capacity <= 1000:\n'),
    ],
    'default_roof_12': [
        ('    def __init__(self, capacity=200, *, roof_m2=10.0):\n',
         '    def __init__(self, capacity=200, *, roof_m2=12.0):\n'),
    ],
    'frozen_draw_allowed': [
        ('        if self.frozen:\n            raise FrozenError("the barrel is frozen")\n',
         ''),
    ],
    'frozen_rain_kept': [
        ('        if self.frozen:\n            return 0.0\n',
         ''),
    ],
    'frozen_rain_counted_as_overflow': [
        ('        if self.frozen:\n            return 0.0\n',
         '        if self.frozen:\n            self.overflow += mm * self.roof_m2 * RUNOFF\n            return 0.0\n'),
    ],
    'frozen_outside_hierarchy': [
        ('class FrozenError(BarrelError):\n',
         'class FrozenError(RuntimeError):\n'),
    ],
    'percent_truncated': [
        ('        return round(100 * self.level / self.capacity)\n',
         '        return int(100 * self.level / self.capacity)\n'),
    ],
    'full_only_above_capacity': [
        ('        return self.level >= self.capacity\n',
         '        return self.level > self.capacity\n'),
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
