"""How many CPU threads the embedded model's llama.cpp uses, chosen from the machine's load
and corrected at run time from the token rate it gets.

Why: llama.cpp splits every step of a token across its threads and waits for the slowest.
With as many threads as cores on a machine that is busy with other work, one thread is
always descheduled and the others wait for it: generation collapses (BENCHMARKS.md measured
~1 tok/s instead of ~25 for the 1.5B model). With fewer threads than busy cores it degrades
in proportion instead. So:

- at load, ``initial_threads``: every core that other processes leave free (at least 1),
  measured over a quarter second (``busy_cores``): the CPU time the kernel counted in that
  window, less this process's own, less what niced processes took (they yield to us). The
  1-minute load average lags by a minute and counts niced work: a second task started right
  after a first one saw the first one's threads in it and got 1 thread instead of 2 (the
  quick start took 97 s instead of 48 s, BENCHMARKS.md);
- after each call, ``RateWatch.observe``: when a call's generation rate falls below
  ``COLLAPSE`` of the best rate this server has had, use one thread fewer (the caller reloads
  the server: the weights stay in the page cache, ~2 s);
- during a call, ``RateWatch.crowded``: every ``LOOK_EVERY_S`` a running call looks at what
  other processes keep busy; where they leave fewer cores than the threads, ``CROWDED_LOOKS``
  looks in a row (a test run's burst is shorter), the server is reloaded with the free cores'
  count and the calls running on it start again (``models/local.py``). A program started in
  another terminal while the model decodes on every core stalls it, not slows it: one busy
  loop in another session held 2 threads under 0.5 tok/s for 300 s (1 thread: 15-18 tok/s,
  BENCHMARKS.md), so waiting for the call to end is no remedy;
- ``RateWatch.room_to_grow``: with fewer threads than the most allowed, ``REGROW_AFTER_S``
  seconds after the last change or the last look, go back up where the other processes
  leave room.

``OPENKOI_LOCAL_THREADS`` fixes the count and turns all of this off.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

COLLAPSE = 0.45  # a call at less than this share of the best rate means the threads stall
MIN_TOKENS = 24  # calls with fewer generated tokens say nothing about the rate
REGROW_AFTER_S = 60.0
SAMPLE_S = 0.25  # the window busy_cores measures: long enough for 25 clock ticks a core
LOOK_EVERY_S = 2.0  # how often a running call looks at what other processes keep busy
CROWDED_LOOKS = 3  # looks in a row that must find the threads' cores taken
PAUSE_S = 2 * LOOK_EVERY_S  # a longer gap between looks: no call was running in between


def load_average() -> float:
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # not on this platform: assume a quiet machine
        return 0.0


@dataclass(frozen=True)
class CpuTimes:
    """Clock ticks since boot, all cores together (``/proc/stat``), and this process's."""

    busy: int  # user, system, irq, softirq, steal: work at normal or raised priority
    niced: int  # work of processes with a positive nice value
    total: int  # everything, idle included
    own: int  # this process, all its threads (``/proc/self/stat`` utime + stime)


def cpu_times(proc: Path = Path("/proc")) -> CpuTimes | None:
    """The machine's and this process's CPU times now; None where ``/proc`` cannot tell
    (not Linux)."""
    try:
        first = (proc / "stat").read_text().split("\n", 1)[0].split()
        mine = (proc / "self" / "stat").read_text().rsplit(")", 1)[1].split()
        user, nice, system, idle, iowait, irq, softirq, steal = (int(v) for v in first[1:9])
        own = int(mine[11]) + int(mine[12])  # utime, stime (fields 14 and 15)
    except (OSError, IndexError, ValueError):
        return None
    return CpuTimes(busy=user + system + irq + softirq + steal, niced=nice,
                    total=user + nice + system + idle + iowait + irq + softirq + steal,
                    own=own)


