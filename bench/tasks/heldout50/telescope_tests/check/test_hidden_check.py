"""Hidden check for telescope_tests: the user's tests/test_optics.py must pass on the given
optics.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'optics.py'
TEST_FILE = 'tests/test_optics.py'

# the given optics.py, verbatim
ORIGINAL = r'''"""Sums for my telescopes and eyepieces. Lengths in millimetres."""

EYE_PUPIL_MM = 7.0  # the widest a dark-adapted eye opens: a wider exit pupil wastes light
SMALLEST_EXIT_MM = 0.5  # below this the view is too dim and blurry to be any use
POWER_PER_MM = 2.0  # highest useful magnification: twice the aperture in mm...
POWER_CAP = 350  # ...but never more than this, the air won't allow it
BARLOWS = (1, 2, 2.5, 3)  # 1 = no Barlow lens


def magnification(scope_focal, eyepiece_focal, barlow=1):
    """Magnification: scope focal length times the Barlow, over the eyepiece
    focal length, to 1 decimal place.

    Both focal lengths must be more than 0 and barlow one of BARLOWS, else
    ValueError.
    """
    if scope_focal <= 0 or eyepiece_focal <= 0:
        raise ValueError("focal lengths must be more than 0")
    if barlow not in BARLOWS:
        raise ValueError(f"no such Barlow: {barlow!r}")
    return round(scope_focal * barlow / eyepiece_focal, 1)


def exit_pupil(aperture, power):
    """Width of the beam leaving the eyepiece: aperture / magnification, to 2 decimal places."""
    return round(aperture / power, 2)


def true_field(apparent_field, power):
    """How much sky you see, in degrees: the eyepiece's apparent field over
    the magnification, to 2 decimal places."""
    return round(apparent_field / power, 2)


def max_useful(aperture):
    """Highest useful magnification: POWER_PER_MM per mm of aperture, at most
    POWER_CAP, as a whole number (rounded down)."""
    return int(min(aperture * POWER_PER_MM, POWER_CAP))


def usable(aperture, scope_focal, eyepiece_focal, barlow=1):
    """Is this eyepiece (with this Barlow) worth using on this scope?

    Yes when the exit pupil is from SMALLEST_EXIT_MM to EYE_PUPIL_MM (both
    ends included) and the magnification is no more than max_useful.
    """
    power = magnification(scope_focal, eyepiece_focal, barlow)
    pupil = exit_pupil(aperture, power)
    return SMALLEST_EXIT_MM <= pupil <= EYE_PUPIL_MM and power <= max_useful(aperture)


def best_eyepiece(scope_focal, eyepieces, target):
    """The eyepiece focal length (from my box, eyepieces) giving the
    magnification nearest to target. If two are equally near, the longer
    one (the lower power). An empty box is a ValueError."""
    if not eyepieces:
        raise ValueError("no eyepieces")
    return min(eyepieces,
               key=lambda ep: (abs(magnification(scope_focal, ep) - target), -ep))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'barlow_ignored': [
        ('round(scope_focal * barlow / eyepiece_focal, 1)',
         'round(scope_focal / eyepiece_focal, 1)'),
    ],
    'magnification_whole_number': [
        ('round(scope_focal * barlow / eyepiece_focal, 1)',
         'round(scope_focal * barlow / eyepiece_focal)'),
    ],
    'eyepiece_focal_not_checked': [
        ('    if scope_focal <= 0 or eyepiece_focal <= 0:\n',
         '    if scope_focal <= 0:\n'),
    ],
    'any_barlow_allowed': [
        ('    if barlow not in BARLOWS:\n        raise ValueError(f"no such Barlow: {barlow!r}")\n',
         ''),
    ],
    'power_per_mm_2_5': [
        ('POWER_PER_MM = 2.0 ',
         'POWER_PER_MM = 2.5 '),
    ],
    'no_power_cap': [
        ('    return int(min(aperture * POWER_PER_MM, POWER_CAP))\n',
         '    return int(aperture * POWER_PER_MM)\n'),
    ],
    'max_useful_rounded_not_down': [
        ('    return int(min(aperture * POWER_PER_MM, POWER_CAP))\n',
         '    return round(min(aperture * POWER_PER_MM, POWER_CAP))\n'),
    ],
    'smallest_exit_pupil_refused': [
        ('SMALLEST_EXIT_MM <= pupil',
         'SMALLEST_EXIT_MM < pupil'),
    ],
    'widest_exit_pupil_refused': [
        ('pupil <= EYE_PUPIL_MM',
         'pupil < EYE_PUPIL_MM'),
    ],
    'max_useful_power_refused': [
        ('power <= max_useful(aperture)',
         'power < max_useful(aperture)'),
    ],
    'tie_goes_to_shorter': [
        ('(abs(magnification(scope_focal, ep) - target), -ep))',
         '(abs(magnification(scope_focal, ep) - target), ep))'),
    ],
    'empty_box_gives_none': [
        ('        raise ValueError("no eyepieces")\n',
         '        return None\n'),
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
