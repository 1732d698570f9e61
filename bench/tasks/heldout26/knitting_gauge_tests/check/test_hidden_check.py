"""Hidden check for knitting_gauge_tests: the user's test_gauge.py must pass on the given
gauge.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "gauge.py"
TEST_FILE = "test_gauge.py"

# the given gauge.py, verbatim
ORIGINAL = r'''"""Gauge arithmetic for knitting patterns: reading a gauge, stitches to cast on
for a width, the width a stitch count gives, and how many skeins to buy."""

import math
import re

CM_PER_INCH = 2.54

_GAUGE = re.compile(r"(\d+)\s*(?:sts|stitches)\s*[=/]\s*(\d+(?:\.\d+)?)\s*(cm|in|inch|inches)")


def _number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def parse_gauge(text):
    """Read a gauge the way patterns write it and return ``(stitches, cm)``.

    The form is ``"<stitches> sts = <measure> <unit>"``: ``sts`` may also be
    written ``stitches``, ``=`` may be ``/``, the spaces around the parts are
    optional, case does not matter and surrounding spaces are ignored.
    ``stitches`` is an int from 1 to 60; ``measure`` a number above 0 that may
    have decimals (``2.5``); the unit is ``cm``, ``in``, ``inch`` or ``inches``.
    Inches are turned into centimetres (2.54 cm each) and ``cm`` is rounded to
    2 decimals. Anything else raises ValueError.

    >>> parse_gauge("22 sts = 10 cm")
    (22, 10.0)
    >>> parse_gauge("18 Stitches/4 in")
    (18, 10.16)
    """
    match = _GAUGE.fullmatch(text.strip().lower())
    if not match:
        raise ValueError(f"not a gauge: {text!r}")
    stitches, measure = int(match.group(1)), float(match.group(2))
    if not 1 <= stitches <= 60:
        raise ValueError("stitches must be from 1 to 60")
    if measure <= 0:
        raise ValueError("the measure must be above 0")
    if match.group(3) != "cm":
        measure *= CM_PER_INCH
    return stitches, round(measure, 2)


def cast_on(width_cm, gauge, *, multiple=1, plus=0):
    """Stitches to cast on for a piece ``width_cm`` wide at ``gauge`` (a string
    for parse_gauge()).

    The width times the stitches per centimetre is rounded up to a whole
    stitch (a count within 0.001 of a whole number is taken as that number).
    Stitch patterns need a count of the form ``multiple * k + plus`` with k a
    whole number of at least 1: the result is the smallest such count that is
    not below the rounded-up one. ``width_cm`` must be a number above 0 and at
    most 500, ``multiple`` an int of at least 1 and ``plus`` an int of at
    least 0, else ValueError.

    >>> cast_on(51, "22 sts = 10 cm", multiple=4, plus=2)
    114
    """
    if not _number(width_cm) or not 0 < width_cm <= 500:
        raise ValueError("width_cm must be above 0 and at most 500")
    for name, value, low in (("multiple", multiple, 1), ("plus", plus, 0)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ValueError(f"{name} must be an int of at least {low}")
    stitches, cm = parse_gauge(gauge)
    count = math.ceil(width_cm * stitches / cm - 0.001)
    k = max(1, math.ceil((count - plus) / multiple))
    return k * multiple + plus


def finished_width(stitches, gauge):
    """The width in cm that ``stitches`` (an int of at least 1, else ValueError)
    make at ``gauge``, rounded to 1 decimal."""
    if isinstance(stitches, bool) or not isinstance(stitches, int) or stitches < 1:
        raise ValueError("stitches must be an int of at least 1")
    per, cm = parse_gauge(gauge)
    return round(stitches * cm / per, 1)


def skeins_needed(metres, skein_metres=200, *, spare=True):
    """Skeins to buy for ``metres`` of yarn: enough whole skeins of
    ``skein_metres`` each, plus one spare skein when ``spare`` is true. Both
    lengths must be numbers above 0, else ValueError."""
    if not _number(metres) or not _number(skein_metres) or metres <= 0 or skein_metres <= 0:
        raise ValueError("lengths must be numbers above 0")
    return math.ceil(metres / skein_metres) + (1 if spare else 0)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'inch_is_2_5_cm': [
        ('CM_PER_INCH = 2.54\n',
         'CM_PER_INCH = 2.5\n'),
    ],
    'inch_word_refused': [
        ('(cm|in|inch|inches)',
         '(cm|in|inches)'),
    ],
    'case_sensitive': [
        ('    match = _GAUGE.fullmatch(text.strip().lower())\n',
         '    match = _GAUGE.fullmatch(text.strip())\n'),
    ],
    'slash_refused': [
        ('\\s*[=/]\\s*',
         '\\s*=\\s*'),
    ],
    'spaces_required': [
        ('(?:sts|stitches)\\s*[=/]\\s*(\\d+(?:\\.\\d+)?)\\s*(cm',
         '(?:sts|stitches) [=/] (\\d+(?:\\.\\d+)?) (cm'),
    ],
    'sixty_stitches_refused': [
        ('    if not 1 <= stitches <= 60:\n',
         '    if not 1 <= stitches < 60:\n'),
    ],
    'zero_measure_allowed': [
        ('    if measure <= 0:\n        raise ValueError("the measure must be above 0")\n',
         ''),
    ],
    'decimal_measure_refused': [
        ('(\\d+(?:\\.\\d+)?)',
         '(\\d+)'),
    ],
    'cast_on_rounds_down': [
        ('    count = math.ceil(width_cm * stitches / cm - 0.001)\n',
         '    count = math.floor(width_cm * stitches / cm + 0.001)\n'),
    ],
    'float_noise_rounds_up': [
        ('    count = math.ceil(width_cm * stitches / cm - 0.001)\n',
         '    count = math.ceil(width_cm * stitches / cm)\n'),
    ],
    'plus_ignored': [
        ('    return k * multiple + plus\n',
         '    return k * multiple\n'),
    ],
    'repeat_rounds_down': [
        ('    k = max(1, math.ceil((count - plus) / multiple))\n',
         '    k = max(1, (count - plus) // multiple)\n'),
    ],
    'zero_repeats_allowed': [
        ('    k = max(1, math.ceil((count - plus) / multiple))\n',
         '    k = max(0, math.ceil((count - plus) / multiple))\n'),
    ],
    'width_500_refused': [
        ('not 0 < width_cm <= 500:\n',
         'not 0 < width_cm < 500:\n'),
    ],
    'finished_width_whole_cm': [
        ('    return round(stitches * cm / per, 1)\n',
         '    return round(stitches * cm / per)\n'),
    ],
    'no_spare_by_default': [
        ('def skeins_needed(metres, skein_metres=200, *, spare=True):\n',
         'def skeins_needed(metres, skein_metres=200, *, spare=False):\n'),
    ],
    'skeins_rounded_down': [
        ('    return math.ceil(metres / skein_metres) + (1 if spare else 0)\n',
         '    return int(metres / skein_metres) + (1 if spare else 0)\n'),
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
