"""Hidden check for payment_terms_tests: the user's test_payment_terms.py must pass on the given
payment_terms.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "payment_terms.py"
TEST_FILE = "test_payment_terms.py"

# the given payment_terms.py, verbatim
ORIGINAL = r'''"""Due dates and early-payment discounts from the payment terms printed on invoices."""

import calendar
import datetime
from typing import NamedTuple


class Terms(NamedTuple):
    days: int            # days to pay, counted from the invoice date or from month end
    end_of_month: bool   # True: count ``days`` from the last day of the invoice's month
    discount: int        # percent off for paying early, 0 if none
    discount_days: int   # the discount applies up to this many days after the invoice date


def _number(word, low, high):
    if not word.isdigit():
        raise ValueError(f"not a number: {word!r}")
    value = int(word)
    if not low <= value <= high:
        raise ValueError(f"{value} is not from {low} to {high}")
    return value


def parse_terms(text):
    """Read payment terms. Case does not matter, surrounding spaces are ignored
    and words may be separated by any number of spaces. Numbers are plain
    digits (no sign). Accepted forms:

    - ``"due on receipt"`` or ``"receipt"``: ``Terms(0, False, 0, 0)``
    - ``"net N"`` with N from 1 to 120: ``Terms(N, False, 0, 0)``
    - ``"eom"``: ``Terms(0, True, 0, 0)``, due at the end of the month
    - ``"net N eom"`` with N from 1 to 60: ``Terms(N, True, 0, 0)``
    - ``"D/K net N"``: ``Terms(N, False, D, K)``, D percent off when paid
      within K days; N as in "net N", D from 1 to 5, K from 1 and shorter than N

    Anything else raises ValueError.
    """
    words = text.strip().lower().split()
    if words in (["due", "on", "receipt"], ["receipt"]):
        return Terms(0, False, 0, 0)
    if words == ["eom"]:
        return Terms(0, True, 0, 0)
    if len(words) == 2 and words[0] == "net":
        return Terms(_number(words[1], 1, 120), False, 0, 0)
    if len(words) == 3 and words[0] == "net" and words[2] == "eom":
        return Terms(_number(words[1], 1, 60), True, 0, 0)
    if len(words) == 3 and words[1] == "net" and words[0].count("/") == 1:
        days = _number(words[2], 1, 120)
        d, k = words[0].split("/")
        return Terms(days, False, _number(d, 1, 5), _number(k, 1, days - 1))
    raise ValueError(f"unknown payment terms: {text!r}")


def _raw_due(invoice_date, terms):
    start = invoice_date
    if terms.end_of_month:
        last = calendar.monthrange(invoice_date.year, invoice_date.month)[1]
        start = invoice_date.replace(day=last)
    return start + datetime.timedelta(days=terms.days)


def due_date(invoice_date, text):
    """The date by which an invoice dated ``invoice_date`` must be paid under the
    terms ``text``: the invoice date (or, for eom terms, the last day of its
    month) plus the terms' days. A due date on a Saturday or Sunday moves to
    the Monday after."""
    due = _raw_due(invoice_date, parse_terms(text))
    if due.weekday() >= 5:
        due += datetime.timedelta(days=7 - due.weekday())
    return due


def amount_due(total, invoice_date, text, paid_on):
    """What to pay when paying on ``paid_on``: ``total`` less the early-payment
    discount if the terms have one and ``paid_on`` is no later than
    ``discount_days`` after the invoice date (that day included; weekends do
    not move it), else ``total``; rounded to 2 decimals. ``total`` below 0 or
    ``paid_on`` before ``invoice_date`` raises ValueError."""
    if total < 0:
        raise ValueError("total must not be negative")
    if paid_on < invoice_date:
        raise ValueError("paid before the invoice date")
    terms = parse_terms(text)
    if terms.discount and paid_on <= invoice_date + datetime.timedelta(days=terms.discount_days):
        return round(total * (100 - terms.discount) / 100, 2)
    return round(total, 2)


def is_overdue(invoice_date, text, today):
    """True when ``today`` is after the due date; on the due date itself the
    invoice is not overdue yet."""
    return today > due_date(invoice_date, text)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'case_sensitive': [
        ('    words = text.strip().lower().split()\n',
         '    words = text.strip().split()\n'),
    ],
    'single_spaces_only': [
        ('    words = text.strip().lower().split()\n',
         '    words = text.strip().lower().split(" ")\n'),
    ],
    'net_120_refused': [
        ('        return Terms(_number(words[1], 1, 120), False, 0, 0)\n',
         '        return Terms(_number(words[1], 1, 119), False, 0, 0)\n'),
    ],
    'net_0_allowed': [
        ('        return Terms(_number(words[1], 1, 120), False, 0, 0)\n',
         '        return Terms(_number(words[1], 0, 120), False, 0, 0)\n'),
    ],
    'eom_up_to_120': [
        ('        return Terms(_number(words[1], 1, 60), True, 0, 0)\n',
         '        return Terms(_number(words[1], 1, 120), True, 0, 0)\n'),
    ],
    'discount_5_refused': [
        ('_number(d, 1, 5)',
         '_number(d, 1, 4)'),
    ],
    'discount_days_up_to_net': [
        ('_number(k, 1, days - 1)',
         '_number(k, 1, days)'),
    ],
    'sign_accepted': [
        ('    if not word.isdigit():\n',
         '    if not word.lstrip("+").isdigit():\n'),
    ],
    'eom_counts_from_next_month': [
        ('        start = invoice_date.replace(day=last)\n',
         '        start = invoice_date.replace(day=last) + datetime.timedelta(days=1)\n'),
    ],
    'eom_ignores_leap_year': [
        ('        last = calendar.monthrange(invoice_date.year, invoice_date.month)[1]\n',
         '        last = calendar.monthrange(2023, invoice_date.month)[1]\n'),
    ],
    'saturday_to_friday': [
        ('    if due.weekday() >= 5:\n        due += datetime.timedelta(days=7 - due.weekday())\n',
         '    if due.weekday() == 5:\n        due -= datetime.timedelta(days=1)\n    elif due.weekday() == 6:\n        due += datetime.timedelta(days=1)\n'),
    ],
    'sunday_not_moved': [
        ('    if due.weekday() >= 5:\n',
         '    if due.weekday() == 5:\n'),
    ],
    'discount_last_day_excluded': [
        ('    if terms.discount and paid_on <= invoice_date',
         '    if terms.discount and paid_on < invoice_date'),
    ],
    'discount_not_rounded': [
        ('        return round(total * (100 - terms.discount) / 100, 2)\n',
         '        return total * (100 - terms.discount) / 100\n'),
    ],
    'paid_before_invoice_allowed': [
        ('    if paid_on < invoice_date:\n        raise ValueError("paid before the invoice date")\n',
         ''),
    ],
    'overdue_on_due_date': [
        ('    return today > due_date(invoice_date, text)\n',
         '    return today >= due_date(invoice_date, text)\n'),
    ],
    'overdue_ignores_weekend': [
        ('    return today > due_date(invoice_date, text)\n',
         '    return today > _raw_due(invoice_date, parse_terms(text))\n'),
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
