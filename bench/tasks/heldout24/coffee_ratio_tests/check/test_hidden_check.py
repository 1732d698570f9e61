"""Hidden check for coffee_ratio_tests: the user's tests/test_brew.py must pass on the given
coffeekit/brew.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "coffeekit/brew.py"
TEST_FILE = "tests/test_brew.py"

# the given coffeekit/brew.py, verbatim
ORIGINAL = r'''"""Brew ratios: how much water for how much coffee, and how strong a brew is."""

import math

DEFAULT_RATIO = "1:16"
ICED_HOT_SHARE = 0.6  # iced coffee: this share of the water is brewed hot, the rest is ice


def parse_ratio(text):
    """Parse a brew ratio "coffee:water" and return grams of water per gram of coffee.

        "1:16"       -> 16.0
        "1:15.5"     -> 15.5
        " 1 : 17 "   -> 17.0     spaces around the numbers are ignored
        "2:31"       -> 15.5     the coffee part need not be 1
        "16"         -> 16.0     a bare number means "1:that number"

    Raises ValueError for: an empty text, more than one ":", a part that is not a
    finite number ("1:abc", "1:", "1:inf"), or a part that is 0 or less ("1:0", "0:16").
    """
    parts = text.split(":")
    if len(parts) == 1:
        parts = ["1"] + parts
    if len(parts) != 2:
        raise ValueError(f"not a ratio: {text!r}")
    try:
        coffee, water = (float(part) for part in parts)
    except ValueError:
        raise ValueError(f"not a ratio: {text!r}") from None
    if not (math.isfinite(coffee) and math.isfinite(water)):
        raise ValueError(f"not a ratio: {text!r}")
    if coffee <= 0 or water <= 0:
        raise ValueError(f"ratio parts must be more than 0: {text!r}")
    return water / coffee


def water_for(coffee_g, ratio=DEFAULT_RATIO, *, iced=False):
    """Grams of water to pour over ``coffee_g`` grams of ground coffee.

    The result is an int: water = coffee_g * parse_ratio(ratio), rounded to the
    nearest gram, halves rounding up.

        water_for(20)                 -> 320
        water_for(18.5, "1:15")       -> 278    (277.5)
        water_for(17.5, "1:15")       -> 263    (262.5: a half rounds up)
        water_for(15, "1:17.2")       -> 258
        water_for(20, iced=True)      -> 192    (only 60 % of 320 is poured hot)

    ``iced`` (keyword-only, default False): for iced coffee only 60 % of the water
    is brewed hot (the rest goes in as ice); the function then returns just the hot
    water, rounded the same way after taking the 60 %.

    ValueError if ``coffee_g`` is 0 or less, or if the ratio is invalid (see
    parse_ratio).
    """
    if coffee_g <= 0:
        raise ValueError("coffee_g must be more than 0")
    water = coffee_g * parse_ratio(ratio)
    if iced:
        water *= ICED_HOT_SHARE
    return math.floor(water + 0.5)


def coffee_for(water_g, ratio=DEFAULT_RATIO):
    """Grams of coffee for ``water_g`` grams of water, rounded to 0.1 g.

        coffee_for(250)            -> 15.6   (15.625)
        coffee_for(350)            -> 21.9   (21.875)
        coffee_for(300, "1:15")    -> 20.0
        coffee_for(1000, "1:17")   -> 58.8

    Note: amounts that fall exactly halfway between two tenths follow Python's
    round(); don't rely on which way they go.

    ValueError if ``water_g`` is 0 or less, or if the ratio is invalid.
    """
    if water_g <= 0:
        raise ValueError("water_g must be more than 0")
    return round(water_g / parse_ratio(ratio), 1)


def strength(coffee_g, water_g):
    """Name the strength of a brew from its ratio water_g / coffee_g:

        ratio below 14              -> "strong"
        from 14 up to 17 inclusive  -> "balanced"
        above 17                    -> "weak"

        strength(20, 280)   -> "balanced"   (exactly 14)
        strength(20, 279)   -> "strong"
        strength(20, 340)   -> "balanced"   (exactly 17)
        strength(20, 341)   -> "weak"

    ValueError if either amount is 0 or less.
    """
    if coffee_g <= 0 or water_g <= 0:
        raise ValueError("amounts must be more than 0")
    ratio = water_g / coffee_g
    if ratio < 14:
        return "strong"
    if ratio <= 17:
        return "balanced"
    return "weak"
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'ratio_inverted': [
        ('    return water / coffee\n',
         '    return coffee / water\n'),
    ],
    'coffee_part_ignored': [
        ('    return water / coffee\n',
         '    return water\n'),
    ],
    'bare_number_rejected': [
        ('    if len(parts) == 1:\n        parts = ["1"] + parts\n',
         ''),
    ],
    'zero_water_part_ok': [
        ('if coffee <= 0 or water <= 0:',
         'if coffee <= 0 or water < 0:'),
    ],
    'zero_coffee_part_ok': [
        ('if coffee <= 0 or water <= 0:',
         'if coffee < 0 or water <= 0:'),
    ],
    'infinite_accepted': [
        ('    if not (math.isfinite(coffee) and math.isfinite(water)):\n        raise ValueError(f"not a ratio: {text!r}")\n',
         ''),
    ],
    'half_rounds_to_even': [
        ('return math.floor(water + 0.5)',
         'return round(water)'),
    ],
    'water_truncated': [
        ('return math.floor(water + 0.5)',
         'return int(water)'),
    ],
    'water_default_1_15': [
        ('def water_for(coffee_g, ratio=DEFAULT_RATIO, *, iced=False):',
         'def water_for(coffee_g, ratio="1:15", *, iced=False):'),
    ],
    'iced_ignored': [
        ('    if iced:\n',
         '    if False:\n'),
    ],
    'iced_share_40': [
        ('ICED_HOT_SHARE = 0.6',
         'ICED_HOT_SHARE = 0.4'),
    ],
    'zero_coffee_grams_ok': [
        ('if coffee_g <= 0:',
         'if coffee_g < 0:'),
    ],
    'coffee_not_rounded': [
        ('return round(water_g / parse_ratio(ratio), 1)',
         'return water_g / parse_ratio(ratio)'),
    ],
    'coffee_ignores_ratio': [
        ('return round(water_g / parse_ratio(ratio), 1)',
         'return round(water_g / parse_ratio(DEFAULT_RATIO), 1)'),
    ],
    'fourteen_is_strong': [
        ('if ratio < 14:',
         'if ratio <= 14:'),
    ],
    'seventeen_is_weak': [
        ('if ratio <= 17:',
         'if ratio < 17:'),
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
