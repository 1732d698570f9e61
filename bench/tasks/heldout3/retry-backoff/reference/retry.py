"""Retry helper for the sync client: how long to wait before each retry."""

import time


def backoff_delays(retries, base=1.0, cap=30.0):
    """Seconds to wait before each of ``retries`` retries: base, 2*base, 4*base, ...,
    doubling each time, but never more than ``cap``."""
    delays = []
    delay = base
    for _ in range(retries):
        delays.append(min(delay, cap))
        delay = delay * 2
    return delays


def call_with_retries(func, retries=3, base=1.0, cap=30.0, sleep=time.sleep):
    """Call ``func``; when it raises, wait and call it again, up to ``retries`` more times."""
    for delay in backoff_delays(retries, base, cap):
        try:
            return func()
        except Exception:
            sleep(delay)
    return func()
