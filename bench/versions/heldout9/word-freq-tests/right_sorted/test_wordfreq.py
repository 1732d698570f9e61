import pytest
from wordfreq import top_words


@pytest.mark.parametrize("text,n,expected", [
    ("The cat and the hat.", 2, [("the", 2), ("and", 1)]),
    ("HeLLo hello", 3, [("hello", 2)]),
    ("it's", 5, [("it", 1), ("s", 1)]),
    ("zz yy zz yy xx", 2, [("yy", 2), ("zz", 2)]),
    ("a b", 0, []),
    ("a b", -1, []),
])
def test_top_words(text, n, expected):
    assert top_words(text, n) == expected
