import pytest

import parking


class TestParkingFee:
    def test_short_stay_is_free(self):
        assert parking.parking_fee(15) == 0

    def test_one_hour(self):
        assert parking.parking_fee(45) == 2

    def test_two_hours(self):
        assert parking.parking_fee(100) == 4

    def test_capped(self):
        assert parking.parking_fee(600) == 15

    def test_negative_raises(self):
        with pytest.raises(ValueError):
            parking.parking_fee(-1)
