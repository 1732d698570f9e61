"""Quotes for my re-upholstery workshop."""

import math
import re
from fractions import Fraction

PIECES = {  # piece: (metres of fabric, hours of work)
    "dining chair": (0.75, 2),
    "footstool": (1.5, 3),
    "headboard": (2.5, 4),
    "armchair": (6.5, 12),
    "two-seater sofa": (10, 18),
    "three-seater sofa": (13, 24),
}
PATTERN_EXTRA = Fraction(15, 100)  # extra fabric for matching a pattern
DEPOSIT_SHARE = Fraction(30, 100)
FABRIC_WEEKS = 2  # waiting for fabric I order in


def parse_job(text):
    """{piece: how many} from text like "2 x Armchair, 6x dining chair"."""
    job = {}
    for item in text.split(","):
        item = item.strip().lower()
        if not item:
            raise ValueError(f"empty item in {text!r}")
        match = re.fullmatch(r"(\S+?)\s*x\s+(.+)|(\d+)x(.+)", item)
        if match:
            count_text = match.group(1) or match.group(3)
            piece = (match.group(2) or match.group(4)).strip()
            if not count_text.isdigit() or int(count_text) < 1:
                raise ValueError(f"bad count in {item!r}")
            count = int(count_text)
        else:
            piece, count = item, 1
        if piece not in PIECES:
            raise ValueError(f"I don't do {piece!r}")
        job[piece] = job.get(piece, 0) + count
    return job


def _check(job):
    for piece in job:
        if piece not in PIECES:
            raise ValueError(f"I don't do {piece!r}")


def fabric_needed(job, patterned=False):
    """Metres of fabric, 15% more for a pattern, rounded up to the next half metre."""
    _check(job)
    metres = sum(Fraction(PIECES[p][0]) * n for p, n in job.items())
    if patterned:
        metres *= 1 + PATTERN_EXTRA
    return math.ceil(metres * 2) / 2


def labour_hours(job):
    """Hours of work for the whole job."""
    _check(job)
    return sum(PIECES[p][1] * n for p, n in job.items())


def quote(job, fabric_price, patterned=False, rate=35):
    """{"metres", "fabric", "labour", "total", "deposit"} for the job."""
    if fabric_price < 0:
        raise ValueError("fabric price can't be negative")
    if rate <= 0:
        raise ValueError("rate must be more than 0")
    metres = fabric_needed(job, patterned)
    fabric = round(metres * fabric_price, 2)
    labour = round(labour_hours(job) * rate, 2)
    total = round(fabric + labour, 2)
    deposit = math.ceil(Fraction(str(total)) * DEPOSIT_SHARE)
    return {"metres": metres, "fabric": fabric, "labour": labour, "total": total,
            "deposit": deposit}


def weeks(job, own_fabric=False, hours_per_week=25):
    """Weeks until the job is done: the hours over my working week, rounded up, plus
    FABRIC_WEEKS unless the customer brings their own fabric."""
    if hours_per_week <= 0:
        raise ValueError("hours_per_week must be more than 0")
    return math.ceil(labour_hours(job) / hours_per_week) + (0 if own_fabric else FABRIC_WEEKS)