def others_busy(before: CpuTimes, after: CpuTimes, cores: int, *,
                count_niced: bool = False) -> float:
    """The cores other processes kept busy between two readings (0 .. ``cores``). Niced
    work is left out unless ``count_niced`` (this process is niced itself): the scheduler
    gives a nice-0 thread about 98 % of a core shared with a nice-19 one."""
    total = after.total - before.total
    if total <= 0:
        return 0.0
    busy = after.busy - before.busy - (after.own - before.own)
    if count_niced:
        busy += after.niced - before.niced
    return max(0.0, min(float(cores), busy / total * cores))


def busy_cores(cores: int, window: float = SAMPLE_S) -> float:
    """The cores other processes keep busy now, measured over ``window`` seconds (see the
    module's docstring); the 1-minute load average where ``/proc`` cannot tell."""
    before = cpu_times()
    if before is None:
        return load_average()
    time.sleep(window)
    after = cpu_times()
    if after is None:
        return load_average()
    return others_busy(before, after, cores, count_niced=niced())


def niced() -> bool:
    """Whether this process runs niced (a positive nice value)."""
    try:
        return os.getpriority(os.PRIO_PROCESS, 0) > 0
    except (AttributeError, OSError):
        return False


def initial_threads(cores: int, busy: float) -> int:
    """Threads for a server started now: the cores that ``busy`` (the cores other processes
    keep busy) leaves free, rounded, at least 1 and at most ``cores``."""
    free = cores - busy
    return max(1, min(cores, int(free + 0.5)))


@dataclass
class RateWatch:
    """One server's generation rates. ``threads``: what it runs with now; ``most``: what
    it may go back up to."""

    threads: int
    most: int
    best: dict[int, float] = field(default_factory=dict)  # threads -> best tok/s seen
    changed_at: float = field(default_factory=time.monotonic)  # or last looked
    pending: int | None = None  # the count to reload with before the next call
    # the last look of a running call (``crowded``), and how many in a row found no room
    seen: CpuTimes | None = None
    seen_at: float = 0.0
    crowded_looks: int = 0

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

    def room_to_grow(self, busy: Callable[[], float], now: float | None = None) -> int | None:
        """The thread count to go back up to when the machine has room again, or None.
        ``busy`` (``busy_cores``: a quarter second of measuring) is asked only when it is time
        to look: fewer threads than the most, ``REGROW_AFTER_S`` after the last change or the
        last look. A look that finds no room puts the next one ``REGROW_AFTER_S`` away, so a
        busy machine does not cost every call a measurement."""
        now = time.monotonic() if now is None else now
        if self.threads >= self.most or now - self.changed_at < REGROW_AFTER_S:
            return None
        wanted = initial_threads(self.most, busy())
        if wanted > self.threads:
            return wanted
        self.changed_at = now
        return None

    def crowded(self, times: CpuTimes | None, now: float, *, niced: bool = False) -> int | None:
        """A running call's look at the machine (``times``: ``cpu_times()`` now). Returns the
        thread count to reload with at once where other processes have left fewer cores
        than the threads for ``CROWDED_LOOKS`` looks in a row, else None. Looks closer than
        ``LOOK_EVERY_S`` to the last one (several calls run at once) are not counted."""
        if times is None or self.threads <= 1 or self.pending is not None:
            return None
        if self.seen is None or now - self.seen_at > PAUSE_S:
            # a first look, or one after a pause between calls (what ran then, the
            # evaluation's tests say, is no stall): the next look measures from here
            self.seen, self.seen_at, self.crowded_looks = times, now, 0
            return None
        if now - self.seen_at < LOOK_EVERY_S:
            return None
        busy = others_busy(self.seen, times, self.most, count_niced=niced)
        self.seen, self.seen_at = times, now
        if self.most - busy >= self.threads - 0.5:
            self.crowded_looks = 0
            return None
        self.crowded_looks += 1
        if self.crowded_looks < CROWDED_LOOKS:
            return None
        self.crowded_looks = 0
        return min(self.threads - 1, initial_threads(self.most, busy))

    def switched(self, threads: int) -> None:
        self.threads = threads
        self.pending = None
        self.changed_at = time.monotonic()
        self.seen, self.crowded_looks = None, 0
