import re

_NUM = re.compile(r"[0-9]+")


def expand(field, lo, hi):
    def number(s):
        if not _NUM.fullmatch(s):
            raise ValueError("bad number %r" % s)
        v = int(s)
        if not lo <= v <= hi:
            raise ValueError("%d out of range %d-%d" % (v, lo, hi))
        return v

    out = []
    for item in field.split(","):
        if item.count("/") > 1:
            raise ValueError("bad item %r" % item)
        rng, step = (item.split("/") + [None])[:2]
        if step is None:
            step_value = 1
        else:
            if not _NUM.fullmatch(step):
                raise ValueError("bad step %r" % item)
            step_value = int(step)
            if step_value == 0:
                raise ValueError("step must be >= 1")
        if rng == "*":
            start, stop = lo, hi
        elif rng.count("-") == 1:
            left, right = rng.split("-")
            start, stop = number(left), number(right)
            if start > stop:
                raise ValueError("backwards range %r" % rng)
        else:
            start = number(rng)
            stop = start if step is None else hi
        value = start
        while value <= stop:
            if value not in out:
                out.append(value)
            value += step_value
    out.sort()
    return out


def parse_cron(expr):
    parts = expr.split()
    if len(parts) != 5:
        raise ValueError("need exactly 5 fields")
    spec = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]
    return {key: expand(part, lo, hi) for (key, lo, hi), part in zip(spec, parts)}
