"""Hidden check for pocket_money_tests: the user's tests/test_pocket_money.py must pass on the
given pocket_money.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'pocket_money.py'
TEST_FILE = 'tests/test_pocket_money.py'

# the given pocket_money.py, verbatim
ORIGINAL = r'''"""My kids' pocket money, split into three jars: spend, save and give.

All amounts are whole pence.
"""

JARS = ("spend", "save", "give")


class Jars:
    """One child's three jars.

    ``split`` is the percentage of each payment that goes to spend, save
    and give, in that order. It must be three whole numbers, none below 0,
    adding up to 100, else ValueError.
    """

    def __init__(self, split=(70, 20, 10)):
        split = tuple(split)
        if len(split) != 3 or any(not isinstance(p, int) or p < 0 for p in split):
            raise ValueError("split must be three whole percentages")
        if sum(split) != 100:
            raise ValueError("split must add up to 100")
        self.split = dict(zip(JARS, split))
        self.jars = {jar: 0 for jar in JARS}

    def _check_amount(self, pence):
        if not isinstance(pence, int) or isinstance(pence, bool) or pence <= 0:
            raise ValueError("amount must be a whole number of pence, more than 0")

    def _check_jar(self, jar):
        if jar not in JARS:
            raise ValueError(f"no such jar: {jar!r}")

    def pay(self, pence):
        """Share out a payment. Save and give get their percentage rounded
        down to a whole penny; spend gets the rest, so no penny is lost.
        Returns {"spend": ..., "save": ..., "give": ...}: what each jar got.
        """
        self._check_amount(pence)
        save = pence * self.split["save"] // 100
        give = pence * self.split["give"] // 100
        shares = {"spend": pence - save - give, "save": save, "give": give}
        for jar, amount in shares.items():
            self.jars[jar] += amount
        return shares

    def spend(self, pence):
        """Take money out of the spend jar; returns what is left in it.

        More than is in the jar is a ValueError (and nothing is taken).
        """
        self._check_amount(pence)
        if pence > self.jars["spend"]:
            raise ValueError("not enough in the spend jar")
        self.jars["spend"] -= pence
        return self.jars["spend"]

    def move(self, pence, from_jar, to_jar):
        """Move money between two different jars.

        Unknown jars, the same jar twice, or more than is in ``from_jar``
        are ValueErrors, and then nothing moves.
        """
        self._check_amount(pence)
        self._check_jar(from_jar)
        self._check_jar(to_jar)
        if from_jar == to_jar:
            raise ValueError("pick two different jars")
        if pence > self.jars[from_jar]:
            raise ValueError(f"not enough in the {from_jar} jar")
        self.jars[from_jar] -= pence
        self.jars[to_jar] += pence

    def donate(self):
        """Empty the give jar (when we take it to the charity box); returns how much."""
        amount = self.jars["give"]
        self.jars["give"] = 0
        return amount

    def balance(self, jar=None):
        """Pence in one jar, or in all three together when ``jar`` is None."""
        if jar is None:
            return sum(self.jars.values())
        self._check_jar(jar)
        return self.jars[jar]

    def summary(self):
        """Like 'spend £3.50, save £1.00, give £0.05'."""
        return ", ".join(f"{jar} £{self.jars[jar] // 100}.{self.jars[jar] % 100:02d}"
                         for jar in JARS)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'split_sum_only_capped': [
        ('        if sum(split) != 100:\n',
         '        if sum(split) > 100:\n'),
    ],
    'split_negative_allowed': [
        (' or p < 0 for p in split)',
         ' for p in split)'),
    ],
    'split_non_int_allowed': [
        ('any(not isinstance(p, int) or p < 0',
         'any(p < 0'),
    ],
    'split_length_not_checked': [
        ('        if len(split) != 3 or any(',
         '        if any('),
    ],
    'default_split_swapped': [
        ('    def __init__(self, split=(70, 20, 10)):\n',
         '    def __init__(self, split=(70, 10, 20)):\n'),
    ],
    'pay_rounds_to_nearest': [
        ('        save = pence * self.split["save"] // 100\n',
         '        save = round(pence * self.split["save"] / 100)\n'),
    ],
    'pay_give_gets_the_rest': [
        ('        give = pence * self.split["give"] // 100\n',
         '        give = pence - save - pence * self.split["spend"] // 100\n'),
    ],
    'zero_amount_allowed': [
        ('or pence <= 0:\n',
         'or pence < 0:\n'),
    ],
    'bool_amount_allowed': [
        (' or isinstance(pence, bool)',
         ''),
    ],
    'spend_whole_jar_refused': [
        ('        if pence > self.jars["spend"]:\n',
         '        if pence >= self.jars["spend"]:\n'),
    ],
    'spend_can_overdraw': [
        ('        if pence > self.jars["spend"]:\n            raise ValueError("not enough in the spend jar")\n',
         ''),
    ],
    'spend_returns_amount_taken': [
        ('        return self.jars["spend"]\n',
         '        return pence\n'),
    ],
    'move_same_jar_allowed': [
        ('        if from_jar == to_jar:\n            raise ValueError("pick two different jars")\n',
         ''),
    ],
    'move_checks_wrong_jar': [
        ('        if pence > self.jars[from_jar]:\n',
         '        if pence > self.jars[to_jar]:\n'),
    ],
    'donate_keeps_money': [
        ('        self.jars["give"] = 0\n',
         ''),
    ],
    'total_forgets_give': [
        ('            return sum(self.jars.values())\n',
         '            return self.jars["spend"] + self.jars["save"]\n'),
    ],
    'summary_pence_not_padded': [
        ('% 100:02d}',
         '% 100}'),
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
