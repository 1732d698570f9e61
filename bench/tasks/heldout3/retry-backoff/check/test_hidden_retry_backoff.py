from retry import backoff_delays


def test_one_delay_per_retry():
    assert backoff_delays(3) == [1.0, 2.0, 4.0]
    assert backoff_delays(1) == [1.0]
    assert backoff_delays(0) == []


def test_other_base():
    assert backoff_delays(2, base=0.5) == [0.5, 1.0]
    assert backoff_delays(4, base=0.25) == [0.25, 0.5, 1.0, 2.0]


def test_cap_example_from_the_task():
    assert backoff_delays(6, base=1.0, cap=10.0) == [1.0, 2.0, 4.0, 8.0, 10.0, 10.0]


def test_cap_applies():
    assert backoff_delays(3, base=2.0, cap=3.0) == [2.0, 3.0, 3.0]
    assert backoff_delays(8) == [1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0, 30.0]


def test_delay_equal_to_cap_kept():
    assert backoff_delays(4, base=1.0, cap=4.0) == [1.0, 2.0, 4.0, 4.0]
