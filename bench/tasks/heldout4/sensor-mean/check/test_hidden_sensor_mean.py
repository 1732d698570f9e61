import pytest

from sensors import mean_reading


def test_plain_log_still_works():
    assert mean_reading(["a,1", "b,2", "c,6"]) == pytest.approx(3.0)
    assert mean_reading(["# greenhouse 2", "a,4", "b,6"]) == pytest.approx(5.0)


def test_empty_line_at_the_end():
    assert mean_reading(["a,1\n", "b,3\n", ""]) == pytest.approx(2.0)
    assert mean_reading(["a,1\n", "b,3\n", "\n"]) == pytest.approx(2.0)


def test_blank_lines_in_the_middle():
    lines = ["# north bed\n", "s1,20.5\n", "\n", "s2,21.5\n", "   \n", "s3,22.0\n"]
    assert mean_reading(lines) == pytest.approx(64.0 / 3)


def test_no_readings_gives_none():
    assert mean_reading([]) is None
    assert mean_reading(["# nothing yet\n"]) is None
    assert mean_reading(["# nothing yet\n", "\n", "  \n"]) is None
