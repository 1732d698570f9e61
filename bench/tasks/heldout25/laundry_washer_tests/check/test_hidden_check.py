"""Hidden check for laundry_washer_tests: the user's tests/test_washer.py must pass on the given
washer.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "washer.py"
TEST_FILE = "tests/test_washer.py"

# the given washer.py, verbatim
ORIGINAL = r'''"""One coin-operated washing machine in a self-service laundry. Money is in cents."""

# program name -> (price in cents, minutes)
PROGRAMS = {
    "quick": (250, 30),
    "normal": (350, 45),
    "hot": (450, 60),
}

ACCEPTED_COINS = (20, 50, 100, 200)


class NotEnoughCredit(Exception):
    """Raised by Washer.start() when the credit does not cover the price.

    ``missing`` holds how many cents are still needed.
    """

    def __init__(self, missing):
        super().__init__(f"{missing} cents missing")
        self.missing = missing


class Washer:
    """A washer that takes coins, runs one program at a time and keeps count.

    ``insert(coin) -> int``
        Adds a coin to the credit and returns the new credit. Only 20, 50, 100
        and 200 cent coins are taken; any other value raises ValueError and the
        credit stays as it was. Coins may be inserted while a program runs (the
        credit is kept for the next wash).

    ``start(program) -> int``
        Starts a program and returns how many minutes it takes. Programs (price,
        minutes): "quick" 250 cents / 30, "normal" 350 / 45, "hot" 450 / 60. The
        name is matched ignoring case and spaces around it; an unknown name raises
        KeyError. The price is taken from the credit; the machine gives no change,
        so what is left stays as credit. Raises RuntimeError if a program is
        already running and NotEnoughCredit (with ``missing`` set) if the credit
        is below the price; in both cases nothing changes.

    ``advance(minutes) -> None``
        Lets time pass. When the running program's minutes are used up the
        machine stops and ``washes_done`` goes up by one. Time passing while
        nothing runs changes nothing.

    ``refund() -> int``
        Hands back the whole credit: returns it and sets the credit to 0.

    ``credit``
        Cents inserted and not yet spent or refunded.

    ``minutes_left``
        Minutes until the running program ends; 0 when idle.

    ``running`` (property)
        True while a program runs.

    ``washes_done``
        How many programs have run to the end.
    """

    def __init__(self):
        self.credit = 0
        self.minutes_left = 0
        self.washes_done = 0

    @property
    def running(self):
        return self.minutes_left > 0

    def insert(self, coin):
        if coin not in ACCEPTED_COINS:
            raise ValueError(f"coin not accepted: {coin!r}")
        self.credit += coin
        return self.credit

    def start(self, program):
        price, minutes = PROGRAMS[program.strip().lower()]
        if self.running:
            raise RuntimeError("a program is already running")
        if self.credit < price:
            raise NotEnoughCredit(price - self.credit)
        self.credit -= price
        self.minutes_left = minutes
        return minutes

    def advance(self, minutes):
        if not self.running:
            return
        self.minutes_left = max(0, self.minutes_left - minutes)
        if self.minutes_left == 0:
            self.washes_done += 1

    def refund(self):
        amount, self.credit = self.credit, 0
        return amount
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'ten_cent_coins_taken': [
        ('ACCEPTED_COINS = (20, 50, 100, 200)\n',
         'ACCEPTED_COINS = (10, 20, 50, 100, 200)\n'),
    ],
    'bad_coin_still_credited': [
        ('        if coin not in ACCEPTED_COINS:\n            raise ValueError(f"coin not accepted: {coin!r}")\n        self.credit += coin\n',
         '        self.credit += coin\n        if coin not in ACCEPTED_COINS:\n            raise ValueError(f"coin not accepted: {coin!r}")\n'),
    ],
    'program_case_sensitive': [
        ('PROGRAMS[program.strip().lower()]',
         'PROGRAMS[program.strip()]'),
    ],
    'program_spaces_matter': [
        ('PROGRAMS[program.strip().lower()]',
         'PROGRAMS[program.lower()]'),
    ],
    'unknown_program_value_error': [
        ('        price, minutes = PROGRAMS[program.strip().lower()]\n',
         '        if program.strip().lower() not in PROGRAMS:\n            raise ValueError(program)\n        price, minutes = PROGRAMS[program.strip().lower()]\n'),
    ],
    'exact_credit_refused': [
        ('        if self.credit < price:\n',
         '        if self.credit <= price:\n'),
    ],
    'price_not_taken': [
        ('        self.credit -= price\n',
         ''),
    ],
    'leftover_credit_lost': [
        ('        self.credit -= price\n',
         '        self.credit = 0\n'),
    ],
    'missing_wrong_sign': [
        ('            raise NotEnoughCredit(price - self.credit)\n',
         '            raise NotEnoughCredit(self.credit - price)\n'),
    ],
    'restart_while_running': [
        ('        if self.running:\n            raise RuntimeError("a program is already running")\n',
         ''),
    ],
    'hot_program_shorter': [
        ('    "hot": (450, 60),\n',
         '    "hot": (450, 50),\n'),
    ],
    'wash_not_counted': [
        ('        if self.minutes_left == 0:\n            self.washes_done += 1\n',
         ''),
    ],
    'idle_time_counts_washes': [
        ('        if not self.running:\n            return\n',
         ''),
    ],
    'minutes_go_negative': [
        ('        self.minutes_left = max(0, self.minutes_left - minutes)\n',
         '        self.minutes_left = self.minutes_left - minutes\n'),
    ],
    'refund_keeps_credit': [
        ('        amount, self.credit = self.credit, 0\n',
         '        amount = self.credit\n'),
    ],
    'refused_start_not_atomic': [
        ('        if self.running:\n            raise RuntimeError("a program is already running")\n        if self.credit < price:\n            raise NotEnoughCredit(price - self.credit)\n        self.credit -= price\n',
         '        if self.running:\n            raise RuntimeError("a program is already running")\n        self.credit -= price\n        if self.credit < 0:\n            raise NotEnoughCredit(-self.credit)\n'),
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
