import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import yahtzee  # noqa: E402

NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind",
         "four_of_a_kind", "full_house", "small_straight", "large_straight", "yahtzee", "chance")


def test_categories_constant():
    assert tuple(yahtzee.CATEGORIES) == NAMES
    assert isinstance(yahtzee.CATEGORIES, tuple)


def test_prompt_examples():
    assert yahtzee.score([2, 3, 4, 5, 5], "small_straight") == 30
    assert yahtzee.score([3, 3, 3, 5, 5], "full_house") == 25
    assert yahtzee.score([4, 4, 4, 4, 4], "full_house") == 0
    assert yahtzee.score([6, 6, 6, 6, 2], "four_of_a_kind") == 26
    assert yahtzee.score((1, 4, 4, 2, 4), "fours") == 12
    assert tuple(yahtzee.best_category([1, 1, 1, 1, 1])) == ("yahtzee", 50)
    assert tuple(yahtzee.best_category([6, 6, 6, 5, 5])) == ("three_of_a_kind", 28)


@pytest.mark.parametrize("dice,expected", [
    ([1, 1, 2, 3, 1], {"ones": 3, "twos": 2, "threes": 3, "fours": 0, "fives": 0, "sixes": 0}),
    ([6, 5, 6, 5, 6], {"ones": 0, "fives": 10, "sixes": 18}),
])
def test_upper_section(dice, expected):
    for category, points in expected.items():
        assert yahtzee.score(dice, category) == points


@pytest.mark.parametrize("dice,category,points", [
    ([2, 2, 2, 3, 4], "three_of_a_kind", 13), ([2, 2, 3, 3, 4], "three_of_a_kind", 0),
    ([5, 5, 5, 5, 1], "three_of_a_kind", 21), ([4, 4, 4, 4, 4], "three_of_a_kind", 20),
    ([1, 3, 3, 3, 3], "four_of_a_kind", 13), ([3, 3, 3, 2, 2], "four_of_a_kind", 0),
    ([2, 2, 2, 2, 2], "four_of_a_kind", 10),
    ([2, 5, 2, 5, 5], "full_house", 25), ([1, 1, 1, 1, 2], "full_house", 0),
    ([1, 1, 2, 2, 3], "full_house", 0), ([6, 6, 6, 6, 6], "full_house", 0),
    ([1, 2, 3, 4, 6], "small_straight", 30), ([6, 4, 3, 5, 1], "small_straight", 30),
    ([1, 2, 2, 3, 4], "small_straight", 30), ([3, 4, 4, 5, 6], "small_straight", 30),
    ([1, 2, 3, 4, 5], "small_straight", 30), ([1, 2, 3, 5, 6], "small_straight", 0),
    ([1, 1, 2, 2, 3], "small_straight", 0), ([4, 3, 3, 2, 2], "small_straight", 0),
    ([5, 4, 3, 2, 1], "large_straight", 40), ([6, 2, 4, 3, 5], "large_straight", 40),
    ([1, 2, 3, 4, 6], "large_straight", 0), ([1, 2, 3, 4, 4], "large_straight", 0),
    ([3, 3, 3, 3, 3], "yahtzee", 50), ([3, 3, 3, 3, 2], "yahtzee", 0),
    ([1, 3, 5, 6, 6], "chance", 21), ([6, 6, 6, 6, 6], "chance", 30),
])
def test_lower_section(dice, category, points):
    assert yahtzee.score(dice, category) == points


@pytest.mark.parametrize("dice,best", [
    ([1, 2, 3, 4, 6], ("small_straight", 30)), ([2, 3, 4, 5, 6], ("large_straight", 40)),
    ([2, 2, 2, 3, 3], ("full_house", 25)), ([6, 6, 6, 6, 1], ("three_of_a_kind", 25)),
    ([1, 3, 5, 6, 6], ("chance", 21)), ([6, 6, 6, 6, 6], ("yahtzee", 50)),
    ([1, 1, 2, 2, 4], ("chance", 10)), ([1, 1, 1, 2, 2], ("full_house", 25)),
    ([6, 6, 6, 6, 5], ("three_of_a_kind", 29)),
])
def test_best_category(dice, best):
    assert tuple(yahtzee.best_category(dice)) == best


def test_input_not_modified():
    dice = [6, 1, 5, 2, 4]
    yahtzee.score(dice, "small_straight")
    yahtzee.score(dice, "large_straight")
    yahtzee.score(dice, "full_house")
    yahtzee.best_category(dice)
    assert dice == [6, 1, 5, 2, 4]


def test_all_categories_accept_tuple():
    for category in NAMES:
        assert isinstance(yahtzee.score((2, 3, 2, 3, 2), category), int)


@pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 5, 6], [], [0, 1, 2, 3, 4],
                                  [1, 2, 3, 4, 7], [3.5, 1, 1, 1, 1], [-1, 2, 3, 4, 5]])
def test_bad_dice(dice):
    with pytest.raises(ValueError):
        yahtzee.score(dice, "chance")
    with pytest.raises(ValueError):
        yahtzee.best_category(dice)


@pytest.mark.parametrize("category", ["Chance", "sevens", "", "full house", "YAHTZEE", "straight"])
def test_bad_category(category):
    with pytest.raises(ValueError):
        yahtzee.score([1, 2, 3, 4, 5], category)
