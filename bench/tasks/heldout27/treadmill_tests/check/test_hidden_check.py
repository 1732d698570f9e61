"""Hidden check for treadmill_tests: the user's tests/test_treadmill.py must pass on the given
treadmill.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "treadmill.py"
TEST_FILE = "tests/test_treadmill.py"

# the given treadmill.py, verbatim
ORIGINAL = r'''"""The treadmill in the spare room: one workout's speed, distance, pauses and calories."""


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class Treadmill:
    """One workout session.

    ``Treadmill(weight_kg=70)``
        The runner's weight, a number above 30 and at most 250 (bools
        refused), else ValueError. A new session has speed 0, has covered
        0 km, has no moving or paused minutes and is not paused.

    ``set_speed(kmh)``
        The belt speed in km/h, a number from 0 to 20 inclusive, else
        ValueError. It may be set while paused; it takes effect on resume().

    ``step(minutes)``
        ``minutes`` (a number above 0, else ValueError) go by. When not paused,
        the belt covers ``speed * minutes / 60`` km, which is added to
        ``distance_km``, and, if the speed is above 0, the minutes are added
        to ``moving_minutes``. While paused the belt is still: no distance
        and no moving minutes are added, and the minutes are added to
        ``paused_minutes`` instead.

    ``pause()`` / ``resume()``
        pause() stops the belt; resume() starts it again at the speed that is
        set. pause() while already paused, or resume() while not paused,
        raises RuntimeError.

    ``paused`` (property)
        Whether the session is paused.

    ``calories`` (property)
        Roughly one kcal per kg of body weight per km:
        ``distance_km * weight_kg``, rounded to the nearest int.

    ``pace() -> float | None``
        Minutes per km over the moving time (``moving_minutes /
        distance_km``), rounded to 2 decimals; None while no distance has
        been covered.
    """

    def __init__(self, weight_kg=70):
        if not _is_number(weight_kg) or not 30 < weight_kg <= 250:
            raise ValueError("weight_kg must be above 30 and at most 250")
        self.weight_kg = weight_kg
        self.speed = 0
        self.distance_km = 0.0
        self.moving_minutes = 0
        self.paused_minutes = 0
        self._paused = False

    def set_speed(self, kmh):
        if not _is_number(kmh) or not 0 <= kmh <= 20:
            raise ValueError("speed must be from 0 to 20 km/h")
        self.speed = kmh

    def step(self, minutes):
        if not _is_number(minutes) or minutes <= 0:
            raise ValueError("minutes must be above 0")
        if self._paused:
            self.paused_minutes += minutes
            return
        self.distance_km += self.speed * minutes / 60
        if self.speed > 0:
            self.moving_minutes += minutes

    def pause(self):
        if self._paused:
            raise RuntimeError("already paused")
        self._paused = True

    def resume(self):
        if not self._paused:
            raise RuntimeError("not paused")
        self._paused = False

    @property
    def paused(self):
        return self._paused

    @property
    def calories(self):
        return round(self.distance_km * self.weight_kg)

    def pace(self):
        if self.distance_km == 0:
            return None
        return round(self.moving_minutes / self.distance_km, 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'paused_step_moves_belt': [
        ('        if self._paused:\n            self.paused_minutes += minutes\n            return\n',
         '        if self._paused:\n            self.paused_minutes += minutes\n'),
    ],
    'paused_minutes_not_counted': [
        ('            self.paused_minutes += minutes\n            return\n',
         '            return\n'),
    ],
    'double_pause_allowed': [
        ('        if self._paused:\n            raise RuntimeError("already paused")\n',
         ''),
    ],
    'resume_when_running_allowed': [
        ('        if not self._paused:\n            raise RuntimeError("not paused")\n',
         ''),
    ],
    'pause_resets_speed': [
        ('            raise RuntimeError("already paused")\n        self._paused = True\n',
         '            raise RuntimeError("already paused")\n        self._paused = True\n        self.speed = 0\n'),
    ],
    'paused_speed_refused': [
        ('            raise ValueError("speed must be from 0 to 20 km/h")\n        self.speed = kmh\n',
         '            raise ValueError("speed must be from 0 to 20 km/h")\n        if self._paused:\n            raise RuntimeError("paused")\n        self.speed = kmh\n'),
    ],
    'distance_per_50_minutes': [
        ('        self.distance_km += self.speed * minutes / 60\n',
         '        self.distance_km += self.speed * minutes / 50\n'),
    ],
    'standing_minutes_counted_as_moving': [
        ('        if self.speed > 0:\n            self.moving_minutes += minutes\n',
         '        self.moving_minutes += minutes\n'),
    ],
    'speed_20_refused': [
        ('not 0 <= kmh <= 20',
         'not 0 <= kmh < 20'),
    ],
    'speed_0_refused': [
        ('not 0 <= kmh <= 20',
         'not 0 < kmh <= 20'),
    ],
    'zero_minutes_allowed': [
        ('        if not _is_number(minutes) or minutes <= 0:\n',
         '        if not _is_number(minutes) or minutes < 0:\n'),
    ],
    'default_weight_75': [
        ('    def __init__(self, weight_kg=70):\n',
         '    def __init__(self, weight_kg=75):\n'),
    ],
    'weight_250_refused': [
        ('not 30 < weight_kg <= 250',
         'not 30 < weight_kg < 250'),
    ],
    'calories_truncated': [
        ('        return round(self.distance_km * self.weight_kg)\n',
         '        return int(self.distance_km * self.weight_kg)\n'),
    ],
    'calories_ignore_weight': [
        ('        return round(self.distance_km * self.weight_kg)\n',
         '        return round(self.distance_km * 70)\n'),
    ],
    'pace_zero_before_distance': [
        ('        if self.distance_km == 0:\n            return None\n',
         '        if self.distance_km == 0:\n            return 0.0\n'),
    ],
    'pace_counts_paused_time': [
        ('        return round(self.moving_minutes / self.distance_km, 2)\n',
         '        return round((self.moving_minutes + self.paused_minutes) / self.distance_km, 2)\n'),
    ],
    'pace_one_decimal': [
        ('        return round(self.moving_minutes / self.distance_km, 2)\n',
         '        return round(self.moving_minutes / self.distance_km, 1)\n'),
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
