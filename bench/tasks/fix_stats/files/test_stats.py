from stats import mean, median, value_range


def test_mean():
    assert mean([1, 2]) == 1.5


def test_median_odd():
    assert median([3, 1, 2]) == 2


def test_median_even():
    assert median([4, 1, 3, 2]) == 2.5


def test_value_range():
    assert value_range([5, -1, 3]) == 6
