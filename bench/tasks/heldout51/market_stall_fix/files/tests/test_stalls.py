from datetime import date

import pytest

from stalls import booking_fee, gazebos_needed, market_days, pitch_size


def test_pitch_size():
    assert pitch_size(" Large ") == "large"
    assert pitch_size("SMALL") == "small"
    with pytest.raises(ValueError):
        pitch_size("huge")


def test_booking_fee_simple():
    assert booking_fee("small", 1) == 15.00
    assert booking_fee("standard", 3) == 66.00
    assert booking_fee("large", 2, electric=True) == 70.00


def test_block_discount_only_on_pitch():
    # 8 days of a standard pitch: 176 less 10% = 158.40
    assert booking_fee("standard", 8) == 158.40
    # with electric the 40.00 of electric is paid in full
    assert booking_fee("standard", 8, electric=True) == 198.40
    assert booking_fee("small", 7, electric=True) == 140.00


def test_booking_fee_errors():
    with pytest.raises(ValueError):
        booking_fee("small", 0)
    with pytest.raises(ValueError):
        booking_fee("small", 2.5)


def test_market_days_from_a_monday():
    assert market_days(date(2024, 7, 1), 3) == [date(2024, 7, 3), date(2024, 7, 6),
                                                date(2024, 7, 10)]


def test_market_days_start_on_market_day():
    assert market_days(date(2024, 7, 3), 2) == [date(2024, 7, 3), date(2024, 7, 6)]
    assert market_days(date(2024, 7, 6), 1) == [date(2024, 7, 6)]
    assert market_days(date(2024, 7, 6), 0) == []


def test_gazebos():
    assert gazebos_needed(3) == 1
    assert gazebos_needed(3.5) == 2
    assert gazebos_needed(9) == 3
