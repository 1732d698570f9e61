from bracket import first_round


def test_even_field():
    assert first_round(["A", "B", "C", "D"]) == [("A", "D"), ("B", "C")]


def test_top_seed_gets_the_bye():
    assert first_round(["A", "B", "C"]) == [("A", None), ("B", "C")]
