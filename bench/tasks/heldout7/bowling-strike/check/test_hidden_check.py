from bowling import score


def test_gutter_game():
    assert score([0] * 20) == 0


def test_all_ones():
    assert score([1] * 20) == 20


def test_one_spare():
    assert score([5, 5, 3] + [0] * 17) == 16


def test_one_strike():
    assert score([10, 3, 4] + [0] * 16) == 24


def test_perfect_game():
    assert score([10] * 12) == 300


def test_strike_in_last_frame():
    assert score([0] * 18 + [10, 7, 2]) == 19


def test_two_strikes_in_a_row():
    # 10+10+4, 10+4+2, 4+2, then gutters
    assert score([10, 10, 4, 2] + [0] * 14) == 46


def test_strike_then_spare():
    # 10+6+4, 6+4+3, 3+0
    assert score([10, 6, 4, 3, 0] + [0] * 14) == 36


def test_spare_in_last_frame():
    assert score([0] * 18 + [6, 4, 8]) == 18


def test_all_nines_and_misses():
    assert score([9, 0] * 10) == 90


def test_all_spares():
    assert score([5] * 21) == 150


def test_mixed_game():
    rolls = [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]
    assert score(rolls) == 167
