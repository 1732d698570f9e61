from sensors import load_readings, mean_reading


def test_load():
    assert load_readings(["a,1.5", "b,2.5"]) == [1.5, 2.5]


def test_comments_are_skipped():
    assert load_readings(["# greenhouse 2", "a,4", "b,6"]) == [4.0, 6.0]


def test_mean():
    assert mean_reading(["a,1", "b,2", "c,6"]) == 3.0
