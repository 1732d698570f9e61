"""A token-bucket rate limiter for outgoing API calls."""
import time


class TokenBucket:
    """`rate` tokens are added per second, up to `capacity`. The bucket starts full.

    `clock` is a function returning seconds (time.monotonic by default); tests pass a fake one.
    """

    def __init__(self, rate, capacity, clock=time.monotonic):
        if rate <= 0 or capacity <= 0:
            raise ValueError("rate and capacity must be positive")
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self._clock = clock
        self._last = clock()

    def _refill(self):
        now = self._clock()
        elapsed = now - self._last
        if elapsed > 0:
            self.tokens = min(self.capacity, self.tokens + int(elapsed * self.rate))
        self._last = now

    def try_take(self, n=1):
        """Take n tokens if they are available. Returns True on success, False otherwise."""
        if n > self.capacity:
            raise ValueError("n is larger than the bucket capacity")
        self._refill()
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False

    def wait_time(self, n=1):
        """Seconds until n tokens will be available (0.0 if they are available now)."""
        if n > self.capacity:
            raise ValueError("n is larger than the bucket capacity")
        self._refill()
        missing = n - self.tokens
        return max(0.0, missing / self.rate)
