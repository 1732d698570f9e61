from sizes import parse_size, format_size
import pytest


def test_parse_examples():
    assert parse_size("512") == 512
    assert parse_size("1.5 KB") == 1536
    assert parse_size("2mb") == 2097152
    assert parse_size("0.1 KB") == 102


def test_parse_case_and_spacing():
    assert parse_size("1.5kb") == parse_size("1.5 KB") == parse_size("1.5Kb")


def test_parse_units():
    assert parse_size("3 B") == 3
    assert parse_size("1 GB") == 1024 ** 3
    assert parse_size("1 TB") == 1024 ** 4


def test_parse_errors():
    for bad in ("-1", "-2 MB", "3 QB", "three KB", ""):
        with pytest.raises(ValueError):
            parse_size(bad)


def test_format_examples():
    assert format_size(1023) == "1023 B"
    assert format_size(1024) == "1.0 KB"
    assert format_size(1536) == "1.5 KB"
    assert format_size(5 * 1024 ** 3) == "5.0 GB"


def test_format_negative():
    with pytest.raises(ValueError):
        format_size(-1)
