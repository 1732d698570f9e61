import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)

from pages import format_pages, parse_pages  # noqa: E402

# --- the code itself ---------------------------------------------------------


@pytest.mark.parametrize("spec,last,expected", [
    ("1-3,5", 10, [1, 2, 3, 5]),
    ("8-", 10, [8, 9, 10]),
    ("-3", 10, [1, 2, 3]),
    ("", 5, [1, 2, 3, 4, 5]),
    ("  ", 3, [1, 2, 3]),
    (" 1 , 3 - 4 ", 10, [1, 3, 4]),
    ("5,1-3,2", 10, [1, 2, 3, 5]),
    ("9-,2", 10, [2, 9, 10]),
    ("4-4", 10, [4]),
    ("1-10", 10, list(range(1, 11))),
    ("10", 10, [10]),
])
def test_parse_pages(spec, last, expected):
    assert parse_pages(spec, last) == expected


@pytest.mark.parametrize("spec", ["0", "11", "5-3", "3-12", "0-2", "abc", "1-2-3", "x-3"])
def test_parse_pages_errors(spec):
    with pytest.raises(ValueError):
        parse_pages(spec, 10)


@pytest.mark.parametrize("pages,expected", [
    ([1, 2, 3, 5, 7, 8], "1-3,5,7-8"),
    ([8, 7, 5, 3, 2, 1, 2], "1-3,5,7-8"),
    ([], ""),
    ([4], "4"),
    ([1, 3, 5], "1,3,5"),
    ([9, 10], "9-10"),
    ([3, 3], "3"),
    ([1, 2, 3, 4, 5, 6], "1-6"),
])
def test_format_pages(pages, expected):
    assert format_pages(pages) == expected


# --- the user's tests ---------------------------------------------------------

BASE = '''
def parse_pages(spec, last_page):
    if not spec.strip():
        return list(range(1, last_page + 1))
    result = set()
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            a, b = [x.strip() for x in part.split("-", 1)]
            if (a and not a.isdigit()) or (b and not b.isdigit()) or not (a or b):
                raise ValueError(part)
            lo = int(a) if a else 1
            hi = int(b) if b else last_page
            if lo > hi:
                raise ValueError(part)
        else:
            if not part.isdigit():
                raise ValueError(part)
            lo = hi = int(part)
        if lo < 1 or hi > last_page:
            raise ValueError(part)
        result.update(range(lo, hi + 1))
    return sorted(result)


def format_pages(pages):
    pages = sorted(set(pages))
    out = []
    i = 0
    while i < len(pages):
        j = i
        while j + 1 < len(pages) and pages[j + 1] == pages[j] + 1:
            j += 1
        out.append(str(pages[i]) if i == j else "%d-%d" % (pages[i], pages[j]))
        i = j + 1
    return ",".join(out)
'''

MUTANTS = {
    "open_end_off_by_one": [("hi = int(b) if b else last_page", "hi = int(b) if b else last_page - 1")],
    "open_start_not_page_1": [("lo = int(a) if a else 1", "lo = int(a) if a else 2")],
    "too_high_clipped": [("        if lo < 1 or hi > last_page:\n            raise ValueError(part)\n        result.update(range(lo, hi + 1))",
                          "        if lo < 1:\n            raise ValueError(part)\n        result.update(range(lo, min(hi, last_page) + 1))")],
    "reversed_swapped": [("            if lo > hi:\n                raise ValueError(part)\n",
                          "            if lo > hi:\n                lo, hi = hi, lo\n")],
    "empty_means_none": [("        return list(range(1, last_page + 1))", "        return []")],
    "not_sorted": [("    result = set()", "    result = []"),
                   ("        result.update(range(lo, hi + 1))\n    return sorted(result)",
                    "        result.extend(p for p in range(lo, hi + 1) if p not in result)\n    return result")],
    "pair_as_two_pages": [("str(pages[i]) if i == j else", "\",\".join(map(str, pages[i:j + 1])) if j - i < 2 else")],
    "format_keeps_input_order": [("    pages = sorted(set(pages))", "    pages = list(dict.fromkeys(pages))")],
    "format_empty_crash": [("    pages = sorted(set(pages))\n    out = []", "    pages = sorted(set(pages))\n    assert pages\n    out = []")],
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
        (dest / "pages.py").write_text(module_source)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_pages.py"],
                          cwd=dest, capture_output=True, text=True, timeout=300)


def test_user_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_pages.py"))


def test_base_is_correct():
    ns = {}
    exec(BASE, ns)
    assert ns["parse_pages"]("1-3,5,9-", 10) == [1, 2, 3, 5, 9, 10]
    assert ns["format_pages"]([8, 7, 5, 3, 2, 1]) == "1-3,5,7-8"


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
