import pytest

from luggage import checked_fee, fits_cabin


class TestCabin:
    def test_fits(self):
        assert fits_cabin(30, 20, 10, 4) is True

    def test_exact_limits(self):
        assert fits_cabin(55, 40, 23, 10) is True

    @pytest.mark.parametrize("l,w,h", [(23, 40, 55), (40, 55, 23), (55, 23, 40)])
    def test_orientation_does_not_matter(self, l, w, h):
        assert fits_cabin(l, w, h, 9.9) is True

    @pytest.mark.parametrize("l,w,h", [(55.5, 40, 23), (55, 40.5, 23), (55, 40, 23.5)])
    def test_just_too_big(self, l, w, h):
        assert fits_cabin(l, w, h, 5) is False

    def test_weight(self):
        assert fits_cabin(20, 20, 20, 10) is True
        assert fits_cabin(20, 20, 20, 10.01) is False

    @pytest.mark.parametrize("bad", [0, -0.5])
    def test_bad_values(self, bad):
        for i in range(4):
            args = [20, 20, 20, 5]
            args[i] = bad
            with pytest.raises(ValueError):
                fits_cabin(*args)


class TestChecked:
    def test_free(self):
        assert checked_fee(10) == 0
        assert checked_fee(23) == 0

    def test_paid(self):
        assert checked_fee(23.01) == 50
        assert checked_fee(32) == 50

    def test_refused(self):
        with pytest.raises(ValueError):
            checked_fee(32.01)

    def test_non_positive(self):
        with pytest.raises(ValueError):
            checked_fee(0)
        with pytest.raises(ValueError):
            checked_fee(-10)
