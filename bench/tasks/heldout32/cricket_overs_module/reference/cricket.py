"""Overs, balls and run rates for scoring club cricket matches."""

import re
from fractions import Fraction

_OVERS = re.compile(r"(\d+)(?:\.([0-5]))?")


def _whole(value, what):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int")
    if value < 0:
        raise ValueError(f"{what} can't be negative")
    return value


def to_balls(overs):
    """ "12.3" (12 overs and 3 balls) -> 75 balls."""
    if not isinstance(overs, str):
        raise TypeError("overs must be text like '12.3'")
    match = _OVERS.fullmatch(overs.strip())
    if not match:
        raise ValueError(f"not overs: {overs!r}")
    return int(match.group(1)) * 6 + int(match.group(2) or 0)


def to_overs(balls):
    """75 balls -> "12.3"; whole overs without a dot: 72 -> "12"."""
    _whole(balls, "balls")
    done, extra = divmod(balls, 6)
    return f"{done}.{extra}" if extra else str(done)


def add_overs(a, b):
    """ "12.4" + "3.5" -> "16.3"."""
    return to_overs(to_balls(a) + to_balls(b))


def _per_over(runs, balls):
    return float(round(Fraction(runs * 6, balls), 2))


def run_rate(runs, overs):
    """Runs per over, rounded to 2 decimal places."""
    _whole(runs, "runs")
    balls = to_balls(overs)
    if balls == 0:
        raise ValueError("no balls bowled yet")
    return _per_over(runs, balls)


def required_rate(target, scored, overs_left):
    """Runs per over still needed to reach the target, rounded to 2 places."""
    _whole(target, "target")
    _whole(scored, "scored")
    balls = to_balls(overs_left)
    needed = target - scored
    if needed <= 0:
        return 0.0
    if balls == 0:
        raise ValueError("no balls left")
    return _per_over(needed, balls)
