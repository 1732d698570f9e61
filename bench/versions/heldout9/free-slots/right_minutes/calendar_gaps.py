def free_slots(busy, day_start, day_end, min_minutes=0):
    def mins(s):
        h, m = map(int, s.split(":"))
        return h * 60 + m

    lo, hi = mins(day_start), mins(day_end)
    taken = [False] * (max(hi - lo, 0))
    for a, b in busy:
        for t in range(max(mins(a), lo), min(mins(b), hi)):
            taken[t - lo] = True
    result = []
    t = 0
    while t < len(taken):
        if taken[t]:
            t += 1
            continue
        s = t
        while t < len(taken) and not taken[t]:
            t += 1
        if t - s >= min_minutes:
            a, b = lo + s, lo + t
            result.append(("%02d:%02d" % divmod(a, 60), "%02d:%02d" % divmod(b, 60)))
    return result
