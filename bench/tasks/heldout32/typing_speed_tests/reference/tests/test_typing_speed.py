import pytest

from typing_speed import accuracy, count_errors, grade, gross_wpm, net_wpm


def test_gross_wpm_one_minute():
    assert gross_wpm(250, 60) == 50.0
    assert gross_wpm(0, 60) == 0.0


def test_gross_wpm_other_times():
    assert gross_wpm(250, 30) == 100.0
    assert gross_wpm(500, 120) == 50.0
    assert gross_wpm(100, 45) == 26.7
    assert gross_wpm(7, 60) == 1.4


@pytest.mark.parametrize("chars, seconds", [(100, 0), (100, -5), (-1, 60)])
def test_gross_wpm_bad_input(chars, seconds):
    with pytest.raises(ValueError):
        gross_wpm(chars, seconds)


def test_net_wpm():
    assert net_wpm(250, 0, 60) == 50.0
    assert net_wpm(250, 5, 60) == 45.0
    assert net_wpm(250, 5, 30) == 90.0
    assert net_wpm(300, 4, 120) == 28.0
    assert net_wpm(100, 1, 45) == 25.3


def test_net_wpm_never_negative():
    assert net_wpm(10, 10, 60) == 0.0
    assert net_wpm(5, 3, 60) == 0.0


@pytest.mark.parametrize("chars, errors, seconds",
                         [(100, 101, 60), (100, -1, 60), (100, 0, 0), (-5, 0, 60)])
def test_net_wpm_bad_input(chars, errors, seconds):
    with pytest.raises(ValueError):
        net_wpm(chars, errors, seconds)


def test_net_wpm_all_errors_allowed():
    assert net_wpm(20, 20, 60) == 0.0


def test_count_errors():
    assert count_errors("the cat", "the cat") == 0
    assert count_errors("teh cat", "the cat") == 2
    assert count_errors("The cat", "the cat") == 1
    assert count_errors("the ca", "the cat") == 1
    assert count_errors("the cats!", "the cat") == 2
    assert count_errors("", "abc") == 3
    assert count_errors("", "") == 0


def test_accuracy():
    assert accuracy("the cat", "the cat") == 100.0
    assert accuracy("teh cat", "the cat") == 71.4
    assert accuracy("the ca", "the cat") == 85.7
    assert accuracy("", "the cat") == 0.0
    assert accuracy("abcd", "abcdefgh") == 50.0


def test_accuracy_never_negative():
    assert accuracy("a much longer text", "abc") == 0.0


def test_accuracy_empty_target():
    with pytest.raises(ValueError):
        accuracy("abc", "")
    with pytest.raises(ValueError):
        accuracy("", "")


@pytest.mark.parametrize("wpm, expected", [
    (0, "beginner"), (24.9, "beginner"), (25, "average"), (39.9, "average"),
    (40, "fast"), (59.9, "fast"), (60, "expert"), (120.5, "expert")])
def test_grade(wpm, expected):
    assert grade(wpm) == expected
