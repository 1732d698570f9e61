"""Hidden check for shirt_size_tests: the user's test_sizing.py must pass on the given
sizing.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "sizing.py"
TEST_FILE = "test_sizing.py"

# the given sizing.py, verbatim
ORIGINAL = r'''"""The size helper of the shop: which T-shirt size fits a chest measurement."""

# (size, smallest chest in cm for that size), smallest size first
CHART = [
    ("XS", 0),
    ("S", 86),
    ("M", 94),
    ("L", 102),
    ("XL", 110),
    ("XXL", 118),
]

# how many sizes each fit moves away from the chart
FITS = {"slim": -1, "regular": 0, "relaxed": 1}


def _check_chest(chest_cm):
    if isinstance(chest_cm, bool) or not isinstance(chest_cm, (int, float)):
        raise TypeError("chest_cm must be a number")
    if chest_cm <= 0:
        raise ValueError("chest_cm must be more than 0")


def shirt_size(chest_cm, *, fit="regular"):
    """Return the T-shirt size for a chest measurement in centimetres.

    | chest (cm)             | size |
    |------------------------|------|
    | under 86               | XS   |
    | 86 to under 94         | S    |
    | 94 to under 102        | M    |
    | 102 to under 110       | L    |
    | 110 to under 118       | XL   |
    | 118 and over           | XXL  |

    Each row's lower bound belongs to that row: 94 is an M, 93.9 is still an S.
    ``chest_cm`` may be an int or a float.

    ``fit`` (keyword-only) shifts the result along the chart:

    | fit                   | result                                         |
    |-----------------------|------------------------------------------------|
    | "regular" (default)   | the size from the table above                  |
    | "relaxed"             | one size larger, but never larger than XXL     |
    | "slim"                | one size smaller, but never smaller than XS    |

    Fit names are case-sensitive: "Slim" is not a fit.

    Errors:

    * ``TypeError`` if ``chest_cm`` is not an int or a float (``True``/``False`` are
      not measurements)
    * ``ValueError`` if ``chest_cm`` is 0 or less
    * ``ValueError`` if ``fit`` is not one of the three names above
    """
    _check_chest(chest_cm)
    if fit not in FITS:
        raise ValueError(f"unknown fit {fit!r}")
    index = 0
    for i, (_, lowest) in enumerate(CHART):
        if chest_cm >= lowest:
            index = i
    index += FITS[fit]
    index = max(0, min(index, len(CHART) - 1))
    return CHART[index][0]


def chest_range(size):
    """Return ``(lowest, highest)``: the chest measurements in cm that the chart gives ``size``.

    ``lowest`` belongs to the size, ``highest`` does not (it is where the next size
    starts); XXL has no upper end, so its ``highest`` is ``None``.

    | call                   | result       |
    |------------------------|--------------|
    | chest_range("XS")      | (0, 86)      |
    | chest_range("M")       | (94, 102)    |
    | chest_range("xl")      | (110, 118)   |
    | chest_range(" XXL ")   | (118, None)  |

    The size name is case-insensitive and spaces around it are ignored. An unknown
    size raises ``KeyError``.
    """
    name = size.strip().upper()
    for i, (label, lowest) in enumerate(CHART):
        if label == name:
            highest = CHART[i + 1][1] if i + 1 < len(CHART) else None
            return (lowest, highest)
    raise KeyError(size)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'lower_bound_exclusive': [
        ('if chest_cm >= lowest:',
         'if chest_cm > lowest:'),
    ],
    'm_starts_at_96': [
        ('("M", 94),',
         '("M", 96),'),
    ],
    'xl_starts_at_111': [
        ('("XL", 110),',
         '("XL", 111),'),
    ],
    'relaxed_same_size': [
        ('"relaxed": 1}',
         '"relaxed": 0}'),
    ],
    'slim_goes_up': [
        ('{"slim": -1,',
         '{"slim": 1,'),
    ],
    'no_cap_at_xxl': [
        ('index = max(0, min(index, len(CHART) - 1))',
         'index = max(0, index)'),
    ],
    'no_floor_at_xs': [
        ('index = max(0, min(index, len(CHART) - 1))',
         'index = min(index, len(CHART) - 1)'),
    ],
    'default_fit_relaxed': [
        ('def shirt_size(chest_cm, *, fit="regular"):',
         'def shirt_size(chest_cm, *, fit="relaxed"):'),
    ],
    'fit_case_insensitive': [
        ('    if fit not in FITS:\n',
         '    fit = fit.lower()\n    if fit not in FITS:\n'),
    ],
    'zero_chest_ok': [
        ('if chest_cm <= 0:',
         'if chest_cm < 0:'),
    ],
    'bool_accepted': [
        ('if isinstance(chest_cm, bool) or not isinstance(chest_cm, (int, float)):',
         'if not isinstance(chest_cm, (int, float)):'),
    ],
    'int_rejected': [
        ('if isinstance(chest_cm, bool) or not isinstance(chest_cm, (int, float)):',
         'if isinstance(chest_cm, bool) or not isinstance(chest_cm, float):'),
    ],
    'range_case_sensitive': [
        ('name = size.strip().upper()',
         'name = size.strip()'),
    ],
    'range_spaces_kept': [
        ('name = size.strip().upper()',
         'name = size.upper()'),
    ],
    'range_highest_inclusive': [
        ('highest = CHART[i + 1][1] if',
         'highest = CHART[i + 1][1] - 1 if'),
    ],
    'range_unknown_value_error': [
        ('raise KeyError(size)',
         'raise ValueError(size)'),
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
