"""Hidden check for panto_tickets_tests: the user's tests/test_panto.py must pass on the given
panto.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'panto.py'
TEST_FILE = 'tests/test_panto.py'

# the given panto.py, verbatim
ORIGINAL = r'''"""Ticket prices for the village pantomime. Money in pounds."""

PRICES = {"adult": 12.0, "concession": 9.0, "child": 7.0, "infant": 0.0}
MATINEE_CHILD = 6.0  # a child's ticket at the Saturday matinee
INFANT_UNDER = 3  # under 3 sit on a lap and go free
CHILD_UNDER = 16
CONCESSION_FROM = 65
FAMILY_TICKET = 34.0  # two adults and two children, evening shows only
GROUP_SIZE = 10  # parties with this many paying people or more...
GROUP_DISCOUNT = 0.10  # ...get this much off the whole order
SEATS = 120  # in the village hall


def ticket_type(age):
    """'infant', 'child', 'adult' or 'concession' for someone aged ``age``.
    age must be a whole number, 0 or more, else ValueError."""
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError(f"bad age: {age!r}")
    if age < INFANT_UNDER:
        return "infant"
    if age < CHILD_UNDER:
        return "child"
    if age >= CONCESSION_FROM:
        return "concession"
    return "adult"


def order_total(ages, matinee=False):
    """What a party pays, to 2 decimal places.

    For evening shows, every two adults plus two children make a family
    ticket (as many as possible); concessions don't count as adults for
    this. Everyone else pays their own ticket; at a matinee a child pays
    MATINEE_CHILD and there are no family tickets. Parties of GROUP_SIZE or
    more paying people (infants don't count) get GROUP_DISCOUNT off the
    total. An empty party is a ValueError.
    """
    if not ages:
        raise ValueError("nobody in the party")
    kinds = [ticket_type(a) for a in ages]
    adults, children = kinds.count("adult"), kinds.count("child")
    families = 0 if matinee else min(adults // 2, children // 2)
    total = families * FAMILY_TICKET
    adults -= 2 * families
    children -= 2 * families
    child_price = MATINEE_CHILD if matinee else PRICES["child"]
    total += adults * PRICES["adult"] + children * child_price
    total += kinds.count("concession") * PRICES["concession"]
    paying = len(kinds) - kinds.count("infant")
    if paying >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)


def seats_left(sold, ages):
    """Seats left after this party is booked in, when ``sold`` are already
    taken. Infants don't need a seat. Not enough room is a ValueError."""
    need = sum(1 for a in ages if ticket_type(a) != "infant")
    left = SEATS - sold - need
    if left < 0:
        raise ValueError("not enough seats left")
    return left


def refund(paid, days_before):
    """Money back for a cancellation ``days_before`` days before the show:
    all of it with 7 or more days to go, half (to 2 dp) with 2 to 6 days,
    nothing after that. days_before can't be negative (ValueError)."""
    if days_before < 0:
        raise ValueError("the show has been")
    if days_before >= 7:
        return paid
    if days_before >= 2:
        return round(paid / 2, 2)
    return 0.0
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'infants_under_2_only': [
        ('INFANT_UNDER = 3 ',
         'INFANT_UNDER = 2 '),
    ],
    'sixteen_still_child': [
        ('    if age < CHILD_UNDER:\n',
         '    if age <= CHILD_UNDER:\n'),
    ],
    'sixty_five_still_adult': [
        ('    if age >= CONCESSION_FROM:\n',
         '    if age > CONCESSION_FROM:\n'),
    ],
    'adult_price_changed': [
        ('"adult": 12.0',
         '"adult": 12.5'),
    ],
    'family_with_one_adult': [
        ('min(adults // 2, children // 2)',
         'min(adults, children // 2)'),
    ],
    'family_ticket_at_matinee': [
        ('families = 0 if matinee else min(',
         'families = min('),
    ],
    'matinee_child_full_price': [
        ('child_price = MATINEE_CHILD if matinee else PRICES["child"]',
         'child_price = PRICES["child"]'),
    ],
    'group_needs_eleven': [
        ('    if paying >= GROUP_SIZE:\n',
         '    if paying > GROUP_SIZE:\n'),
    ],
    'group_counts_infants': [
        ('    paying = len(kinds) - kinds.count("infant")\n',
         '    paying = len(kinds)\n'),
    ],
    'infants_take_seats': [
        ('need = sum(1 for a in ages if ticket_type(a) != "infant")',
         'need = sum(1 for a in ages if ticket_type(a) != "")'),
    ],
    'overbooking_allowed': [
        ('    if left < 0:\n        raise ValueError("not enough seats left")\n',
         ''),
    ],
    'full_refund_needs_eight_days': [
        ('    if days_before >= 7:\n',
         '    if days_before > 7:\n'),
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
