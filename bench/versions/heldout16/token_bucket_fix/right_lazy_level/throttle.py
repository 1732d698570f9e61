"""A token-bucket rate limiter for outgoing API calls."""
import time


class TokenBucket:
    """`rate` tokens are added per second, up to `capacity`. The bucket starts full."""

    def __init__(self, rate, capacity, clock=time.monotonic):
        if rate <= 0 or capacity <= 0:
            raise ValueError("rate and capacity must be positive")
        self.rate = rate
        self.capacity = capacity
        self._clock = clock
        self._level = float(capacity)
        self._stamp = clock()

    @property
    def tokens(self):
        return self._current()

    def _current(self):
        return min(float(self.capacity), self._level + (self._clock() - self._stamp) * self.rate)

    def _check(self, n):
        if n > self.capacity:
            raise ValueError("n is larger than the bucket capacity")

    def try_take(self, n=1):
        """Take n tokens if they are available. Returns True on success, False otherwise."""
        self._check(n)
        level = self._current()
        self._stamp = self._clock()
        self._level = level
        if level < n:
            return False
        self._level = level - n
        return True

    def wait_time(self, n=1):
        """Seconds until n tokens will be available (0.0 if they are available now)."""
        self._check(n)
        shortfall = n - self._current()
        return shortfall / self.rate if shortfall > 0 else 0.0
