import re
from pathlib import Path

import pytest
from versions import compare_versions, max_version


@pytest.mark.parametrize("a, b, expected", [
    ("1.10", "1.9", 1), ("1.9", "1.10", -1), ("2.0.1", "2.0.1", 0), ("0.9", "1", -1),
    ("10.0", "9.99.99", 1), ("1.2.3", "1.2.4", -1), ("3", "2.99", 1),
])
def test_numeric_comparison(a, b, expected):
    assert compare_versions(a, b) == expected


def test_missing_trailing_parts_count_as_zero():
    assert compare_versions("1.2", "1.2.0") == 0
    assert compare_versions("1.2.0.0", "1.2") == 0
    assert compare_versions("1.2", "1.2.0.1") == -1
    assert compare_versions("1.2.1", "1.2") == 1


def test_prefix_and_whitespace_ignored():
    assert compare_versions("v1.4", "1.4") == 0
    assert compare_versions(" V2.0 ", "v1.9\n") == 1
    assert compare_versions("1.05", "1.5") == 0


@pytest.mark.parametrize("bad", ["", "  ", "1..2", "1.2.", ".1", "1.x", "-1.0", "v", "1.2a"])
def test_invalid_versions_raise(bad):
    with pytest.raises(ValueError):
        compare_versions(bad, "1.0")
    with pytest.raises(ValueError):
        compare_versions("1.0", bad)


def test_max_version_returns_original_text_first_on_ties():
    assert max_version(["1.2", "v1.10", "1.9"]) == "v1.10"
    assert max_version(["2.0", "2", "1.5", "2.0.0"]) == "2.0"
    assert max_version(["1", "v2", "2.0"]) == "v2"
    assert max_version([" 3.1 "]) == " 3.1 "
    with pytest.raises(ValueError):
        max_version([])


def test_pytest_tests_were_written():
    path = Path("test_versions.py")
    assert path.is_file()
    assert re.search(r"^def test_\w+", path.read_text(), re.MULTILINE)
