"""Call-out charges for my locksmith jobs. Money in pounds."""

import math
from datetime import datetime

CALL_OUT = 65.0  # covers getting there and the first INCLUDED_MINUTES on site
INCLUDED_MINUTES = 30
BLOCK_MINUTES = 15
BLOCK_PRICE = 12.0  # each started BLOCK_MINUTES on site after the included time
OUT_OF_HOURS = 1.5  # call-out and labour are charged at this rate evenings and weekends
DAY_START, DAY_END = 8, 18  # weekday hours: from 08:00 up to (not including) 18:00
VAT = 0.20


def parse_job(line):
    """"2024-03-09 22:15, 50, 18.50" -> (datetime, minutes on site, parts in pounds).

    Minutes must be more than 0 and parts 0 or more; anything that doesn't
    fit is a ValueError.
    """
    fields = [f.strip() for f in line.split(",")]
    if len(fields) != 3:
        raise ValueError(f"expected 'when, minutes, parts': {line!r}")
    when = datetime.strptime(fields[0], "%Y-%m-%d %H:%M")
    minutes = int(fields[1])
    parts = float(fields[2])
    if minutes <= 0 or parts < 0:
        raise ValueError(f"bad minutes or parts: {line!r}")
    return when, minutes, parts


def out_of_hours(when):
    """True on Saturdays and Sundays, and on weekdays before 08:00 or from 18:00."""
    if when.weekday() >= 5:
        return True
    return not DAY_START <= when.hour < DAY_END


def labour(minutes):
    """BLOCK_PRICE for every started BLOCK_MINUTES after the first INCLUDED_MINUTES."""
    blocks = math.ceil(max(0, minutes - INCLUDED_MINUTES) / BLOCK_MINUTES)
    return blocks * BLOCK_PRICE


def job_price(when, minutes, parts=0.0):
    """(net, vat, total) for one job, each to 2 decimal places.

    net is call-out plus labour (both times OUT_OF_HOURS when the job starts
    out of hours) plus parts; VAT is charged on the whole net.
    """
    work = CALL_OUT + labour(minutes)
    if out_of_hours(when):
        work *= OUT_OF_HOURS
    net = round(work + parts, 2)
    vat = round(net * VAT, 2)
    return net, vat, round(net + vat, 2)


def day_sheet(lines):
    """Totals of a day's job lines: {"jobs", "net", "vat", "total"}.

    Blank lines are skipped.
    """
    jobs, net, vat = 0, 0.0, 0.0
    for line in lines:
        if not line.strip():
            continue
        n, v, _ = job_price(*parse_job(line))
        jobs += 1
        net += n
        vat += v
    return {"jobs": jobs, "net": round(net, 2), "vat": round(vat, 2),
            "total": round(net + vat, 2)}
