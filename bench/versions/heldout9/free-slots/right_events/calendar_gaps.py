from datetime import datetime, timedelta


def _parse(s):
    return datetime.strptime(s, "%H:%M")


def free_slots(busy, day_start, day_end, min_minutes=0):
    ds, de = _parse(day_start), _parse(day_end)
    merged = []
    for a, b in sorted(((_parse(a), _parse(b)) for a, b in busy), key=lambda p: p[0]):
        a, b = max(a, ds), min(b, de)
        if a >= b:
            continue
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    out = []
    prev = ds
    for a, b in merged + [[de, de]]:
        if a > prev and a - prev >= timedelta(minutes=min_minutes):
            out.append((prev.strftime("%H:%M"), a.strftime("%H:%M")))
        prev = max(prev, b)
    return out
