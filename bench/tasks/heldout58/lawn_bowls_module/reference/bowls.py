"""Scoring for singles at the bowls club."""

MAX_BOWLS = 4


def _check_bowls(bowls):
    if len(bowls) > MAX_BOWLS:
        raise ValueError("a side has at most 4 bowls")
    for d in bowls:
        if isinstance(d, bool) or not isinstance(d, (int, float)) or d < 0:
            raise ValueError(f"bad distance: {d!r}")


def end_shots(ours, theirs):
    """(our shots, their shots) for one end, from each side's distances to the jack."""
    _check_bowls(ours)
    _check_bowls(theirs)
    if not ours or not theirs:
        return len(ours), len(theirs)
    best_ours, best_theirs = min(ours), min(theirs)
    if best_ours < best_theirs:
        return sum(1 for d in ours if d < best_theirs), 0
    if best_theirs < best_ours:
        return 0, sum(1 for d in theirs if d < best_ours)
    return 0, 0


def _check_ends(ends):
    for end in ends:
        us, them = end
        for n in (us, them):
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ValueError(f"bad end: {end!r}")
        if us and them:
            raise ValueError(f"only one side scores on an end: {end!r}")


def total(ends):
    """(our total, their total) over a list of (us, them) ends."""
    _check_ends(ends)
    return sum(us for us, _ in ends), sum(them for _, them in ends)


def winner(ends, target=21):
    """("us" or "them", end number) for the side that first reaches target, else None."""
    _check_ends(ends)
    us = them = 0
    for number, (a, b) in enumerate(ends, 1):
        us, them = us + a, them + b
        if us >= target:
            return "us", number
        if them >= target:
            return "them", number
    return None


def scorecard(ends):
    """One line per end: number, the end's score, the running score."""
    _check_ends(ends)
    lines, us, them = [], 0, 0
    for number, (a, b) in enumerate(ends, 1):
        us, them = us + a, them + b
        lines.append(f"{number:>2}  {a}-{b}  {us}-{them}")
    return lines
