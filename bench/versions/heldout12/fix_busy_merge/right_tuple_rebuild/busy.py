"""Merge busy time blocks collected from several calendars."""


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def merge_busy(blocks):
    """blocks: list of ("HH:MM", "HH:MM") pairs. Returns merged blocks sorted by start."""
    intervals = []
    for start, end in blocks:
        s, e = to_minutes(start), to_minutes(end)
        if s > e:
            raise ValueError(f"invalid block {start}-{end}")
        if s != e:
            intervals.append((s, e))
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            prev_s, prev_e = out.pop()
            out.append((prev_s, max(prev_e, e)))
        else:
            out.append((s, e))
    return [(to_hhmm(s), to_hhmm(e)) for s, e in out]
