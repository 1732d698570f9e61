import pytest

from ago import ago

CASES = {
    0: "just now", 30: "just now", 59: "just now",
    60: "1 minute ago", 61: "1 minute ago", 119: "1 minute ago",
    120: "2 minutes ago", 179: "2 minutes ago", 180: "3 minutes ago", 3599: "59 minutes ago",
    3600: "1 hour ago", 7199: "1 hour ago",
    7200: "2 hours ago", 10799: "2 hours ago", 10800: "3 hours ago", 86399: "23 hours ago",
    86400: "yesterday", 172799: "yesterday",
    172800: "2 days ago", 259199: "2 days ago", 259200: "3 days ago", 604799: "6 days ago",
    604800: "last week", 1209599: "last week",
    1209600: "2 weeks ago", 1814399: "2 weeks ago", 1814400: "3 weeks ago",
}


@pytest.mark.parametrize("seconds", sorted(CASES))
def test_text(seconds):
    assert ago(seconds) == CASES[seconds]


def test_negative_is_value_error():
    with pytest.raises(ValueError):
        ago(-1)


@pytest.mark.parametrize("bad", [0.0, 59.9, 120.0, True, False, "10"])
def test_wrong_type(bad):
    with pytest.raises(TypeError):
        ago(bad)
