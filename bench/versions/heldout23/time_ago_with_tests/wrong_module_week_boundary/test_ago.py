import pytest

from ago import ago


@pytest.mark.parametrize("seconds,text", [
    (0, "just now"), (1, "just now"), (59, "just now"),
    (60, "1 minute ago"), (119, "1 minute ago"),
    (120, "2 minutes ago"), (150, "2 minutes ago"), (179, "2 minutes ago"),
    (180, "3 minutes ago"), (3599, "59 minutes ago"),
    (3600, "1 hour ago"), (7199, "1 hour ago"),
    (7200, "2 hours ago"), (10799, "2 hours ago"), (10800, "3 hours ago"),
    (86399, "23 hours ago"),
    (86400, "yesterday"), (90000, "yesterday"), (172799, "yesterday"),
    (172800, "2 days ago"), (200000, "2 days ago"), (259199, "2 days ago"),
    (259200, "3 days ago"), (604799, "6 days ago"),
    (604800, "last week"), (1209599, "last week"),
    (1209600, "last week"), (1814399, "2 weeks ago"), (1814400, "3 weeks ago"),
    (3000000, "4 weeks ago"), (60480000, "100 weeks ago"),
])
def test_ago(seconds, text):
    assert ago(seconds) == text


@pytest.mark.parametrize("seconds", [-1, -60, -1000000])
def test_negative(seconds):
    with pytest.raises(ValueError):
        ago(seconds)


@pytest.mark.parametrize("value", [1.5, 60.0, -1.0, True, False, "60", None, [60]])
def test_not_an_int(value):
    with pytest.raises(TypeError):
        ago(value)
