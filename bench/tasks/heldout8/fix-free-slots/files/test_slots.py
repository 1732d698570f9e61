from slots import free_slots, longest_free

NINE, FIVE = 9 * 60, 17 * 60


def test_empty_day():
    assert free_slots([], NINE, FIVE) == [(NINE, FIVE)]


def test_one_meeting():
    assert free_slots([(600, 660)], NINE, FIVE) == [(NINE, 600), (660, FIVE)]


def test_unsorted_meetings():
    busy = [(900, 960), (600, 660)]
    assert free_slots(busy, NINE, FIVE) == [(NINE, 600), (660, 900), (960, FIVE)]


def test_back_to_back_meetings_leave_no_gap():
    busy = [(600, 660), (660, 720)]
    assert free_slots(busy, NINE, FIVE) == [(NINE, 600), (720, FIVE)]


def test_meeting_inside_another():
    busy = [(600, 780), (630, 660)]
    assert free_slots(busy, NINE, FIVE) == [(NINE, 600), (780, FIVE)]


def test_longest_free():
    busy = [(540, 900), (600, 615), (960, 1000)]
    assert longest_free(busy, NINE, FIVE) == 60
