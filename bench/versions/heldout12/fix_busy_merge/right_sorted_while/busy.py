"""Merge busy time blocks collected from several calendars."""


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def merge_busy(blocks):
    """blocks: list of ("HH:MM", "HH:MM") pairs. Returns merged blocks sorted by start."""
    converted = [(to_minutes(s), to_minutes(e)) for s, e in blocks]
    for s, e in converted:
        if e < s:
            raise ValueError("end before start")
    converted = sorted((p for p in converted if p[1] > p[0]), key=lambda p: p[0])
    merged = []
    i = 0
    while i < len(converted):
        start, end = converted[i]
        j = i + 1
        while j < len(converted) and converted[j][0] <= end:
            end = max(end, converted[j][1])
            j += 1
        merged.append((to_hhmm(start), to_hhmm(end)))
        i = j
    return merged
