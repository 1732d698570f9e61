import pytest

from sizes import format_size, parse_size


@pytest.mark.parametrize("text,expected", [
    ("512", 512), ("1.5 KB", 1500), ("2mb", 2000000), ("0.1 KB", 100), ("1 GB", 10 ** 9),
])
def test_parse_size(text, expected):
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["-1 KB", "12 XB", "abc", ""])
def test_parse_size_errors(text):
    with pytest.raises(ValueError):
        parse_size(text)


@pytest.mark.parametrize("n,expected", [(999, "999 B"), (1000, "1.0 KB"), (1500, "1.5 KB"), (5 * 10 ** 9, "5.0 GB")])
def test_format_size(n, expected):
    assert format_size(n) == expected


def test_negative():
    with pytest.raises(ValueError):
        format_size(-1)
