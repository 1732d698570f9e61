import pytest

from duration import parse_duration


@pytest.mark.parametrize("text,seconds", [
    ("1h30m", 5400), ("45s", 45), ("2h", 7200), ("1h2m3s", 3723), ("90m", 5400),
    ("0s", 0), ("2h5s", 7205),
])
def test_valid(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "10", "5x", "1m1h", "3m3m", "h", "1.5h", "-1s"])
def test_invalid(text):
    with pytest.raises(ValueError):
        parse_duration(text)
