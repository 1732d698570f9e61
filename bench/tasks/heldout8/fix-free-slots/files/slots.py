"""Find the free time in a day, given the meetings already booked."""


def free_slots(busy, day_start, day_end):
    """Return the free (start, end) gaps between day_start and day_end.

    Times are minutes since midnight. ``busy`` is a list of (start, end)
    meetings; they may overlap each other and come in any order, and they may
    reach outside the day. Gaps of zero length are not returned. The result is
    sorted by start time.
    """
    free = []
    cursor = day_start
    for start, end in sorted(busy):
        if start >= day_end:
            break
        if start > cursor:
            free.append((cursor, start))
        cursor = end
    if cursor < day_end:
        free.append((cursor, day_end))
    return free


def longest_free(busy, day_start, day_end):
    """The length in minutes of the longest free gap (0 if the day is full)."""
    gaps = free_slots(busy, day_start, day_end)
    return max((end - start for start, end in gaps), default=0)
