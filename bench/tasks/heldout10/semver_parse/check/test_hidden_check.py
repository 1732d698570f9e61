import pytest

import semver as mod


def test_parse_examples():
    assert mod.parse_version("1.4.2") == (1, 4, 2, None)
    assert mod.parse_version("2.0.0-rc.1") == (2, 0, 0, "rc.1")


def test_parse_more():
    assert mod.parse_version("0.0.0") == (0, 0, 0, None)
    assert mod.parse_version("10.20.30") == (10, 20, 30, None)
    assert mod.parse_version("1.0.0-alpha-beta.0.x-y") == (1, 0, 0, "alpha-beta.0.x-y")
    result = mod.parse_version("3.2.1")
    assert all(type(v) is int for v in result[:3])


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "1.2",
        "1",
        "1.2.3.4",
        "1.x.3",
        "a.b.c",
        "01.2.3",
        "1.02.3",
        "1.2.03",
        "1.2.3-",
        "1.2.3-rc..1",
        "1.2.3-rc.",
        "1.2.3-.rc",
        "1.2.3-rc_1",
        "1.2.3+build",
        "1.2.3-rc.1+build.5",
        " 1.2.3",
        "1.2.3 ",
        "1.2.3\n",
        "v1.2.3",
        "-1.2.3",
        "1..3",
    ],
)
def test_parse_invalid(bad):
    with pytest.raises(ValueError):
        mod.parse_version(bad)


@pytest.mark.parametrize(
    "a, b",
    [
        ("1.9.0", "1.10.0"),
        ("1.2.3", "1.2.4"),
        ("1.2.9", "1.3.0"),
        ("2.9.9", "10.0.0"),
        ("1.0.0-alpha", "1.0.0"),
        ("1.0.0-rc.1", "1.0.0"),
        ("1.0.0", "1.0.1-alpha"),
        ("1.0.0-alpha", "1.0.0-alpha.1"),
        ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
        ("1.0.0-alpha.beta", "1.0.0-beta"),
        ("1.0.0-beta", "1.0.0-beta.2"),
        ("1.0.0-beta.2", "1.0.0-beta.11"),
        ("1.0.0-beta.11", "1.0.0-rc.1"),
        ("1.0.0-9", "1.0.0-10"),
        ("1.0.0-99", "1.0.0-a"),
        ("1.0.0-999", "1.0.0--"),
        ("1.0.0-Z", "1.0.0-a"),
    ],
)
def test_compare_ordered(a, b):
    assert mod.compare_versions(a, b) == -1
    assert mod.compare_versions(b, a) == 1


def test_compare_equal():
    assert mod.compare_versions("1.2.3", "1.2.3") == 0
    assert mod.compare_versions("1.2.3-rc.1", "1.2.3-rc.1") == 0


def test_compare_invalid_raises():
    with pytest.raises(ValueError):
        mod.compare_versions("1.2", "1.2.3")
    with pytest.raises(ValueError):
        mod.compare_versions("1.2.3", "01.2.3")
