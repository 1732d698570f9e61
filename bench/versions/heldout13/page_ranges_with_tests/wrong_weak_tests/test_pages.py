from pages import format_pages, parse_pages


def test_parse():
    assert parse_pages("1-3,5", 10) == [1, 2, 3, 5]
    assert parse_pages("8-", 10) == [8, 9, 10]


def test_format():
    assert format_pages([1, 2, 3, 5, 7, 8]) == "1-3,5,7-8"
