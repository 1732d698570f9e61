from slots import free_slots, longest_free

NINE, FIVE = 9 * 60, 17 * 60


def test_empty_and_simple():
    assert free_slots([], NINE, FIVE) == [(NINE, FIVE)]
    assert free_slots([(600, 660)], NINE, FIVE) == [(NINE, 600), (660, FIVE)]


def test_nested_meeting():
    assert free_slots([(600, 780), (630, 660)], NINE, FIVE) == [(NINE, 600), (780, FIVE)]


def test_nested_meeting_given_in_other_order():
    assert free_slots([(630, 660), (600, 780)], NINE, FIVE) == [(NINE, 600), (780, FIVE)]


def test_several_inside_one_long_meeting():
    busy = [(560, 900), (570, 580), (600, 620), (700, 710), (950, 960)]
    assert free_slots(busy, NINE, FIVE) == [(NINE, 560), (900, 950), (960, FIVE)]


def test_partial_overlap():
    busy = [(600, 700), (650, 750)]
    assert free_slots(busy, NINE, FIVE) == [(NINE, 600), (750, FIVE)]


def test_back_to_back_and_outside_the_day():
    busy = [(480, 560), (600, 660), (660, 720), (1000, 1200)]
    assert free_slots(busy, NINE, FIVE) == [(560, 600), (720, 1000)]


def test_whole_day_busy():
    assert free_slots([(500, 1100), (600, 650)], NINE, FIVE) == []
    assert longest_free([(500, 1100), (600, 650)], NINE, FIVE) == 0


def test_longest_free_with_nested():
    busy = [(540, 900), (600, 615), (960, 1000)]
    assert longest_free(busy, NINE, FIVE) == 60
