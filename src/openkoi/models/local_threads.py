"""How many CPU threads the embedded model's llama.cpp uses, chosen from the machine's load
and corrected at run time from the token rate it gets.

Why: llama.cpp splits every step of a token across its threads and waits for the slowest.
With as many threads as cores on a machine that is busy with other work, one thread is
always descheduled and the others wait for it: generation collapses (BENCHMARKS.md measured
~1 tok/s instead of ~25 for the 1.5B model). With fewer threads than busy cores it degrades
in proportion instead. So:

- at load, ``initial_threads``: every core the 1-minute load average leaves free (at least 1);
- after each call, ``RateWatch.observe``: when a call's generation rate falls below
  ``COLLAPSE`` of the best rate this server has had, use one thread fewer (the caller reloads
  the server: the weights stay in the page cache, ~2 s);
- ``RateWatch.room_to_grow``: with fewer threads than the most allowed, when the load has
  been low again for ``REGROW_AFTER_S`` seconds, go back up.

``OPENKOI_LOCAL_THREADS`` fixes the count and turns all of this off.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

COLLAPSE = 0.45  # a call at less than this share of the best rate means the threads stall
MIN_TOKENS = 24  # calls with fewer generated tokens say nothing about the rate
REGROW_AFTER_S = 60.0


def load_average() -> float:
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # not on this platform: assume a quiet machine
        return 0.0


def initial_threads(cores: int, load: float) -> int:
    """Threads for a server started now: the cores that ``load`` (runnable processes, the
    1-minute average) leaves free, rounded, at least 1 and at most ``cores``."""
    free = cores - load
    return max(1, min(cores, int(free + 0.5)))


@dataclass
class RateWatch:
    """One server's generation rates. ``threads``: what it runs with now; ``most``: what
    it may go back up to."""

    threads: int
    most: int
    best: dict[int, float] = field(default_factory=dict)  # threads -> best tok/s seen
    changed_at: float = field(default_factory=time.monotonic)
    pending: int | None = None  # the count to reload with before the next call

    def observe(self, tokens: int, seconds: float) -> int | None:
        """A finished call generated ``tokens`` in ``seconds`` (after its first token).
        Returns the thread count to switch to, or None to stay."""
        if tokens < MIN_TOKENS or seconds <= 0:
            return None
        rate = tokens / seconds
        best = max(self.best.get(self.threads, 0.0), rate)
        self.best[self.threads] = best
        # compare with the best of this thread count, or of any count (a quiet start)
        reference = max([best, *self.best.values()])
        if self.threads > 1 and rate < COLLAPSE * reference:
            return self.threads - 1
        return None

    def room_to_grow(self, load: float, now: float | None = None) -> int | None:
        """The thread count to go back up to when the machine has room again, or None."""
        now = time.monotonic() if now is None else now
        if self.threads >= self.most or now - self.changed_at < REGROW_AFTER_S:
            return None
        # our own threads are part of the load: room = cores not taken by anyone else
        others = max(0.0, load - self.threads)
        wanted = initial_threads(self.most, others)
        return wanted if wanted > self.threads else None

    def switched(self, threads: int) -> None:
        self.threads = threads
        self.pending = None
        self.changed_at = time.monotonic()
