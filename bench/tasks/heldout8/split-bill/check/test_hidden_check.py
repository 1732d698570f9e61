import pytest

from splitbill import split_bill


def test_example_with_tip_half_up():
    assert split_bill(1030, 3, tip_percent=15) == [395, 395, 395]


def test_example_without_tip():
    assert split_bill(1000, 3) == [334, 333, 333]


def test_tip_half_rounds_up_not_to_even():
    # 1070 * 15% = 160.5 -> 161 ; total 1231
    assert sum(split_bill(1070, 1, tip_percent=15)) == 1231
    # 1010 * 15% = 151.5 -> 152
    assert split_bill(1010, 2, tip_percent=15) == [581, 581]


def test_tip_below_half_rounds_down():
    # 1003 * 10% = 100.3 -> 100
    assert split_bill(1003, 1, tip_percent=10) == [1103]


def test_extra_cents_go_first():
    assert split_bill(100, 6) == [17, 17, 17, 17, 16, 16]
    assert split_bill(101, 4) == [26, 25, 25, 25]


def test_single_person_and_zero():
    assert split_bill(999, 1) == [999]
    assert split_bill(0, 3) == [0, 0, 0]


def test_sums_and_spread():
    for total in (0, 1, 7, 99, 1234, 5001):
        for people in (1, 2, 3, 7):
            for tip in (0, 5, 12, 15, 20):
                parts = split_bill(total, people, tip_percent=tip)
                assert len(parts) == people
                assert all(isinstance(p, int) for p in parts)
                assert max(parts) - min(parts) <= 1
                assert parts == sorted(parts, reverse=True)
                expected_tip = (total * tip * 2 + 100) // 200
                assert sum(parts) == total + expected_tip


def test_errors():
    with pytest.raises(ValueError):
        split_bill(100, 0)
    with pytest.raises(ValueError):
        split_bill(100, -2)
    with pytest.raises(ValueError):
        split_bill(-1, 2)
