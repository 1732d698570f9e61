import pytest

from pagination import page_count, paginate


def test_pages():
    items = list(range(1, 8))
    assert paginate(items, 1, 3) == [1, 2, 3]
    assert paginate(items, 2, 3) == [4, 5, 6]
    assert paginate(items, 3, 3) == [7]
    assert paginate(items, 4, 3) == []


def test_bad_arguments():
    with pytest.raises(ValueError):
        paginate([1], 0, 1)
    with pytest.raises(ValueError):
        paginate([1], 1, 0)


def test_page_count():
    assert page_count(0, 3) == 0
    assert page_count(7, 3) == 3
    assert page_count(6, 3) == 2
    assert page_count(1, 10) == 1
