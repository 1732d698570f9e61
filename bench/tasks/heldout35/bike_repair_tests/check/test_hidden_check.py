"""Hidden check for bike_repair_tests: the user's tests/test_repairs.py must pass on the given
repairs.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'repairs.py'
TEST_FILE = 'tests/test_repairs.py'

# the given repairs.py, verbatim
ORIGINAL = r'''"""Job tickets for my bike repair workshop.

A job goes booked -> in_progress -> ready -> collected, one step at a
time. Money is in pounds.
"""

import math

LABOUR_PER_HOUR = 48.0
LABOUR_BLOCK_MIN = 15  # labour is charged in started 15-minute blocks
MEMBER_LABOUR_DISCOUNT = 0.10  # club members get 10% off labour (not parts)
MAX_QTY = 10
STEPS = ["booked", "in_progress", "ready", "collected"]


class JobError(Exception):
    """Something that can't be done to the job at the stage it's at."""


class RepairJob:
    """One bike in for repair."""

    def __init__(self, customer, bike, member=False):
        customer, bike = customer.strip(), bike.strip()
        if not customer or not bike:
            raise ValueError("need a customer name and a bike")
        self.customer = customer
        self.bike = bike
        self.member = member
        self.status = "booked"
        self.parts = []  # (name, unit price, quantity)
        self.minutes = 0

    def advance(self):
        """Move the job on one step and return the new status; JobError once collected."""
        i = STEPS.index(self.status)
        if i == len(STEPS) - 1:
            raise JobError("already collected")
        self.status = STEPS[i + 1]
        return self.status

    def add_part(self, name, price, qty=1):
        """Fit a part. Only while the job is in progress (else JobError).

        price must be more than 0 and qty a whole number 1 to MAX_QTY, else
        ValueError. The same part again (any capitals) adds to its quantity.
        """
        if self.status != "in_progress":
            raise JobError("parts only go on while the job is in progress")
        if price <= 0:
            raise ValueError("price must be more than 0")
        if not isinstance(qty, int) or isinstance(qty, bool) or not 1 <= qty <= MAX_QTY:
            raise ValueError(f"quantity must be 1 to {MAX_QTY}")
        for i, (old, old_price, old_qty) in enumerate(self.parts):
            if old.lower() == name.strip().lower():
                self.parts[i] = (old, old_price, old_qty + qty)
                return
        self.parts.append((name.strip(), price, qty))

    def log_time(self, minutes):
        """Add workshop time. Only while in progress (JobError); minutes > 0 (ValueError)."""
        if self.status != "in_progress":
            raise JobError("time only goes on while the job is in progress")
        if minutes <= 0:
            raise ValueError("minutes must be more than 0")
        self.minutes += minutes

    def labour(self):
        """Labour charge: started 15-minute blocks at LABOUR_PER_HOUR, less the
        member discount, to 2 decimal places."""
        blocks = math.ceil(self.minutes / LABOUR_BLOCK_MIN)
        charge = blocks * LABOUR_BLOCK_MIN / 60 * LABOUR_PER_HOUR
        if self.member:
            charge *= 1 - MEMBER_LABOUR_DISCOUNT
        return round(charge, 2)

    def parts_total(self):
        return round(sum(price * qty for _, price, qty in self.parts), 2)

    def total(self):
        return round(self.labour() + self.parts_total(), 2)

    def ticket(self):
        """The slip that goes on the handlebars, e.g.
        "Sam Lee - Raleigh tourer [ready] parts 24.48 + labour 36.00 = 60.48"."""
        return (f"{self.customer} - {self.bike} [{self.status}] parts {self.parts_total():.2f}"
                f" + labour {self.labour():.2f} = {self.total():.2f}")
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'blank_customer_allowed': [
        ('        if not customer or not bike:\n', '        if not bike:\n'),
    ],
    'starts_in_progress': [
        ('        self.status = "booked"\n', '        self.status = "in_progress"\n'),
    ],
    'advance_past_collected': [
        ('        if i == len(STEPS) - 1:\n            raise JobError("already collected")\n',
         ''),
    ],
    'parts_while_booked': [
        ('        if self.status != "in_progress":\n            raise JobError("parts only',
         '        if self.status in ("ready", "collected"):\n            raise JobError("parts only'),
    ],
    'parts_after_ready': [
        ('        if self.status != "in_progress":\n            raise JobError("parts only',
         '        if self.status == "booked":\n            raise JobError("parts only'),
    ],
    'free_part_allowed': [
        ('        if price <= 0:\n', '        if price < 0:\n'),
    ],
    'max_qty_12': [
        ('MAX_QTY = 10\n', 'MAX_QTY = 12\n'),
    ],
    'fraction_qty_allowed': [
        ('        if not isinstance(qty, int) or isinstance(qty, bool) or not 1 <= qty <= MAX_QTY:\n',
         '        if not 1 <= qty <= MAX_QTY:\n'),
    ],
    'same_part_case_matters': [
        ('            if old.lower() == name.strip().lower():\n',
         '            if old == name.strip():\n'),
    ],
    'same_part_replaces_qty': [
        ('                self.parts[i] = (old, old_price, old_qty + qty)\n',
         '                self.parts[i] = (old, old_price, qty)\n'),
    ],
    'time_while_booked': [
        ('        if self.status != "in_progress":\n            raise JobError("time only',
         '        if self.status not in ("booked", "in_progress"):\n            raise JobError("time only'),
    ],
    'zero_minutes_allowed': [
        ('        if minutes <= 0:\n', '        if minutes < 0:\n'),
    ],
    'rate_45': [
        ('LABOUR_PER_HOUR = 48.0\n', 'LABOUR_PER_HOUR = 45.0\n'),
    ],
    'blocks_rounded_not_up': [
        ('        blocks = math.ceil(self.minutes / LABOUR_BLOCK_MIN)\n',
         '        blocks = round(self.minutes / LABOUR_BLOCK_MIN)\n'),
    ],
    'half_hour_blocks': [
        ('LABOUR_BLOCK_MIN = 15 ', 'LABOUR_BLOCK_MIN = 30 '),
    ],
    'member_discount_15': [
        ('MEMBER_LABOUR_DISCOUNT = 0.10 ', 'MEMBER_LABOUR_DISCOUNT = 0.15 '),
    ],
    'member_discount_on_parts': [
        ('        return round(sum(price * qty for _, price, qty in self.parts), 2)\n',
         '        total = sum(price * qty for _, price, qty in self.parts)\n'
         '        if self.member:\n            total *= 1 - MEMBER_LABOUR_DISCOUNT\n'
         '        return round(total, 2)\n'),
    ],
    'ticket_parts_unformatted': [
        ('parts {self.parts_total():.2f}', 'parts {self.parts_total()}'),
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
