import pytest

from semver import bump, compare, parse


def test_parse_examples():
    assert parse("1.2.3") == (1, 2, 3, ())
    assert parse("v2.0.0-rc.1") == (2, 0, 0, ("rc", 1))


@pytest.mark.parametrize("v", ["01.2.3", "1.02.3", "1.2.3-rc.01", "1.2", "a.b.c",
                               "1.2.3+build", "1.2.3-", "vv1.2.3"])
def test_rejects(v):
    with pytest.raises(ValueError):
        parse(v)


def test_sorting_matches_spec():
    expected = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
                "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.9.0", "1.10.0"]
    for i in range(len(expected) - 1):
        assert compare(expected[i], expected[i + 1]) == -1, expected[i:i + 2]
        assert compare(expected[i + 1], expected[i]) == 1


def test_rc2_before_rc10():
    assert compare("2.0.0-rc.2", "2.0.0-rc.10") == -1


def test_same():
    assert compare("v1.0.0-rc.1", "1.0.0-rc.1") == 0


@pytest.mark.parametrize("v,part,out", [
    ("1.2.3", "minor", "1.3.0"), ("1.9.9", "major", "2.0.0"), ("v1.2.3-rc.1", "patch", "1.2.4"),
])
def test_bump(v, part, out):
    assert bump(v, part) == out


def test_bump_unknown():
    with pytest.raises(ValueError):
        bump("1.2.3", "huge")
