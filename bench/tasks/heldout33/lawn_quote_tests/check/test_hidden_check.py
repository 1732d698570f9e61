"""Hidden check for lawn_quote_tests: the user's tests/test_lawn_quote.py must pass on the given
lawn_quote.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'lawn_quote.py'
TEST_FILE = 'tests/test_lawn_quote.py'

# the given lawn_quote.py, verbatim
ORIGINAL = r'''"""Quotes for my lawn mowing round. Prices in pounds, sizes in metres."""

RATE_PER_SQM = 0.12  # per square metre, per cut
EDGING_PER_M = 0.50  # per metre of edges trimmed, per cut
MINIMUM_CHARGE = 20.0  # no cut (mowing plus edging) costs less than this
TRAVEL_BANDS = [(5, 0.0), (10, 4.0), (20, 9.0)]  # up to and including this many km: fee
VISITS = {"weekly": 26, "fortnightly": 13, "monthly": 6}  # visits in a season
REGULAR = ("weekly", "fortnightly")
REGULAR_DISCOUNT = 0.15  # off the cut price (not travel) for regular customers


def lawn_area(length, width):
    """Area of a rectangular lawn in square metres, to 1 decimal place.

    Both sides must be more than 0, else ValueError.
    """
    if length <= 0 or width <= 0:
        raise ValueError("sides must be more than 0")
    return round(length * width, 1)


def travel_fee(km):
    """The travel fee for a garden ``km`` kilometres from home.

    Up to and including 5 km is free, up to and including 10 km is 4.00,
    up to and including 20 km is 9.00. Further than 20 km, or a negative
    distance, is a ValueError.
    """
    if km < 0:
        raise ValueError("distance can't be negative")
    for limit, fee in TRAVEL_BANDS:
        if km <= limit:
            return fee
    raise ValueError("too far, I don't go more than 20 km")


def cut_price(area, edging=0):
    """One cut: area * RATE_PER_SQM plus edging metres * EDGING_PER_M.

    Never less than MINIMUM_CHARGE. Rounded to 2 decimal places. A negative
    area or edging, or an area of 0, is a ValueError.
    """
    if area <= 0:
        raise ValueError("area must be more than 0")
    if edging < 0:
        raise ValueError("edging can't be negative")
    price = area * RATE_PER_SQM + edging * EDGING_PER_M
    return round(max(MINIMUM_CHARGE, price), 2)


def visits(frequency):
    """How many visits a season: weekly 26, fortnightly 13, monthly 6.

    Capitals and spaces round the word don't matter; anything else is a
    ValueError.
    """
    key = frequency.strip().lower()
    if key not in VISITS:
        raise ValueError(f"unknown frequency: {frequency!r}")
    return VISITS[key]


def season_quote(area, km, frequency, edging=0):
    """The quote for a season: {"visits": n, "per_visit": p, "total": t}.

    per_visit is the cut price (15% off for weekly and fortnightly
    customers) plus the travel fee, rounded to 2 decimal places; total is
    visits * per_visit, rounded to 2 decimal places.
    """
    n = visits(frequency)
    cut = cut_price(area, edging)
    if frequency.strip().lower() in REGULAR:
        cut = cut * (1 - REGULAR_DISCOUNT)
    per_visit = round(cut + travel_fee(km), 2)
    return {"visits": n, "per_visit": per_visit, "total": round(n * per_visit, 2)}
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'rate_15p': [
        ('RATE_PER_SQM = 0.12 ',
         'RATE_PER_SQM = 0.15 '),
    ],
    'edging_ignored': [
        ('    price = area * RATE_PER_SQM + edging * EDGING_PER_M\n',
         '    price = area * RATE_PER_SQM\n'),
    ],
    'no_minimum': [
        ('    return round(max(MINIMUM_CHARGE, price), 2)\n',
         '    return round(price, 2)\n'),
    ],
    'minimum_25': [
        ('MINIMUM_CHARGE = 20.0 ',
         'MINIMUM_CHARGE = 25.0 '),
    ],
    'cut_not_rounded': [
        ('    return round(max(MINIMUM_CHARGE, price), 2)\n',
         '    return max(MINIMUM_CHARGE, price)\n'),
    ],
    'travel_band_edge_exclusive': [
        ('        if km <= limit:\n',
         '        if km < limit:\n'),
    ],
    'travel_middle_band_9': [
        ('(10, 4.0)',
         '(10, 9.0)'),
    ],
    'travel_too_far_allowed': [
        ('    raise ValueError("too far, I don\'t go more than 20 km")\n',
         '    return TRAVEL_BANDS[-1][1]\n'),
    ],
    'travel_negative_allowed': [
        ('    if km < 0:\n        raise ValueError("distance can\'t be negative")\n',
         ''),
    ],
    'area_not_rounded': [
        ('    return round(length * width, 1)\n',
         '    return length * width\n'),
    ],
    'area_zero_side_allowed': [
        ('    if length <= 0 or width <= 0:\n',
         '    if length < 0 or width < 0:\n'),
    ],
    'cut_zero_area_allowed': [
        ('    if area <= 0:\n',
         '    if area < 0:\n'),
    ],
    'negative_edging_allowed': [
        ('    if edging < 0:\n        raise ValueError("edging can\'t be negative")\n',
         ''),
    ],
    'visits_case_sensitive': [
        ('    key = frequency.strip().lower()\n',
         '    key = frequency.strip()\n'),
    ],
    'fortnightly_14': [
        ('"fortnightly": 13',
         '"fortnightly": 14'),
    ],
    'monthly_discounted_too': [
        ('    if frequency.strip().lower() in REGULAR:\n',
         '    if frequency.strip().lower() in VISITS:\n'),
    ],
    'discount_on_travel_too': [
        ('        cut = cut * (1 - REGULAR_DISCOUNT)\n',
         '        cut = (cut + travel_fee(km)) * (1 - REGULAR_DISCOUNT) - travel_fee(km)\n'),
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
