import pytest

from sizes import format_size, parse_size


@pytest.mark.parametrize("text,expected", [
    ("512", 512), ("1.5 KB", 1536), ("2mb", 2097152), ("0.1 KB", 102), ("3 B", 3), ("1 TB", 1024 ** 4),
])
def test_parse_size(text, expected):
    assert parse_size(text) == expected


@pytest.mark.parametrize("n,expected", [
    (1023, "1023 B"), (1024, "1.0 KB"), (1536, "1.5 KB"), (5 * 1024 ** 3, "5.0 GB"),
])
def test_format_size(n, expected):
    assert format_size(n) == expected
