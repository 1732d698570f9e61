from stats import mean, median, value_range


def test_mean_is_a_true_division():
    assert mean([1, 2]) == 1.5
    assert mean([1, 2, 3, 4]) == 2.5
    assert mean([7]) == 7


def test_median():
    assert median([3, 1, 2]) == 2
    assert median([4, 1, 3, 2]) == 2.5
    assert median([10, 2]) == 6
    assert median([5]) == 5


def test_range_unchanged():
    assert value_range([5, -1, 3]) == 6
