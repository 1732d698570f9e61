import pytest

from sizes import format_size, parse_size


@pytest.mark.parametrize("text,expected", [
    ("512", 512),
    ("1.5 KB", 1536),
    ("1.5KB", 1536),
    ("2mb", 2097152),
    ("2 Mb", 2097152),
    ("0.1 KB", 102),
    ("10 B", 10),
    ("1 GB", 1024 ** 3),
    ("1 tb", 1024 ** 4),
    ("0", 0),
])
def test_parse_size(text, expected):
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["-1 KB", "-5", "12 XB", "abc", "", "1.2.3 KB", "KB"])
def test_parse_size_errors(text):
    with pytest.raises(ValueError):
        parse_size(text)


@pytest.mark.parametrize("n,expected", [
    (0, "0 B"),
    (1023, "1023 B"),
    (1024, "1.0 KB"),
    (1536, "1.5 KB"),
    (1024 ** 2, "1.0 MB"),
    (5 * 1024 ** 3, "5.0 GB"),
    (3 * 1024 ** 4, "3.0 TB"),
])
def test_format_size(n, expected):
    assert format_size(n) == expected


def test_format_size_negative():
    with pytest.raises(ValueError):
        format_size(-1)


def test_round_trip():
    for n in (1024, 1536, 10 * 1024 ** 2):
        assert parse_size(format_size(n)) == n
