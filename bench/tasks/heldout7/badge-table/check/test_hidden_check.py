import pytest

import badges
from badges import badge_for, next_badge, progress_line

ORIGINAL = [(100, "bronze"), (500, "silver"), (1000, "gold"), (5000, "diamond")]


@pytest.fixture
def restore_badges():
    saved = list(badges.BADGES)
    yield badges.BADGES
    badges.BADGES[:] = saved


def test_badge_for():
    assert badge_for(0) is None
    assert badge_for(99) is None
    assert badge_for(100) == "bronze"
    assert badge_for(499) == "bronze"
    assert badge_for(500) == "silver"
    assert badge_for(1000) == "gold"
    assert badge_for(4999) == "gold"
    assert badge_for(5000) == "diamond"
    assert badge_for(123456) == "diamond"


def test_next_badge():
    assert next_badge(0) == ("bronze", 100)
    assert next_badge(100) == ("silver", 400)
    assert next_badge(750) == ("gold", 250)
    assert next_badge(4999) == ("diamond", 1)
    assert next_badge(5000) is None


def test_progress_line():
    assert progress_line("ann", 40) == "ann: no badge (40 points, 60 to bronze)"
    assert progress_line("bob", 620) == "bob: silver (620 points, 380 to gold)"
    assert progress_line("cy", 9000) == "cy: diamond (9000 points, top badge)"


def test_more_boundaries_unchanged():
    assert [badge_for(p) for p in (1, 100, 101, 999, 1001, 5001)] == [
        None, "bronze", "bronze", "silver", "gold", "diamond"]
    assert next_badge(99) == ("bronze", 1)
    assert next_badge(499) == ("silver", 1)
    assert next_badge(500) == ("gold", 500)
    assert next_badge(1000) == ("diamond", 4000)
    assert next_badge(70000) is None


def test_badges_list():
    assert isinstance(badges.BADGES, list)
    assert [tuple(b) for b in badges.BADGES] == ORIGINAL


def test_appending_a_badge_is_picked_up(restore_badges):
    badges.BADGES.append((10000, "legend"))
    assert badge_for(12000) == "legend"
    assert badge_for(9999) == "diamond"
    assert next_badge(6000) == ("legend", 4000)
    assert next_badge(5000) == ("legend", 5000)
    assert next_badge(10000) is None
    assert progress_line("dee", 10500) == "dee: legend (10500 points, top badge)"


def test_replacing_the_table_is_picked_up(restore_badges):
    badges.BADGES[:] = [(10, "rookie"), (20, "pro")]
    assert badge_for(5) is None
    assert badge_for(10) == "rookie"
    assert badge_for(25) == "pro"
    assert next_badge(0) == ("rookie", 10)
    assert next_badge(15) == ("pro", 5)
    assert next_badge(20) is None
