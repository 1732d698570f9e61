import pytest

import semver


class TestParse:
    def test_plain(self):
        assert semver.parse("1.2.3") == (1, 2, 3, ())

    def test_prerelease_and_v(self):
        assert semver.parse("v2.0.0-rc.1") == (2, 0, 0, ("rc", 1))

    def test_zero_is_not_leading_zero(self):
        assert semver.parse("0.1.0") == (0, 1, 0, ())
        assert semver.parse("1.2.3-rc.0") == (1, 2, 3, ("rc", 0))

    @pytest.mark.parametrize("bad", ["01.2.3", "1.2.3-rc.01", "1.2", "1.2.3.4", "",
                                     "1.2.3-", "1.2.3-rc..1", "1.2.3+build", "vv1.2.3"])
    def test_invalid(self, bad):
        with pytest.raises(ValueError):
            semver.parse(bad)


class TestCompare:
    def test_numeric_core(self):
        assert semver.compare("1.10.0", "1.9.0") == 1

    def test_numeric_prerelease(self):
        assert semver.compare("1.0.0-rc.2", "1.0.0-rc.10") == -1

    def test_prerelease_below_release(self):
        assert semver.compare("1.0.0-alpha", "1.0.0") == -1
        assert semver.compare("1.0.0", "1.0.0-alpha") == 1

    def test_fewer_identifiers_lower(self):
        assert semver.compare("1.0.0-alpha", "1.0.0-alpha.1") == -1

    def test_numeric_below_alpha(self):
        assert semver.compare("1.0.0-alpha.1", "1.0.0-alpha.beta") == -1

    def test_equal(self):
        assert semver.compare("v1.2.3", "1.2.3") == 0


class TestBump:
    def test_minor_resets_patch(self):
        assert semver.bump("1.2.3", "minor") == "1.3.0"

    def test_major_resets_all(self):
        assert semver.bump("1.9.9", "major") == "2.0.0"

    def test_patch_drops_prerelease(self):
        assert semver.bump("v1.2.3-rc.1", "patch") == "1.2.4"

    def test_bad_part(self):
        with pytest.raises(ValueError):
            semver.bump("1.2.3", "micro")
