"""Merge busy time blocks collected from several calendars."""


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def merge_busy(blocks):
    """blocks: list of ("HH:MM", "HH:MM") pairs. Returns merged blocks sorted by start."""
    spans = []
    for start, end in blocks:
        s, e = to_minutes(start), to_minutes(end)
        if e < s:
            raise ValueError(f"block ends before it starts: {start}-{end}")
        if e >= s:
            spans.append((s, e))
    spans.sort()
    result = []
    for s, e in spans:
        if result and s <= result[-1][1]:
            result[-1][1] = max(result[-1][1], e)
        else:
            result.append([s, e])
    return [(to_hhmm(s), to_hhmm(e)) for s, e in result]
