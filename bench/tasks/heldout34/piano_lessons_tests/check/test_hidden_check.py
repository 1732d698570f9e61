"""Hidden check for piano_lessons_tests: the user's tests/test_lessons.py must pass on the given
lessons.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'lessons.py'
TEST_FILE = 'tests/test_lessons.py'

# the given lessons.py, verbatim
ORIGINAL = r'''"""What I charge for piano lessons. Money in pounds."""

RATES = {30: 18.0, 45: 26.0, 60: 34.0}  # lesson length in minutes: fee per lesson
MAX_WEEKS = 15  # the longest a term can be
SIBLING_DISCOUNT = 0.10  # off the term fee of every child except the dearest one
NOTICE_HOURS = 24  # cancel with less notice than this and half the lesson is charged
EXAM_FEES = {1: 45.0, 2: 52.0, 3: 58.0, 4: 66.0, 5: 72.0}  # exam entry fee by grade
HIGHER_GRADE_STEP = 12.0  # grades 6-8: the grade 5 fee plus this for each grade above 5


def lesson_fee(minutes):
    """Fee for one lesson of 30, 45 or 60 minutes; any other length is a ValueError."""
    if minutes not in RATES:
        raise ValueError(f"I don't do {minutes} minute lessons")
    return RATES[minutes]


def term_fee(minutes, weeks=10):
    """Fee for a term of weekly lessons, to 2 decimal places.

    weeks must be a whole number from 1 to MAX_WEEKS, else ValueError.
    """
    if not isinstance(weeks, int) or isinstance(weeks, bool) or not 1 <= weeks <= MAX_WEEKS:
        raise ValueError("a term is 1 to 15 weeks")
    return round(lesson_fee(minutes) * weeks, 2)


def family_fee(lengths, weeks=10):
    """Term fee for brothers and sisters, one lesson length per child.

    The child with the dearest term pays in full, every other child gets
    SIBLING_DISCOUNT off. Rounded to 2 decimal places. No children is a
    ValueError.
    """
    if not lengths:
        raise ValueError("no children given")
    fees = sorted((term_fee(minutes, weeks) for minutes in lengths), reverse=True)
    total = fees[0] + sum(fee * (1 - SIBLING_DISCOUNT) for fee in fees[1:])
    return round(total, 2)


def cancellation_charge(minutes, hours_notice):
    """What a cancelled lesson costs.

    With NOTICE_HOURS or more notice it's free (0.0); with less, half the
    lesson fee, to 2 decimal places. Negative notice is a ValueError.
    """
    if hours_notice < 0:
        raise ValueError("notice can't be negative")
    if hours_notice >= NOTICE_HOURS:
        return 0.0
    return round(lesson_fee(minutes) / 2, 2)


def exam_fee(grade):
    """Entry fee for a grade exam: grades 1-5 from EXAM_FEES, grades 6-8 the
    grade 5 fee plus HIGHER_GRADE_STEP per grade above 5. Any other grade is
    a ValueError.
    """
    if grade in EXAM_FEES:
        return EXAM_FEES[grade]
    if grade in (6, 7, 8):
        return EXAM_FEES[5] + HIGHER_GRADE_STEP * (grade - 5)
    raise ValueError(f"no such grade: {grade!r}")
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'rate_45_changed': [
        ('45: 26.0',
         '45: 27.0'),
    ],
    'unknown_length_charged_as_hour': [
        ('        raise ValueError(f"I don\'t do {minutes} minute lessons")\n',
         '        return RATES[60]\n'),
    ],
    'term_default_12_weeks': [
        ('def term_fee(minutes, weeks=10):',
         'def term_fee(minutes, weeks=12):'),
    ],
    'term_longer_than_max_allowed': [
        ('not 1 <= weeks <= MAX_WEEKS:',
         'not 1 <= weeks:'),
    ],
    'term_max_weeks_refused': [
        ('not 1 <= weeks <= MAX_WEEKS:',
         'not 1 <= weeks < MAX_WEEKS:'),
    ],
    'term_zero_weeks_allowed': [
        ('not 1 <= weeks <= MAX_WEEKS:',
         'not 0 <= weeks <= MAX_WEEKS:'),
    ],
    'term_part_weeks_allowed': [
        ('    if not isinstance(weeks, int) or isinstance(weeks, bool) or not 1 <= weeks',
         '    if not 1 <= weeks'),
    ],
    'family_everyone_discounted': [
        ('    total = fees[0] + sum(fee * (1 - SIBLING_DISCOUNT) for fee in fees[1:])\n',
         '    total = sum(fee * (1 - SIBLING_DISCOUNT) for fee in fees)\n'),
    ],
    'family_cheapest_pays_full': [
        ('for minutes in lengths), reverse=True)',
         'for minutes in lengths))'),
    ],
    'family_discount_15': [
        ('SIBLING_DISCOUNT = 0.10 ',
         'SIBLING_DISCOUNT = 0.15 '),
    ],
    'family_weeks_ignored': [
        ('(term_fee(minutes, weeks) for minutes',
         '(term_fee(minutes) for minutes'),
    ],
    'family_none_is_zero': [
        ('        raise ValueError("no children given")\n',
         '        return 0.0\n'),
    ],
    'cancel_exactly_24_hours_charged': [
        ('    if hours_notice >= NOTICE_HOURS:\n',
         '    if hours_notice > NOTICE_HOURS:\n'),
    ],
    'cancel_charges_full_fee': [
        ('    return round(lesson_fee(minutes) / 2, 2)\n',
         '    return round(lesson_fee(minutes), 2)\n'),
    ],
    'cancel_negative_notice_allowed': [
        ('    if hours_notice < 0:\n        raise ValueError("notice can\'t be negative")\n',
         ''),
    ],
    'exam_grade_3_changed': [
        ('3: 58.0',
         '3: 56.0'),
    ],
    'exam_higher_grades_one_step_more': [
        ('HIGHER_GRADE_STEP * (grade - 5)',
         'HIGHER_GRADE_STEP * (grade - 4)'),
    ],
    'exam_grade_9_allowed': [
        ('    if grade in (6, 7, 8):\n',
         '    if grade in (6, 7, 8, 9):\n'),
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
