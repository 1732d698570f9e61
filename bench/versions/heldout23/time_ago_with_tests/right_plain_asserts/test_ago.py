import pytest

import ago as m


def test_just_now():
    assert m.ago(0) == "just now"
    assert m.ago(59) == "just now"


def test_one_minute():
    assert m.ago(60) == "1 minute ago"
    assert m.ago(119) == "1 minute ago"


def test_minutes():
    assert m.ago(120) == "2 minutes ago"
    assert m.ago(179) == "2 minutes ago"
    assert m.ago(180) == "3 minutes ago"
    assert m.ago(3599) == "59 minutes ago"


def test_one_hour():
    assert m.ago(3600) == "1 hour ago"
    assert m.ago(7199) == "1 hour ago"


def test_hours():
    assert m.ago(7200) == "2 hours ago"
    assert m.ago(10799) == "2 hours ago"
    assert m.ago(10800) == "3 hours ago"
    assert m.ago(86399) == "23 hours ago"


def test_yesterday():
    assert m.ago(86400) == "yesterday"
    assert m.ago(172799) == "yesterday"


def test_days():
    assert m.ago(172800) == "2 days ago"
    assert m.ago(259199) == "2 days ago"
    assert m.ago(259200) == "3 days ago"
    assert m.ago(604799) == "6 days ago"


def test_last_week():
    assert m.ago(604800) == "last week"
    assert m.ago(1209599) == "last week"


def test_weeks():
    assert m.ago(1209600) == "2 weeks ago"
    assert m.ago(1814399) == "2 weeks ago"
    assert m.ago(1814400) == "3 weeks ago"


def test_errors():
    with pytest.raises(ValueError):
        m.ago(-1)
    with pytest.raises(TypeError):
        m.ago(True)
    with pytest.raises(TypeError):
        m.ago(False)
    with pytest.raises(TypeError):
        m.ago(90.0)
    with pytest.raises(TypeError):
        m.ago("90")
