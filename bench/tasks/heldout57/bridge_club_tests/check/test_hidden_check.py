"""Hidden check for bridge_club_tests: the user's tests/test_bridge.py must pass on the given
bridge.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'bridge.py'
TEST_FILE = 'tests/test_bridge.py'

# the given bridge.py, verbatim
ORIGINAL = r'''"""Money and tables for our bridge club's Tuesday and Friday afternoons. Money in pounds."""

MEMBER_FEE = 3.00  # table money per session for a member
VISITOR_FEE = 4.50  # table money per session for a visitor
YOUNG_UNDER = 25  # players younger than this pay half table money
ANNUAL_SUB = 36.00  # the membership year runs January to December
FREE_FROM_MONTH = 10  # join in October or later and the rest of the year is free


def table_money(member, age):
    """One player's table money for a session, to 2 decimal places.

    age must be a whole number, 0 or more, else ValueError.
    """
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError("age must be a whole number, 0 or more")
    fee = MEMBER_FEE if member else VISITOR_FEE
    if age < YOUNG_UNDER:
        fee = fee / 2
    return round(fee, 2)


def session_takings(players):
    """Table money for a whole session: players is a list of (member, age)."""
    return round(sum(table_money(member, age) for member, age in players), 2)


def tables(players):
    """(tables, sitting_out) for ``players`` players: bridge is four to a table,
    and we need at least two full tables to run a session, else ValueError."""
    if players < 8:
        raise ValueError("not enough players for a session")
    return divmod(players, 4)


def joining_sub(month):
    """Subscription for someone joining in ``month`` (1 = January ... 12 = December).

    They pay for the months left in the year, the joining month included:
    ANNUAL_SUB / 12 a month, to 2 decimal places. From FREE_FROM_MONTH on it's
    free (0.0). Any other month is a ValueError.
    """
    if month not in range(1, 13):
        raise ValueError(f"no such month: {month!r}")
    if month >= FREE_FROM_MONTH:
        return 0.0
    return round(ANNUAL_SUB / 12 * (13 - month), 2)


def pair_percentage(matchpoints, top, boards):
    """A pair's score as a percentage of the most they could have got
    (top matchpoints on each of ``boards`` boards), to 2 decimal places.

    top and boards must be more than 0 and matchpoints from 0 to top * boards,
    else ValueError.
    """
    if top <= 0 or boards <= 0:
        raise ValueError("top and boards must be more than 0")
    if not 0 <= matchpoints <= top * boards:
        raise ValueError("matchpoints out of range")
    return round(100 * matchpoints / (top * boards), 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'member_fee_changed': [
        ('MEMBER_FEE = 3.00 ',
         'MEMBER_FEE = 3.50 '),
    ],
    'visitors_pay_member_fee': [
        ('fee = MEMBER_FEE if member else VISITOR_FEE',
         'fee = MEMBER_FEE'),
    ],
    'age_25_pays_half': [
        ('    if age < YOUNG_UNDER:\n',
         '    if age <= YOUNG_UNDER:\n'),
    ],
    'young_pay_full': [
        ('        fee = fee / 2\n',
         '        fee = fee\n'),
    ],
    'negative_age_allowed': [
        (' or age < 0:\n',
         ':\n'),
    ],
    'takings_ignore_age': [
        ('table_money(member, age) for member',
         'table_money(member, 99) for member'),
    ],
    'one_table_enough': [
        ('    if players < 8:\n',
         '    if players < 4:\n'),
    ],
    'eight_players_refused': [
        ('    if players < 8:\n',
         '    if players <= 8:\n'),
    ],
    'sitting_out_dropped': [
        ('    return divmod(players, 4)\n',
         '    return players // 4, 0\n'),
    ],
    'sub_free_from_november': [
        ('FREE_FROM_MONTH = 10 ',
         'FREE_FROM_MONTH = 11 '),
    ],
    'sub_joining_month_free': [
        ('(13 - month)',
         '(12 - month)'),
    ],
    'sub_month_13_allowed': [
        ('range(1, 13)',
         'range(1, 14)'),
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
