"""Expand crontab fields into the values they match."""
import re

ITEM = re.compile(r"(\*|\d+)(?:-(\d+))?(?:/(\d+))?")
FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]


def _check(value, lo, hi):
    if not lo <= value <= hi:
        raise ValueError(f"{value} is outside {lo}-{hi}")
    return value


def expand(field, lo, hi):
    values = set()
    for item in field.split(","):
        m = ITEM.fullmatch(item)
        if not m:
            raise ValueError(f"bad cron item: {item!r}")
        start_text, end_text, step_text = m.groups()
        if start_text == "*":
            if end_text is not None:
                raise ValueError(f"bad cron item: {item!r}")
            start, end = (0 if step_text is not None else lo), hi
        else:
            start = _check(int(start_text), lo, hi)
            if end_text is not None:
                end = _check(int(end_text), lo, hi)
            elif step_text is not None:
                end = hi
            else:
                end = start
        if start > end:
            raise ValueError(f"range goes backwards: {item!r}")
        step = int(step_text) if step_text is not None else 1
        if step < 1:
            raise ValueError(f"step must be at least 1: {item!r}")
        values.update(v for v in range(start, end + 1, step) if v >= lo)
    return sorted(values)


def parse_cron(expr):
    parts = expr.split()
    if len(parts) != 5:
        raise ValueError(f"expected 5 fields, got {len(parts)}")
    return {name: expand(part, lo, hi) for part, (name, lo, hi) in zip(parts, FIELDS)}
