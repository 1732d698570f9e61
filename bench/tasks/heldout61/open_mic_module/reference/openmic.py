"""Running the open mic night at the Fox and Hounds."""

DEFAULT_MINUTES = 10
MAX_MINUTES = 15
INTERVAL_AT = 21 * 60
INTERVAL = 20


def _minutes(hhmm):
    parts = hhmm.split(":")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or len(parts[1]) != 2:
        raise ValueError(f"not a time: {hhmm!r}")
    h, m = int(parts[0]), int(parts[1])
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {hhmm!r}")
    return h * 60 + m


def _hhmm(m):
    return f"{m // 60:02d}:{m % 60:02d}"


def parse_signup(line):
    parts = [p.strip() for p in line.split(" - ")]
    if len(parts) == 2:
        parts.append(str(DEFAULT_MINUTES))
    if len(parts) != 3 or not parts[0] or not parts[1]:
        raise ValueError(f"bad sign-up: {line!r}")
    if not parts[2].isdigit() or not 1 <= int(parts[2]) <= MAX_MINUTES:
        raise ValueError(f"bad minutes: {line!r}")
    return {"name": parts[0], "act": parts[1], "minutes": int(parts[2])}


def _slots(acts, start, changeover):
    if not isinstance(changeover, int) or isinstance(changeover, bool) or changeover < 0:
        raise ValueError("changeover must be a whole number of minutes, 0 or more")
    t = _minutes(start)
    had_interval = False
    out = []
    for i, act in enumerate(acts):
        if i:
            t += changeover
        if not had_interval and t >= INTERVAL_AT:
            t += INTERVAL
            had_interval = True
        out.append((t, t + act["minutes"], act["name"]))
        t += act["minutes"]
    return out


def running_order(acts, start="19:30", changeover=3):
    return [(_hhmm(s), name) for s, _, name in _slots(acts, start, changeover)]


def finish_time(acts, start="19:30", changeover=3):
    slots = _slots(acts, start, changeover)
    return _hhmm(slots[-1][1]) if slots else _hhmm(_minutes(start))


def misses_out(acts, curfew="22:30", start="19:30", changeover=3):
    limit = _minutes(curfew)
    return [name for _, end, name in _slots(acts, start, changeover) if end > limit]


def regulars(nights, at_least=3):
    count = {}
    spelling = {}
    for night in nights:
        for key in {n.strip().lower() for n in night if n.strip()}:
            count[key] = count.get(key, 0) + 1
        for n in night:
            spelling.setdefault(n.strip().lower(), n.strip())
    keys = [k for k in count if count[k] >= at_least]
    keys.sort(key=lambda k: (-count[k], k))
    return [(spelling[k], count[k]) for k in keys]
