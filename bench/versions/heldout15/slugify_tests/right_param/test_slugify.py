import pytest

from slugify import slugify

CASES = [
    # (text, kwargs, expected)
    ("Crème Brûlée", {}, "creme-brulee"),
    ("naïve café", {}, "naive-cafe"),
    ("a!!!b???c", {}, "a-b-c"),
    ("tabs\tand\nnewlines", {}, "tabs-and-newlines"),
    ("...leading and trailing...", {}, "leading-and-trailing"),
    ("Hello World", {"sep": "_"}, "hello_world"),
    ("Hello World", {"sep": "."}, "hello.world"),
    ("hello big world", {"max_length": 10}, "hello-big"),
    ("hello world", {"max_length": 7}, "hello"),
    ("extraordinary claims", {"max_length": 5}, "extra"),
    ("!!!", {}, ""),
]


@pytest.mark.parametrize("text,kwargs,expected", CASES)
def test_slugify(text, kwargs, expected):
    assert slugify(text, **kwargs) == expected
