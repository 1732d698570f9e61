import pytest

import money as mod


def test_examples():
    assert mod.split_amount(100, [1, 1, 1]) == [34, 33, 33]
    assert mod.split_amount(7, [3, 1]) == [5, 2]
    assert mod.split_amount(10, [3, 0, 7]) == [3, 0, 7]


def test_largest_remainder_not_first_position():
    # 10 * [1, 2, 4] / 7 = 1.43, 2.86, 5.71 -> floors 1, 2, 5, two cents left
    assert mod.split_amount(10, [1, 2, 4]) == [1, 3, 6]
    assert mod.split_amount(1, [1, 5]) == [0, 1]


def test_ties_go_to_earlier_positions():
    assert mod.split_amount(5, [1, 1, 1, 1]) == [2, 1, 1, 1]
    assert mod.split_amount(2, [1, 1, 1]) == [1, 1, 0]


def test_parts_sum_to_total():
    for total in (0, 1, 99, 1001, 123457):
        for weights in ([1], [2, 3], [1, 1, 1, 1, 1, 1, 1], [5, 0, 13, 2], [10**6, 1]):
            parts = mod.split_amount(total, weights)
            assert sum(parts) == total
            assert len(parts) == len(weights)
            assert all(isinstance(p, int) for p in parts)


def test_zero_total_and_single_weight():
    assert mod.split_amount(0, [1, 2]) == [0, 0]
    assert mod.split_amount(250, [4]) == [250]


def test_exact_division():
    assert mod.split_amount(600, [1, 2, 3]) == [100, 200, 300]


@pytest.mark.parametrize("weights", [[], [0, 0], [0], [1, -1], [-2, 5]])
def test_invalid_weights(weights):
    with pytest.raises(ValueError):
        mod.split_amount(100, weights)
