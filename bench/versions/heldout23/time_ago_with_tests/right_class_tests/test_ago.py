import pytest

from ago import ago

MIN, HOUR, DAY, WEEK = 60, 3600, 86400, 604800


class TestBoundaries:
    @pytest.mark.parametrize("limit,below,at", [
        (MIN, "just now", "1 minute ago"),
        (2 * MIN, "1 minute ago", "2 minutes ago"),
        (HOUR, "59 minutes ago", "1 hour ago"),
        (2 * HOUR, "1 hour ago", "2 hours ago"),
        (DAY, "23 hours ago", "yesterday"),
        (2 * DAY, "yesterday", "2 days ago"),
        (WEEK, "6 days ago", "last week"),
        (2 * WEEK, "last week", "2 weeks ago"),
    ])
    def test_both_sides(self, limit, below, at):
        assert ago(limit - 1) == below
        assert ago(limit) == at


class TestRoundingDown:
    def test_minutes(self):
        assert ago(3 * MIN - 1) == "2 minutes ago"
        assert ago(3 * MIN) == "3 minutes ago"

    def test_hours(self):
        assert ago(3 * HOUR - 1) == "2 hours ago"
        assert ago(3 * HOUR) == "3 hours ago"

    def test_days(self):
        assert ago(3 * DAY - 1) == "2 days ago"
        assert ago(3 * DAY) == "3 days ago"

    def test_weeks(self):
        assert ago(3 * WEEK - 1) == "2 weeks ago"
        assert ago(3 * WEEK) == "3 weeks ago"
        assert ago(52 * WEEK + 6 * DAY) == "52 weeks ago"


class TestExamples:
    def test_prompt(self):
        assert ago(0) == "just now"
        assert ago(150) == "2 minutes ago"
        assert ago(90000) == "yesterday"
        assert ago(200000) == "2 days ago"
        assert ago(3000000) == "4 weeks ago"


class TestErrors:
    def test_negative(self):
        for s in (-1, -3600):
            with pytest.raises(ValueError):
                ago(s)

    def test_types(self):
        for v in (1.0, 3600.5, True, False, None, "1"):
            with pytest.raises(TypeError):
                ago(v)
