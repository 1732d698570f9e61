import copy

import pytest

import ranges


@pytest.mark.parametrize(
    "given, expected",
    [
        pytest.param([], [], id="empty"),
        pytest.param([(8, 9), (0, 1), (4, 5)], [(0, 1), (4, 5), (8, 9)], id="unsorted"),
        pytest.param([(0, 4), (2, 7)], [(0, 7)], id="overlap"),
        pytest.param([(0, 4), (5, 7)], [(0, 7)], id="adjacent"),
        pytest.param([(0, 4), (6, 7)], [(0, 4), (6, 7)], id="gap-of-one"),
        pytest.param([(0, 20), (5, 6)], [(0, 20)], id="nested"),
        pytest.param([(5, 6), (0, 20)], [(0, 20)], id="nested-reversed"),
    ],
)
def test_merge(given, expected):
    assert ranges.merge(given) == expected


def test_rejects_backwards_pair():
    with pytest.raises(ValueError):
        ranges.merge([(3, 2)])


def test_leaves_input_alone():
    given = [(9, 10), (0, 2), (1, 5)]
    before = copy.deepcopy(given)
    ranges.merge(given)
    assert given == before


def test_total_length():
    assert ranges.total_length([(1, 3), (2, 5)]) == 5
    assert ranges.total_length([(0, 0), (2, 2)]) == 2
