import pytest

from semver import bump, compare_versions


@pytest.mark.parametrize("a, b, expected", [
    ("1.2.3", "1.2.3", 0),
    ("1.2.3", "1.2.4", -1),
    ("1.2.4", "1.2.3", 1),
    ("1.10.0", "1.9.3", 1),
    ("1.9.3", "1.10.0", -1),
    ("2.0.0", "1.99.99", 1),
    ("0.0.9", "0.0.10", -1),
    ("10.0.0", "9.0.0", 1),
    ("3.1.0", "3.0.7", 1),
])
def test_compare(a, b, expected):
    assert compare_versions(a, b) == expected


@pytest.mark.parametrize("version, part, expected", [
    ("1.4.10", "minor", "1.5.0"),
    ("1.4.10", "major", "2.0.0"),
    ("1.4.10", "patch", "1.4.11"),
    ("0.9.9", "patch", "0.9.10"),
    ("0.9.9", "minor", "0.10.0"),
    ("9.3.2", "major", "10.0.0"),
])
def test_bump(version, part, expected):
    assert bump(version, part) == expected


@pytest.mark.parametrize("bad", ["1.2", "1.x.3", "1.2.3.4", "", "a.b.c", "1..3"])
def test_compare_malformed(bad):
    with pytest.raises(ValueError):
        compare_versions(bad, "1.0.0")
    with pytest.raises(ValueError):
        compare_versions("1.0.0", bad)


@pytest.mark.parametrize("bad", ["1.2", "1.x.3", "1.2.3.4", ""])
def test_bump_malformed(bad):
    with pytest.raises(ValueError):
        bump(bad, "patch")


@pytest.mark.parametrize("part", ["build", "", "micro", "majorr"])
def test_bump_unknown_part(part):
    with pytest.raises(ValueError):
        bump("1.2.3", part)
