import hashlib
import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
ORDINAL_SHA256 = "650bb8bdae888ba96bacf0564f4d400cd43f707564a52016e60875149bd0b1d3"
HERE = os.path.dirname(os.path.abspath(__file__))

ORIGINAL = r'''
"""English ordinal numbers: 1st, 2nd, 3rd, 4th ..."""
import re

_PATTERN = re.compile(r"(0|[1-9][0-9]*)(st|nd|rd|th)", re.IGNORECASE)


def _suffix(n):
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def ordinal(n):
    """Return n with its English ordinal suffix.

    >>> [ordinal(n) for n in (0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 1013)]
    ['0th', '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th', '112th', '1013th']

    n must be an int (bool is rejected) -> TypeError otherwise; n < 0 -> ValueError.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"ordinal() needs an int, not {type(n).__name__}")
    if n < 0:
        raise ValueError("ordinal() needs a non-negative number")
    return f"{n}{_suffix(n)}"


def parse_ordinal(text):
    """Inverse of ordinal(): '23rd' -> 23.

    Surrounding whitespace is ignored and the suffix is case-insensitive ('23RD', ' 4th ').
    The suffix has to be the right one for the number ('23th', '11st' are rejected) and
    leading zeros are not allowed ('007th'); any invalid text -> ValueError.

    >>> parse_ordinal(" 112TH ")
    112
    """
    m = _PATTERN.fullmatch(text.strip())
    if not m:
        raise ValueError(f"not an ordinal: {text!r}")
    n = int(m.group(1))
    if m.group(2).lower() != _suffix(n):
        raise ValueError(f"wrong suffix in {text!r}")
    return n
'''

BROKEN = {
    "teens_by_last_digit": ("    if n % 100 in (11, 12, 13):\n        return \"th\"\n", ""),
    "teens_not_hundreds": ("if n % 100 in (11, 12, 13):", "if n in (11, 12, 13):"),
    "only_eleven": ("if n % 100 in (11, 12, 13):", "if n % 100 == 11:"),
    "third_as_th": ('{1: "st", 2: "nd", 3: "rd"}', '{1: "st", 2: "nd"}'),
    "zero_rejected": ("if n < 0:", "if n <= 0:"),
    "negative_allowed": ("    if n < 0:\n        raise ValueError(\"ordinal() needs a non-negative number\")\n", ""),
    "bool_accepted": ("if isinstance(n, bool) or not isinstance(n, int):", "if not isinstance(n, int):"),
    "float_accepted": ("if isinstance(n, bool) or not isinstance(n, int):",
                       "if isinstance(n, bool) or not isinstance(n, (int, float)):"),
    "negative_wrong_exception": ('raise ValueError("ordinal() needs a non-negative number")',
                                 'raise TypeError("ordinal() needs a non-negative number")'),
    "parse_any_suffix": ("    if m.group(2).lower() != _suffix(n):\n        raise ValueError(f\"wrong suffix in {text!r}\")\n", ""),
    "parse_suffix_case_sensitive": ("re.IGNORECASE", "0"),
    "parse_no_strip": ("_PATTERN.fullmatch(text.strip())", "_PATTERN.fullmatch(text)"),
    "parse_leading_zeros": ("(0|[1-9][0-9]*)", "([0-9]+)"),
    "parse_off_by_one": ("    return n\n", "    return n + (n > 100)\n"),
}


def run_user_tests(tmp_path, source):
    target = tmp_path / "run"
    target.mkdir()
    (target / "ordinal.py").write_text(source)
    shutil.copy(os.path.join(WORKSPACE, "test_ordinal.py"), target / "test_ordinal.py")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                           "test_ordinal.py"], cwd=target, capture_output=True, text=True,
                          env=env, timeout=120)


def test_ordinal_py_unchanged():
    with open(os.path.join(WORKSPACE, "ordinal.py"), "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == ORDINAL_SHA256


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_ordinal.py"))


def test_user_tests_pass_in_workspace():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_ordinal.py"], cwd=WORKSPACE, capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]


def test_user_tests_pass_on_original(tmp_path):
    proc = run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_user_tests_catch_broken(tmp_path, name):
    old, new = BROKEN[name]
    assert old in ORIGINAL, name
    proc = run_user_tests(tmp_path, ORIGINAL.replace(old, new))
    assert proc.returncode == 1, f"user tests did not catch: {name}\n{proc.stdout[-1500:]}"
