from badges import badge_for, next_badge, progress_line


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
