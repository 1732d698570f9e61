"""A token-bucket rate limiter for outgoing API calls."""
import time


class TokenBucket:
    """`rate` tokens are added per second, up to `capacity`. The bucket starts full.

    Whole tokens are counted; the unused part of the elapsed time is carried over in `_last`.
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
        if self.tokens >= self.capacity:
            self._last = now
            return now
        added = int((now - self._last) * self.rate)
        if added > 0:
            if self.tokens + added >= self.capacity:
                self.tokens = self.capacity
                self._last = now
            else:
                self.tokens += added
                self._last += added / self.rate
        return now

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
        now = self._refill()
        if self.tokens >= n:
            return 0.0
        return max(0.0, (n - self.tokens) / self.rate - (now - self._last))
