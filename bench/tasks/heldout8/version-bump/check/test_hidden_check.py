import pytest

from version import Version


def test_examples():
    assert str(Version.parse("2.0.1-rc.1").bump("patch")) == "2.0.2"
    assert str(Version.parse("1.4.2").bump("minor")) == "1.5.0"


def test_patch():
    v = Version.parse("1.4.2").bump("patch")
    assert isinstance(v, Version)
    assert (v.major, v.minor, v.patch) == (1, 4, 3)
    assert v == Version(1, 4, 3)


def test_minor_resets_patch():
    assert Version.parse("0.9.7").bump("minor") == Version(0, 10, 0)


def test_major_resets_minor_and_patch():
    assert Version.parse("1.4.2").bump("major") == Version(2, 0, 0)
    assert str(Version.parse("9.9.9").bump("major")) == "10.0.0"


def test_prerelease_dropped():
    for part, expected in (("major", "3.0.0"), ("minor", "2.1.0"), ("patch", "2.0.2")):
        bumped = Version.parse("2.0.1-rc.1").bump(part)
        assert str(bumped) == expected
        assert not bumped.prerelease


def test_original_unchanged():
    v = Version.parse("1.4.2-beta")
    for part in ("major", "minor", "patch"):
        bumped = v.bump(part)
        assert bumped is not v
    assert (v.major, v.minor, v.patch, v.prerelease) == (1, 4, 2, "beta")
    assert str(v) == "1.4.2-beta"


def test_chained():
    v = Version.parse("1.0.0").bump("patch").bump("patch").bump("minor")
    assert str(v) == "1.1.0"


def test_bad_part():
    v = Version.parse("1.2.3")
    for bad in ("build", "Major", "", None):
        with pytest.raises(ValueError):
            v.bump(bad)
    assert str(v) == "1.2.3"


def test_existing_behaviour_kept():
    assert Version.parse("1.0.0-rc.1") < Version.parse("1.0.0")
    with pytest.raises(ValueError):
        Version.parse("1.2")
