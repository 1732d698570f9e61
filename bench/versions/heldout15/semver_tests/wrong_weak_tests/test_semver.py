import pytest

from semver import bump, compare, parse


def test_parse():
    assert parse("1.2.3") == (1, 2, 3, ())
    assert parse("v2.0.0-rc.1") == (2, 0, 0, ("rc", 1))


def test_invalid():
    for bad in ["1.2", "01.2.3", "abc", "1.2.3-rc.01"]:
        with pytest.raises(ValueError):
            parse(bad)


def test_compare():
    assert compare("1.10.0", "1.9.0") == 1
    assert compare("1.0.0-alpha", "1.0.0") == -1
    assert compare("1.0.0-alpha", "1.0.0-alpha.1") == -1
    assert compare("1.0.0-alpha", "1.0.0-beta") == -1
    assert compare("1.2.3", "v1.2.3") == 0


def test_bump():
    assert bump("1.2.3", "minor") == "1.3.0"
    assert bump("1.9.9", "major") == "2.0.0"
