import pytest

import semver


@pytest.mark.parametrize("text, expected", [
    ("1.4.2", (1, 4, 2)),
    ("v2.0.10", (2, 0, 10)),
    ("0.0.0", (0, 0, 0)),
    ("10.20.30", (10, 20, 30)),
    ("v0.1.0", (0, 1, 0)),
])
def test_parse(text, expected):
    assert semver.parse(text) == expected


@pytest.mark.parametrize("bad", [
    "1.2", "1.2.3.4", "1.a.3", "", "-1.2.3", " 1.2.3", "1.02.3", "01.2.3", "1.2.00",
    "V1.2.3", "1..3", "vv1.2.3", "1.2.3-beta",
])
def test_parse_rejects(bad):
    with pytest.raises(ValueError):
        semver.parse(bad)


@pytest.mark.parametrize("a, b, expected", [
    ("1.10.0", "1.9.3", 1),
    ("v1.0.0", "1.0.0", 0),
    ("0.9.9", "1.0.0", -1),
    ("2.0.0", "10.0.0", -1),
    ("1.2.10", "1.2.9", 1),
    ("3.1.4", "3.1.4", 0),
])
def test_compare(a, b, expected):
    assert semver.compare(a, b) == expected


def test_compare_invalid():
    with pytest.raises(ValueError):
        semver.compare("1.0", "1.0.0")


@pytest.mark.parametrize("version, part, expected", [
    ("1.4.2", "patch", "1.4.3"),
    ("1.4.2", "minor", "1.5.0"),
    ("v1.4.2", "major", "2.0.0"),
    ("0.9.9", "patch", "0.9.10"),
    ("0.9.9", "minor", "0.10.0"),
    ("9.9.9", "major", "10.0.0"),
])
def test_bump(version, part, expected):
    assert semver.bump(version, part) == expected


def test_bump_bad_part():
    with pytest.raises(ValueError):
        semver.bump("1.0.0", "build")


def test_bump_bad_version():
    with pytest.raises(ValueError):
        semver.bump("1.0", "patch")


def test_latest():
    assert semver.latest(["1.2.0", "v1.10.0", "1.9.9"]) == "v1.10.0"
    assert semver.latest(["0.0.1"]) == "0.0.1"
    assert semver.latest(["2.0.0", "10.0.0", "9.99.99"]) == "10.0.0"


def test_latest_tie_first_wins():
    assert semver.latest(["1.0.0", "v1.0.0", "0.5.0"]) == "1.0.0"
    assert semver.latest(["0.1.0", "v2.0.0", "2.0.0"]) == "v2.0.0"


def test_latest_empty():
    with pytest.raises(ValueError):
        semver.latest([])
