import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)

from sizes import format_size, parse_size  # noqa: E402

# --- the code itself ---------------------------------------------------------


@pytest.mark.parametrize("text,expected", [
    ("512", 512),
    ("1.5 KB", 1536),
    ("1.5KB", 1536),
    ("1.5 kb", 1536),
    ("2mb", 2097152),
    ("2 MB", 2097152),
    ("0.1 KB", 102),
    ("10 B", 10),
    ("10b", 10),
    ("1.25 GB", 1342177280),
    ("1 TB", 1024 ** 4),
    ("0", 0),
])
def test_parse_size(text, expected):
    result = parse_size(text)
    assert result == expected
    assert isinstance(result, int)


@pytest.mark.parametrize("text", ["-1 KB", "-5", "12 XB", "3 PB", "abc", "", "1.2.3 KB", "KB"])
def test_parse_size_errors(text):
    with pytest.raises(ValueError):
        parse_size(text)


@pytest.mark.parametrize("n,expected", [
    (0, "0 B"),
    (1, "1 B"),
    (1023, "1023 B"),
    (1024, "1.0 KB"),
    (1126, "1.1 KB"),
    (1536, "1.5 KB"),
    (1024 ** 2, "1.0 MB"),
    (5 * 1024 ** 3, "5.0 GB"),
    (3 * 1024 ** 4, "3.0 TB"),
    (1024 ** 5, "1024.0 TB"),
])
def test_format_size(n, expected):
    assert format_size(n) == expected


def test_format_size_negative():
    with pytest.raises(ValueError):
        format_size(-1)


# --- the user's tests ---------------------------------------------------------

BASE = '''
import re
from decimal import Decimal

_F = {"B": 1, "KB": 1024, "MB": 1024 ** 2, "GB": 1024 ** 3, "TB": 1024 ** 4}


def parse_size(text):
    m = re.fullmatch(r"\\s*([-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))\\s*([A-Za-z]*)\\s*", text)
    if not m:
        raise ValueError(text)
    num, unit = Decimal(m.group(1)), m.group(2).upper() or "B"
    if num < 0:
        raise ValueError(text)
    if unit not in _F:
        raise ValueError(text)
    return int(num * _F[unit])


def format_size(n):
    if n < 0:
        raise ValueError(n)
    if n < 1024:
        return "%d B" % n
    for unit in ("TB", "GB", "MB", "KB"):
        if n >= _F[unit]:
            return "%.1f %s" % (n / _F[unit], unit)
'''

MUTANTS = {
    "decimal_units": [('"KB": 1024, "MB": 1024 ** 2, "GB": 1024 ** 3, "TB": 1024 ** 4',
                       '"KB": 1000, "MB": 1000 ** 2, "GB": 1000 ** 3, "TB": 1000 ** 4')],
    "case_sensitive": [('m.group(2).upper() or "B"', 'm.group(2) or "B"')],
    "boundary_1024": [("    if n < 1024:\n", "    if n <= 1024:\n")],
    "negative_parse_ok": [("    if num < 0:\n        raise ValueError(text)\n", "")],
    "no_decimal": [('"%.1f %s"', '"%.0f %s"')],
    "negative_format_ok": [("    if n < 0:\n        raise ValueError(n)\n", "")],
    "unknown_unit_is_bytes": [("    if unit not in _F:\n        raise ValueError(text)\n    return int(num * _F[unit])",
                               "    return int(num * _F.get(unit, 1))")],
    "no_unit_rejected": [('m.group(2).upper() or "B"', 'm.group(2).upper()')],
}


def mutant_source(name):
    src = BASE
    for old, new in MUTANTS[name]:
        assert src.count(old) == 1, (name, old)
        src = src.replace(old, new)
    return src


def run_user_tests(tmp_path, module_source=None):
    dest = tmp_path / "ws"
    shutil.copytree(WORKSPACE, dest, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
    if module_source is not None:
        (dest / "sizes.py").write_text(module_source)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_sizes.py"],
                          cwd=dest, capture_output=True, text=True, timeout=300)


def test_user_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_sizes.py"))


def test_base_mutant_is_correct():
    ns = {}
    exec(BASE, ns)
    assert ns["parse_size"]("1.5 KB") == 1536 and ns["format_size"](1024) == "1.0 KB"


def test_user_tests_pass_on_user_code(tmp_path):
    r = run_user_tests(tmp_path)
    assert r.returncode == 0, r.stdout[-2000:]


def test_user_tests_pass_on_correct_code(tmp_path):
    r = run_user_tests(tmp_path, BASE)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_broken_code(tmp_path, name):
    r = run_user_tests(tmp_path, mutant_source(name))
    assert r.returncode == 1, f"tests did not catch mutant {name}: {r.stdout[-1500:]}"
