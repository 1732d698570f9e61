import copy

import pytest

from shopping import to_buy


def test_docstring_examples():
    assert to_buy({"eggs": 6, "flour": 500}, {"eggs": 2, "Flour": 750}) == {"eggs": 4}
    assert to_buy({"Milk ": 1}, {}) == {"Milk": 1}
    assert to_buy({"sugar": 300, "Butter": 250}, {"sugar": 100}) == {"Butter": 250, "sugar": 200}


def test_missing_from_pantry_counts_as_zero():
    assert to_buy({"rice": 250}, {"pasta": 500}) == {"rice": 250}


def test_enough_or_exactly_enough_at_home_is_left_out():
    assert to_buy({"eggs": 6}, {"eggs": 6}) == {}
    assert to_buy({"eggs": 6}, {"eggs": 10}) == {}
    assert to_buy({"eggs": 6, "milk": 1}, {"eggs": 6}) == {"milk": 1}


def test_names_match_ignoring_case_and_spaces():
    assert to_buy({" eggs": 6}, {"Eggs": 2}) == {"eggs": 4}
    assert to_buy({"EGGS": 6}, {"eggs ": 5}) == {"EGGS": 1}
    assert to_buy({"Flour": 500}, {"  flour  ": 500}) == {}


def test_result_keys_are_needed_names_stripped():
    result = to_buy({"  Olive Oil ": 100}, {})
    assert result == {"Olive Oil": 100}
    assert list(result) == ["Olive Oil"]


def test_pantry_spellings_add_up():
    assert to_buy({"eggs": 10}, {"eggs": 3, "Eggs ": 4}) == {"eggs": 3}
    assert to_buy({"eggs": 6}, {"EGGS": 3, "eggs": 3}) == {}


@pytest.mark.parametrize("need, have, pack, expected", [
    (7, 2, 6, 6),
    (13, 0, 6, 18),
    (12, 0, 6, 12),
    (6, 0, 6, 6),
    (1, 0, 6, 6),
    (14, 1, 6, 18),
    (500, 100, 1000, 1000),
])
def test_pack_rounding_up(need, have, pack, expected):
    assert to_buy({"eggs": need}, {"eggs": have}, pack_sizes={"eggs": pack}) == {"eggs": expected}


def test_no_pack_needed_when_nothing_short():
    assert to_buy({"eggs": 6}, {"eggs": 6}, pack_sizes={"eggs": 12}) == {}


def test_items_without_pack_size_bought_exactly():
    assert to_buy({"eggs": 7, "flour": 600}, {"flour": 350}, pack_sizes={"eggs": 6}) == {
        "eggs": 12, "flour": 250}


def test_pack_size_names_match_ignoring_case_and_spaces():
    assert to_buy({"eggs": 7}, {}, pack_sizes={" Eggs": 6}) == {"eggs": 12}


def test_result_in_alphabetical_order_ignoring_case():
    result = to_buy({"zucchini": 2, "Flour": 500, "apples": 3, "eggs": 6}, {})
    assert list(result) == ["apples", "eggs", "Flour", "zucchini"]


def test_arguments_not_changed():
    needed = {"Eggs ": 7, "flour": 500}
    pantry = {"eggs": 2, "EGGS": 1}
    packs = {"eggs": 6}
    saved = copy.deepcopy((needed, pantry, packs))
    to_buy(needed, pantry, pack_sizes=packs)
    assert (needed, pantry, packs) == saved


def test_pack_sizes_is_keyword_only():
    with pytest.raises(TypeError):
        to_buy({"eggs": 7}, {}, {"eggs": 6})


def test_negative_amount_needed():
    with pytest.raises(ValueError):
        to_buy({"eggs": -1}, {})


def test_negative_amount_at_home():
    with pytest.raises(ValueError):
        to_buy({"eggs": 6}, {"eggs": -2})


@pytest.mark.parametrize("size", [0, -6])
def test_pack_size_zero_or_less(size):
    with pytest.raises(ValueError):
        to_buy({"eggs": 7}, {}, pack_sizes={"eggs": size})
    with pytest.raises(ValueError):
        to_buy({"flour": 7}, {}, pack_sizes={"eggs": size})
