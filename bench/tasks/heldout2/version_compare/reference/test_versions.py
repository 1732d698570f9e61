import pytest
from versions import compare_versions, max_version


def test_numeric_parts():
    assert compare_versions("1.10", "1.9") == 1
    assert compare_versions("1.9", "1.10") == -1
    assert compare_versions("2.0.1", "2.0.1") == 0


def test_missing_parts_are_zero():
    assert compare_versions("1.2", "1.2.0") == 0
    assert compare_versions("1.2", "1.2.0.1") == -1


def test_prefix_and_whitespace():
    assert compare_versions(" v1.4 ", "V1.4.0") == 0


@pytest.mark.parametrize("bad", ["", "1..2", "1.2.", "1.x", "-1.0"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        compare_versions(bad, "1.0")


def test_max_version():
    assert max_version(["1.2", "v1.10", "1.9"]) == "v1.10"
    assert max_version(["2.0", "2", "1.5"]) == "2.0"
    with pytest.raises(ValueError):
        max_version([])
