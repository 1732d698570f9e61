"""Hidden check for thermostat_tests: the user's test_thermostat.py must pass on the given
thermostat.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "thermostat.py"
TEST_FILE = "test_thermostat.py"

# the given thermostat.py, verbatim
ORIGINAL = r'''"""A simple room thermostat: a target temperature, a boost button and the heater switch."""

STEP = 0.5          # degrees per up()/down() step
BOOST = 2.0         # degrees added while boosting
BAND = 0.5          # switching band around the effective target


class Thermostat:
    """Room thermostat working in degrees Celsius.

    ``Thermostat(target=20.0, *, minimum=5.0, maximum=30.0)``
        ``minimum`` must be below ``maximum`` and ``target`` must lie between
        them, both ends allowed; otherwise ValueError.

    ``up(steps=1) -> float`` / ``down(steps=1) -> float``
        Raise or lower ``target`` by 0.5 degrees per step, but never past
        ``maximum`` or below ``minimum`` (it stops at the limit). Return the new
        target. ``steps`` must be an int of at least 1, else ValueError.

    ``boost(minutes=30) -> None``
        Starts a boost for ``minutes`` (an int from 1 to 120 inclusive, else
        ValueError). Pressing it again while boosting starts over with the new
        number of minutes; it does not add to what was left.

    ``tick(minutes) -> None``
        Lets ``minutes`` pass (0 or more, else ValueError). The boost ends as soon
        as its minutes have run out.

    ``boost_left``
        Minutes of boost left, 0 when not boosting.

    ``effective_target`` (property)
        ``target`` plus 2.0 while a boost is on, but never above ``maximum``;
        just ``target`` otherwise.

    ``heating(room_temp) -> bool``
        Reads the room temperature and returns whether the heater is on
        afterwards. The heater switches on when ``room_temp`` is at or below
        ``effective_target - 0.5`` and off when it is at or above
        ``effective_target + 0.5``; in between it stays as it was. A new
        thermostat starts with the heater off.

    Example::

        t = Thermostat(20.0)
        t.heating(19.6)     # False  (inside the band, heater was off)
        t.heating(19.5)     # True
        t.heating(20.2)     # True   (inside the band, heater stays on)
        t.heating(20.5)     # False
        t.boost(15)
        t.effective_target  # 22.0
        t.tick(15)
        t.effective_target  # 20.0
    """

    def __init__(self, target=20.0, *, minimum=5.0, maximum=30.0):
        if not minimum < maximum:
            raise ValueError("minimum must be below maximum")
        if not minimum <= target <= maximum:
            raise ValueError("target must be between minimum and maximum")
        self.target = target
        self.minimum = minimum
        self.maximum = maximum
        self.boost_left = 0
        self._on = False

    @staticmethod
    def _check_steps(steps):
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
            raise ValueError("steps must be an int of at least 1")

    def up(self, steps=1):
        self._check_steps(steps)
        self.target = min(self.maximum, self.target + STEP * steps)
        return self.target

    def down(self, steps=1):
        self._check_steps(steps)
        self.target = max(self.minimum, self.target - STEP * steps)
        return self.target

    def boost(self, minutes=30):
        if isinstance(minutes, bool) or not isinstance(minutes, int):
            raise ValueError("minutes must be an int")
        if not 1 <= minutes <= 120:
            raise ValueError("minutes must be from 1 to 120")
        self.boost_left = minutes

    def tick(self, minutes):
        if minutes < 0:
            raise ValueError("minutes must not be negative")
        self.boost_left = max(0, self.boost_left - minutes)

    @property
    def effective_target(self):
        if self.boost_left > 0:
            return min(self.maximum, self.target + BOOST)
        return self.target

    def heating(self, room_temp):
        goal = self.effective_target
        if room_temp <= goal - BAND:
            self._on = True
        elif room_temp >= goal + BAND:
            self._on = False
        return self._on
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'whole_degree_steps': [
        ('STEP = 0.5 ',
         'STEP = 1.0 '),
    ],
    'up_ignores_maximum': [
        ('        self.target = min(self.maximum, self.target + STEP * steps)\n',
         '        self.target = self.target + STEP * steps\n'),
    ],
    'down_stops_at_zero': [
        ('        self.target = max(self.minimum, self.target - STEP * steps)\n',
         '        self.target = max(0.0, self.target - STEP * steps)\n'),
    ],
    'steps_ignored': [
        ('        self.target = min(self.maximum, self.target + STEP * steps)\n',
         '        self.target = min(self.maximum, self.target + STEP)\n'),
    ],
    'zero_steps_allowed': [
        ('or steps < 1:\n',
         'or steps < 0:\n'),
    ],
    'target_at_maximum_refused': [
        ('        if not minimum <= target <= maximum:\n',
         '        if not minimum <= target < maximum:\n'),
    ],
    'equal_limits_allowed': [
        ('        if not minimum < maximum:\n',
         '        if not minimum <= maximum:\n'),
    ],
    'boost_above_maximum': [
        ('            return min(self.maximum, self.target + BOOST)\n',
         '            return self.target + BOOST\n'),
    ],
    'boost_two_hours_refused': [
        ('        if not 1 <= minutes <= 120:\n',
         '        if not 1 <= minutes < 120:\n'),
    ],
    'boost_adds_up': [
        ('        self.boost_left = minutes\n',
         '        self.boost_left += minutes\n'),
    ],
    'boost_default_hour': [
        ('    def boost(self, minutes=30):\n',
         '    def boost(self, minutes=60):\n'),
    ],
    'switch_on_only_below_band': [
        ('        if room_temp <= goal - BAND:\n',
         '        if room_temp < goal - BAND:\n'),
    ],
    'switch_off_only_above_band': [
        ('        elif room_temp >= goal + BAND:\n',
         '        elif room_temp > goal + BAND:\n'),
    ],
    'no_hysteresis': [
        ('        elif room_temp >= goal + BAND:\n',
         '        else:\n'),
    ],
    'default_target_21': [
        ('    def __init__(self, target=20.0, *, minimum=5.0, maximum=30.0):\n',
         '    def __init__(self, target=21.0, *, minimum=5.0, maximum=30.0):\n'),
    ],
    'negative_tick_allowed': [
        ('        if minutes < 0:\n            raise ValueError("minutes must not be negative")\n',
         ''),
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
