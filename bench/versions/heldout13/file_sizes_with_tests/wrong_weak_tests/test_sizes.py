from sizes import format_size, parse_size


def test_parse():
    assert parse_size("512") == 512
    assert parse_size("1.5 KB") == 1536


def test_format():
    assert format_size(1536) == "1.5 KB"
