from counter import top_words


def test_order_and_case():
    assert top_words("b a b c b a", 2) == [("b", 3), ("a", 2)]
    assert top_words("The the THE cat", 1) == [("the", 3)]


def test_ties_alphabetical():
    assert top_words("pear apple fig Apple fig pear", 3) == [
        ("apple", 2), ("fig", 2), ("pear", 2)]


def test_fewer_words_than_n_and_non_letters():
    assert top_words("it's 2 o'clock", 10) == [("clock", 1), ("it", 1), ("o", 1), ("s", 1)]
    assert top_words("", 3) == []
