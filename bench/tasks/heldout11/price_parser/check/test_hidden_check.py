import os
import re
import shutil
import subprocess
import sys
import textwrap

import pytest

from prices import parse_price


@pytest.mark.parametrize("text, cents", [
    ("$1,234.50", 123450),
    (" 7 ", 700),
    ("3.5", 350),
    ("0.05", 5),
    ("0", 0),
    ("$12", 1200),
    ("12.30", 1230),
    ("1,000", 100000),
    ("12,345,678.9", 1234567890),
    ("1234567", 123456700),
    ("  $99.99  ", 9999),
])
def test_valid(text, cents):
    got = parse_price(text)
    assert got == cents
    assert isinstance(got, int)


@pytest.mark.parametrize("text", [
    "", "   ", "abc", "-5", "1.234", "12,34", "1.", ".5", "$",
    "1,2345", "1234,567", "1,23,456", ",100", "5$", "1.2.3", "12a", "$$5",
])
def test_invalid(text):
    with pytest.raises(ValueError):
        parse_price(text)


# --- the tests the tool wrote -------------------------------------------------

def run_tests(workdir):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_prices.py"], cwd=workdir, capture_output=True, text=True,
                          timeout=120)


def test_written_tests_exist_and_pass():
    assert os.path.isfile("test_prices.py")
    r = run_tests(".")
    assert r.returncode == 0, r.stdout[-2000:]
    m = re.search(r"(\d+) passed", r.stdout)
    assert m and int(m.group(1)) >= 3, r.stdout[-500:]


MUTANTS = {
    "always_zero": """
        def parse_price(text):
            return 0
    """,
    "never_raises": """
        import re
        def parse_price(text):
            m = re.fullmatch(r"\\s*\\$?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?\\s*", text)
            if not m:
                return 0
            return int(m.group(1).replace(",", "")) * 100 + int((m.group(2) or "").ljust(2, "0"))
    """,
    "ignores_decimals": """
        import re
        def parse_price(text):
            m = re.fullmatch(r"\\s*\\$?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?\\s*", text)
            if not m:
                raise ValueError(text)
            return int(m.group(1).replace(",", "")) * 100
    """,
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_written_tests_catch_broken_versions(tmp_path, name):
    shutil.copy("test_prices.py", tmp_path / "test_prices.py")
    for extra in ("conftest.py",):
        if os.path.isfile(extra):
            shutil.copy(extra, tmp_path / extra)
    (tmp_path / "prices.py").write_text(textwrap.dedent(MUTANTS[name]))
    r = run_tests(tmp_path)
    assert r.returncode != 0, f"the tests in test_prices.py pass against a broken parse_price ({name})"
