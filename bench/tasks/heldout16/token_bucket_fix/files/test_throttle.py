import pytest

from throttle import TokenBucket


class FakeClock:
    def __init__(self, start=100.0):
        self.now = start

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


def test_rejects_bad_settings():
    with pytest.raises(ValueError):
        TokenBucket(rate=0, capacity=5)
    with pytest.raises(ValueError):
        TokenBucket(rate=1, capacity=0)


def test_n_larger_than_capacity():
    bucket = TokenBucket(rate=1, capacity=2, clock=FakeClock())
    with pytest.raises(ValueError):
        bucket.try_take(3)
    with pytest.raises(ValueError):
        bucket.wait_time(3)


def test_refills_over_time():
    clock = FakeClock()
    bucket = TokenBucket(rate=2, capacity=10, clock=clock)
    while bucket.try_take():
        pass
    assert not bucket.try_take()
    clock.advance(5)
    assert bucket.try_take()


def test_wait_time_zero_when_full():
    bucket = TokenBucket(rate=1, capacity=5, clock=FakeClock())
    assert bucket.wait_time() == 0.0
