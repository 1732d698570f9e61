from retry import backoff_delays, call_with_retries


def test_three_retries():
    assert backoff_delays(3) == [1.0, 2.0, 4.0]


def test_other_base():
    assert backoff_delays(2, base=0.5) == [0.5, 1.0]


def test_no_retries():
    assert backoff_delays(0) == []


def test_call_succeeds_first_time():
    waits = []
    assert call_with_retries(lambda: "ok", sleep=waits.append) == "ok"
    assert waits == []
