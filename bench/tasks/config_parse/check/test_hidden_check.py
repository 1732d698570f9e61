import pytest

from config_parser import parse_config


def test_basic():
    text = "# settings\nhost = example.org\n\nport=8080\n  # indented comment\n"
    assert parse_config(text) == {"host": "example.org", "port": "8080"}


def test_value_may_contain_equals_and_duplicates_override():
    assert parse_config("url = a=b=c\nx=1\nx = 2") == {"url": "a=b=c", "x": "2"}


def test_empty_text():
    assert parse_config("") == {}


def test_line_number_in_error():
    with pytest.raises(ValueError) as err:
        parse_config("a=1\n\njust words\n")
    assert str(err.value).startswith("line 3:")


def test_empty_key():
    with pytest.raises(ValueError) as err:
        parse_config(" = value")
    assert str(err.value).startswith("line 1:")
