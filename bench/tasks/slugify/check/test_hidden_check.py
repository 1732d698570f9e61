from slug import slugify


def test_examples_from_the_task():
    assert slugify("Hello, World!") == "hello-world"
    assert slugify("  --Already--slugged  ") == "already-slugged"


def test_runs_collapse_to_one_hyphen():
    assert slugify("a   b___c") == "a-b-c"
    assert slugify("Python 3.12 Release Notes") == "python-3-12-release-notes"


def test_no_letters_or_digits():
    assert slugify("!!! ???") == ""
    assert slugify("") == ""


def test_non_ascii_is_a_separator():
    assert slugify("caf\u00e9 au lait") == "caf-au-lait"
