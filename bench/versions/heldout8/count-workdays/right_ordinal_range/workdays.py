import datetime


def count_workdays(start, end, holidays=()):
    skip = {h.toordinal() for h in holidays}
    n = 0
    for o in range(start.toordinal(), end.toordinal()):
        if o in skip:
            continue
        if datetime.date.fromordinal(o).isoweekday() <= 5:
            n += 1
    return n
