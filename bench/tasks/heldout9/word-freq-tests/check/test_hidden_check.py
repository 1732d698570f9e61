from wordfreq import top_words


def test_example():
    assert top_words("The cat and the hat.", 2) == [("the", 2), ("and", 1)]


def test_returns_list_of_tuples():
    result = top_words("one two two", 2)
    assert result == [("two", 2), ("one", 1)]
    assert isinstance(result, list)
    assert all(isinstance(item, tuple) for item in result)


def test_case_insensitive_lowercase_output():
    assert top_words("Apple APPLE apple Banana", 2) == [("apple", 3), ("banana", 1)]


def test_apostrophe_splits():
    assert top_words("don't don't do", 5) == [("don", 2), ("t", 2), ("do", 1)]


def test_digits_and_underscores_separate():
    assert top_words("abc123abc foo_bar 42", 5) == [("abc", 2), ("bar", 1), ("foo", 1)]


def test_ties_alphabetical():
    assert top_words("pear apple fig pear fig apple kiwi", 4) == [
        ("apple", 2), ("fig", 2), ("pear", 2), ("kiwi", 1)]


def test_n_cuts_off():
    assert top_words("c c c b b a", 2) == [("c", 3), ("b", 2)]


def test_n_zero_and_negative():
    assert top_words("a a b", 0) == []
    assert top_words("a a b", -1) == []
    assert top_words("a a b", -5) == []


def test_n_larger_than_distinct():
    assert top_words("x y x", 10) == [("x", 2), ("y", 1)]


def test_no_words():
    assert top_words("", 3) == []
    assert top_words("123 ... !!", 3) == []
