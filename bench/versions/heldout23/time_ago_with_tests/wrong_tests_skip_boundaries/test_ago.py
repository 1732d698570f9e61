import pytest

from ago import ago


@pytest.mark.parametrize("seconds,text", [
    (0, "just now"), (30, "just now"), (90, "1 minute ago"), (150, "2 minutes ago"),
    (1800, "30 minutes ago"), (5000, "1 hour ago"), (36000, "10 hours ago"),
    (90000, "yesterday"), (200000, "2 days ago"), (900000, "last week"),
    (3000000, "4 weeks ago"),
])
def test_ago(seconds, text):
    assert ago(seconds) == text


def test_errors():
    with pytest.raises(ValueError):
        ago(-5)
    with pytest.raises(TypeError):
        ago(1.5)
    with pytest.raises(TypeError):
        ago(True)
