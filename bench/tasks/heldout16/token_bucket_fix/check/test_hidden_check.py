import os
import subprocess
import sys

import pytest

ROOT = os.getcwd()
PYTEST_ENV = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
PYTEST_ENV.pop("PYTEST_ADDOPTS", None)
sys.path.insert(0, ROOT)

from throttle import TokenBucket  # noqa: E402


class Clock:
    def __init__(self, start=1000.0):
        self.now = start

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


def drain(bucket, limit=1000):
    count = 0
    while count < limit and bucket.try_take():
        count += 1
    return count


def test_fresh_bucket_allows_capacity():
    bucket = TokenBucket(rate=1, capacity=3, clock=Clock())
    assert [bucket.try_take() for _ in range(4)] == [True, True, True, False]


def test_take_exact_amount():
    bucket = TokenBucket(rate=1, capacity=4, clock=Clock())
    assert bucket.try_take(4) is True
    assert bucket.try_take(1) is False


def test_idle_never_exceeds_capacity():
    clock = Clock()
    bucket = TokenBucket(rate=1, capacity=5, clock=clock)
    assert drain(bucket) == 5
    clock.advance(1000)
    assert drain(bucket) == 5
    clock.advance(3)
    assert drain(bucket) == 3
    clock.advance(7.5)
    assert drain(bucket) == 5


def test_idle_while_partly_full():
    clock = Clock()
    bucket = TokenBucket(rate=2, capacity=4, clock=clock)
    assert bucket.try_take(3)
    clock.advance(60)
    assert bucket.wait_time(4) == 0.0
    assert bucket.try_take(4)
    assert not bucket.try_take()


def test_slow_rate_keeps_partial_tokens():
    clock = Clock()
    bucket = TokenBucket(rate=0.5, capacity=1, clock=clock)
    assert bucket.try_take()
    results = []
    for _ in range(8):
        clock.advance(1)
        results.append(bucket.try_take())
    assert results == [False, True, False, True, False, True, False, True]


def test_many_small_steps_add_up():
    clock = Clock()
    bucket = TokenBucket(rate=2, capacity=2, clock=clock)
    assert drain(bucket) == 2
    for _ in range(3):
        clock.advance(0.125)
        assert not bucket.try_take()
    clock.advance(0.125)
    assert bucket.try_take()
    assert not bucket.try_take()


def test_failed_take_consumes_nothing():
    clock = Clock()
    bucket = TokenBucket(rate=1, capacity=3, clock=clock)
    assert drain(bucket) == 3
    clock.advance(1.5)
    assert not bucket.try_take(2)
    assert bucket.try_take(1)
    clock.advance(0.5)
    assert bucket.try_take(1)
    assert not bucket.try_take(1)


def test_wait_time_matches():
    clock = Clock()
    bucket = TokenBucket(rate=4, capacity=2, clock=clock)
    assert bucket.wait_time(2) == 0.0
    assert drain(bucket) == 2
    assert bucket.wait_time(1) == pytest.approx(0.25)
    assert bucket.wait_time(2) == pytest.approx(0.5)
    clock.advance(0.125)
    assert bucket.wait_time(1) == pytest.approx(0.125)
    clock.advance(0.125)
    assert bucket.wait_time(1) == 0.0
    assert bucket.try_take()


def test_wait_time_slow_rate():
    clock = Clock()
    bucket = TokenBucket(rate=0.5, capacity=2, clock=clock)
    assert drain(bucket) == 2
    clock.advance(1)
    assert bucket.wait_time(1) == pytest.approx(1.0)
    assert bucket.wait_time(2) == pytest.approx(3.0)
    clock.advance(1)
    assert bucket.wait_time(1) == 0.0


def test_errors_kept():
    with pytest.raises(ValueError):
        TokenBucket(rate=0, capacity=1, clock=Clock())
    with pytest.raises(ValueError):
        TokenBucket(rate=1, capacity=-1, clock=Clock())
    bucket = TokenBucket(rate=1, capacity=2, clock=Clock())
    with pytest.raises(ValueError):
        bucket.try_take(3)
    with pytest.raises(ValueError):
        bucket.wait_time(3)


def test_default_clock_still_works():
    bucket = TokenBucket(rate=1000, capacity=2)
    assert bucket.try_take()
    assert bucket.try_take()


def test_existing_tests_pass():
    assert os.path.exists(os.path.join(ROOT, "test_throttle.py"))
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_throttle.py"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120, env=PYTEST_ENV)
    assert r.returncode == 0, r.stdout + r.stderr
