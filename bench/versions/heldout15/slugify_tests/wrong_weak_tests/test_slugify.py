from slugify import slugify


def test_basic():
    assert slugify("Hello World") == "hello-world"


def test_accents():
    assert slugify("Crème Brûlée") == "creme-brulee"


def test_punctuation():
    assert slugify("  Hello,   World!! ") == "hello-world"


def test_sep():
    assert slugify("Hello World", sep="_") == "hello_world"


def test_max_length():
    assert slugify("hello world", max_length=20) == "hello-world"
