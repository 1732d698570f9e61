from bracket import first_round, rounds_needed


def test_examples():
    assert rounds_needed(8) == 3
    assert rounds_needed(9) == 4


def test_no_rounds_for_one_or_nobody():
    assert rounds_needed(1) == 0
    assert rounds_needed(0) == 0


def test_small_fields():
    assert rounds_needed(2) == 1
    assert rounds_needed(3) == 2
    assert rounds_needed(4) == 2
    assert rounds_needed(5) == 3
    assert rounds_needed(7) == 3


def test_powers_of_two_and_one_more():
    assert rounds_needed(16) == 4
    assert rounds_needed(17) == 5
    assert rounds_needed(1000) == 10
    assert rounds_needed(1024) == 10
    assert rounds_needed(1025) == 11


def test_first_round_unchanged():
    assert first_round(["A", "B", "C"]) == [("A", None), ("B", "C")]
