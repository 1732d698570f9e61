from wordfreq import top_words


def test_example():
    assert top_words("The cat and the hat.", 2) == [("the", 2), ("and", 1)]


def test_case_insensitive():
    assert top_words("Dog DOG dog", 1) == [("dog", 3)]


def test_separators():
    assert top_words("don't a1b c_d", 10) == [
        ("a", 1), ("b", 1), ("c", 1), ("d", 1), ("don", 1), ("t", 1)]


def test_ties_alphabetical():
    assert top_words("b a c b a", 3) == [("a", 2), ("b", 2), ("c", 1)]


def test_non_positive_n():
    assert top_words("a b c", 0) == []
    assert top_words("a b c", -2) == []


def test_fewer_words_than_n():
    assert top_words("x y", 5) == [("x", 1), ("y", 1)]
    assert top_words("", 3) == []
