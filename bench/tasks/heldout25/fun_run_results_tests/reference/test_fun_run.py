import copy

import pytest

from fun_run import category_winners, standings


def r(name, seconds, category="Open"):
    return {"name": name, "category": category, "seconds": seconds}


def test_docstring_example():
    results = [r("Cy", 1500, "M40"), r("al", 1400, "M40"), r("Bea", 1500, "W"), r("Dee", None, "W")]
    assert standings(results) == [(1, "al", 1400), (2, "Bea", 1500), (2, "Cy", 1500)]


def test_fastest_first():
    results = [r("A", 300), r("B", 100), r("C", 200)]
    assert standings(results) == [(1, "B", 100), (2, "C", 200), (3, "A", 300)]


def test_ties_share_place_and_skip():
    results = [r("d", 130), r("c", 120), r("a", 100), r("b", 120)]
    assert standings(results) == [(1, "a", 100), (2, "b", 120), (2, "c", 120), (4, "d", 130)]


def test_three_way_tie_at_top():
    results = [r("x", 50), r("y", 50), r("z", 50), r("w", 60)]
    assert [p for p, _, _ in standings(results)] == [1, 1, 1, 4]


def test_tied_names_ignore_case():
    results = [r("bob", 200), r("Carl", 200), r("ALICE", 200), r("dave", 100)]
    assert standings(results) == [(1, "dave", 100), (2, "ALICE", 200), (2, "bob", 200), (2, "Carl", 200)]


def test_non_finishers_left_out():
    results = [r("A", None), r("B", 100), r("C", None)]
    assert standings(results) == [(1, "B", 100)]
    assert standings([r("A", None)]) == []
    assert standings([]) == []


def test_input_not_changed():
    results = [r("b", 300), r("D", None), r("c", 100), r("a", 200)]
    before = copy.deepcopy(results)
    standings(results)
    category_winners(results)
    assert results == before


@pytest.mark.parametrize("bad", [0, -5, 12.5, "100", True, False])
def test_bad_time(bad):
    with pytest.raises(ValueError):
        standings([r("A", 100), r("B", bad)])
    with pytest.raises(ValueError):
        category_winners([r("A", 100), r("B", bad)])


def test_one_second_is_fine():
    assert standings([r("A", 1)]) == [(1, "A", 1)]


@pytest.mark.parametrize("second", [r("ann", 200), r("ANN", None), r("Ann", 100, "W")])
def test_duplicate_names(second):
    with pytest.raises(ValueError):
        standings([r("Ann", 100), second])
    with pytest.raises(ValueError):
        category_winners([r("Ann", 100), second])


def test_duplicate_among_non_finishers():
    with pytest.raises(ValueError):
        standings([r("Ann", None), r("ann", None)])


def test_category_winners():
    results = [
        r("Zoe", 1600, "W"), r("Max", 1400, "M40"), r("Ivy", 1500, "W"),
        r("Ned", 1450, "M40"), r("Ola", 2000, "Junior"),
    ]
    winners = category_winners(results)
    assert winners == {"Junior": "Ola", "M40": "Max", "W": "Ivy"}
    assert list(winners) == ["Junior", "M40", "W"]


def test_category_tie_first_name_ignoring_case():
    results = [r("zed", 100, "W"), r("Bo", 100, "W"), r("amy", 100, "W"), r("Cat", 90, "M")]
    assert category_winners(results) == {"M": "Cat", "W": "amy"}
    results = [r("Amy", 100, "W"), r("bo", 100, "W")]
    assert category_winners(results) == {"W": "Amy"}


def test_category_without_finisher_omitted():
    results = [r("A", None, "Junior"), r("B", 100, "W"), r("C", None, "W"), r("D", None, "M")]
    assert category_winners(results) == {"W": "B"}
    assert category_winners([]) == {}


def test_categories_exact():
    results = [r("A", 100, "w"), r("B", 90, "W"), r("C", 80, "Vet")]
    winners = category_winners(results)
    assert winners == {"Vet": "C", "W": "B", "w": "A"}
    assert list(winners) == ["Vet", "W", "w"]
