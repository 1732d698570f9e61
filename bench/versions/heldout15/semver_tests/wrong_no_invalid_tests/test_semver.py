import pytest

from semver import bump, compare, parse


@pytest.mark.parametrize("text,expected", [
    ("1.2.3", (1, 2, 3, ())),
    ("v2.0.0-rc.1", (2, 0, 0, ("rc", 1))),
    ("0.1.0", (0, 1, 0, ())),
    ("1.2.3-rc.0", (1, 2, 3, ("rc", 0))),
    ("1.0.0-x-y.7z.92", (1, 0, 0, ("x-y", "7z", 92))),
])
def test_parse(text, expected):
    assert parse(text) == expected


@pytest.mark.parametrize("bad", [
    "1.2", "1.2.3.4", "", "a.b.c", "1.2.3-", "1.2.3-rc..1", "1.2.3+build", "vv1.2.3",
    "1.2.3-rc_1",
])
def test_invalid(bad):
    with pytest.raises(ValueError):
        parse(bad)
    with pytest.raises(ValueError):
        compare(bad, "1.0.0")


@pytest.mark.parametrize("a,b", [
    ("1.9.0", "1.10.0"),
    ("1.0.0", "2.0.0"),
    ("1.0.9", "1.1.0"),
    ("1.0.0-alpha", "1.0.0"),
    ("1.0.0-rc.2", "1.0.0-rc.10"),
    ("1.0.0-alpha", "1.0.0-alpha.1"),
    ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
    ("1.0.0-alpha.beta", "1.0.0-beta"),
    ("1.0.0-beta.11", "1.0.0-rc.1"),
    ("1.0.0-9", "1.0.0-a"),
    ("1.0.0-Z", "1.0.0-a"),
])
def test_ordering(a, b):
    assert compare(a, b) == -1
    assert compare(b, a) == 1


def test_equal():
    assert compare("1.2.3", "1.2.3") == 0
    assert compare("v1.2.3", "1.2.3") == 0
    assert compare("1.2.3-rc.1", "v1.2.3-rc.1") == 0


@pytest.mark.parametrize("version,part,expected", [
    ("1.2.3", "minor", "1.3.0"),
    ("v1.2.3-rc.1", "patch", "1.2.4"),
    ("1.9.9", "major", "2.0.0"),
    ("1.2.3", "patch", "1.2.4"),
    ("0.9.5-beta", "minor", "0.10.0"),
])
def test_bump(version, part, expected):
    assert bump(version, part) == expected


def test_bump_bad_part():
    with pytest.raises(ValueError):
        bump("1.2.3", "build")
