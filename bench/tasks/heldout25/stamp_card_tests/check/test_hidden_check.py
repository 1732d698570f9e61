"""Hidden check for stamp_card_tests: the user's tests/test_stamp_card.py must pass on the given
stamp_card.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "stamp_card.py"
TEST_FILE = "tests/test_stamp_card.py"

# the given stamp_card.py, verbatim
ORIGINAL = r'''"""The paper stamp card of a bakery, kept on the till instead of in the customer's wallet."""

from dataclasses import dataclass


class NoRewardError(Exception):
    """Raised by StampCard.redeem() when the card has no free item to give."""


@dataclass
class StampCard:
    """One customer's stamp card.

    Fields:

    ``owner``
        The customer's name (any string; not checked).
    ``stamps``
        Stamps collected towards the next free item, default 0. It must be an int
        with ``0 <= stamps < stamps_needed``.
    ``stamps_needed``
        How many stamps earn one free item, default 9. It must be an int of at
        least 2.
    ``free_items``
        Free items earned and not yet used, default 0.
    ``redeemed``
        Free items used so far, default 0.

    Creating a card with a ``stamps`` or ``stamps_needed`` outside those rules
    (bools included) raises ValueError.

    ``add_purchase(items=1) -> int``
        One stamp for each item bought. Whenever the stamps reach
        ``stamps_needed`` they go back to 0 and one free item is earned, so one
        big purchase can earn several. Returns how many free items this purchase
        earned. ``items`` must be an int from 1 to 50 inclusive (not a bool),
        else ValueError and the card is unchanged.

    ``redeem() -> None``
        Uses one free item: ``free_items`` goes down by one and ``redeemed`` up
        by one. A free item earns no stamp. Raises NoRewardError when
        ``free_items`` is 0.

    ``progress`` (property)
        ``"<stamps>/<stamps_needed>"``, e.g. ``"3/9"``.

    ``until_next`` (property)
        How many more stamps the next free item needs (from 1 to
        ``stamps_needed``).
    """

    owner: str
    stamps: int = 0
    stamps_needed: int = 9
    free_items: int = 0
    redeemed: int = 0

    def __post_init__(self):
        for name in ("stamps", "stamps_needed"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be an int")
        if self.stamps_needed < 2:
            raise ValueError("stamps_needed must be at least 2")
        if not 0 <= self.stamps < self.stamps_needed:
            raise ValueError("stamps must be from 0 to stamps_needed - 1")

    def add_purchase(self, items=1):
        if isinstance(items, bool) or not isinstance(items, int):
            raise ValueError("items must be an int")
        if not 1 <= items <= 50:
            raise ValueError("items must be from 1 to 50")
        earned = 0
        for _ in range(items):
            self.stamps += 1
            if self.stamps >= self.stamps_needed:
                self.stamps = 0
                self.free_items += 1
                earned += 1
        return earned

    def redeem(self):
        if self.free_items == 0:
            raise NoRewardError(self.owner)
        self.free_items -= 1
        self.redeemed += 1

    @property
    def progress(self):
        return f"{self.stamps}/{self.stamps_needed}"

    @property
    def until_next(self):
        return self.stamps_needed - self.stamps
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'reward_one_stamp_late': [
        ('            if self.stamps >= self.stamps_needed:\n',
         '            if self.stamps > self.stamps_needed:\n'),
    ],
    'stamps_not_reset': [
        ('                self.stamps = 0\n                self.free_items += 1\n',
         '                self.free_items += 1\n'),
    ],
    'reward_not_stored': [
        ('                self.free_items += 1\n                earned += 1\n',
         '                earned += 1\n'),
    ],
    'returns_all_free_items': [
        ('        return earned\n',
         '        return self.free_items\n'),
    ],
    'one_reward_per_purchase': [
        ('                earned += 1\n',
         '                earned = 1\n'),
    ],
    'zero_items_allowed': [
        ('        if not 1 <= items <= 50:\n',
         '        if not 0 <= items <= 50:\n'),
    ],
    'fifty_items_refused': [
        ('        if not 1 <= items <= 50:\n',
         '        if not 1 <= items < 50:\n'),
    ],
    'bool_items_allowed': [
        ('        if isinstance(items, bool) or not isinstance(items, int):\n',
         '        if not isinstance(items, int):\n'),
    ],
    'default_ten_stamps': [
        ('    stamps_needed: int = 9\n',
         '    stamps_needed: int = 10\n'),
    ],
    'one_stamp_card_allowed': [
        ('        if self.stamps_needed < 2:\n',
         '        if self.stamps_needed < 1:\n'),
    ],
    'full_card_allowed': [
        ('        if not 0 <= self.stamps < self.stamps_needed:\n',
         '        if not 0 <= self.stamps <= self.stamps_needed:\n'),
    ],
    'redeem_without_reward': [
        ('        if self.free_items == 0:\n            raise NoRewardError(self.owner)\n',
         ''),
    ],
    'redeem_not_counted': [
        ('        self.redeemed += 1\n',
         ''),
    ],
    'redeem_keeps_free_item': [
        ('        self.free_items -= 1\n',
         ''),
    ],
    'progress_with_spaces': [
        ('        return f"{self.stamps}/{self.stamps_needed}"\n',
         '        return f"{self.stamps} / {self.stamps_needed}"\n'),
    ],
    'until_next_off_by_one': [
        ('        return self.stamps_needed - self.stamps\n',
         '        return self.stamps_needed - self.stamps - 1\n'),
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
