import pytest

from version import Version


def test_parse_and_str():
    assert str(Version.parse("1.2.3")) == "1.2.3"
    assert str(Version.parse("1.0.0-beta.2")) == "1.0.0-beta.2"


def test_parse_rejects_garbage():
    for bad in ("1.2", "v1.2.3", "1.2.3.4", ""):
        with pytest.raises(ValueError):
            Version.parse(bad)


def test_ordering():
    assert Version.parse("1.2.3") < Version.parse("1.10.0")
    assert Version.parse("1.0.0-rc.1") < Version.parse("1.0.0")
    assert Version.parse("2.0.0") == Version(2, 0, 0)
