from counter import top_words


def test_most_frequent_first():
    assert top_words("b a b c b a", 2) == [("b", 3), ("a", 2)]


def test_case_insensitive():
    assert top_words("The the THE cat", 1) == [("the", 3)]
