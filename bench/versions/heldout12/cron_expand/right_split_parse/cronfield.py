def _num(text, lo, hi):
    if not text.isdigit() or not text.isascii():
        raise ValueError(f"not a number: {text!r}")
    n = int(text)
    if n < lo or n > hi:
        raise ValueError(f"{n} not in {lo}..{hi}")
    return n


def _item(item, lo, hi):
    base, slash, step_text = item.partition("/")
    step = 1
    if slash:
        step = int(step_text) if step_text.isdigit() else -1
        if step < 1:
            raise ValueError(f"bad step in {item!r}")
    if base == "*":
        first, last = lo, hi
    elif "-" in base:
        a, b = base.split("-", 1)
        first, last = _num(a, lo, hi), _num(b, lo, hi)
        if first > last:
            raise ValueError(f"backwards range {item!r}")
    else:
        first = _num(base, lo, hi)
        last = hi if slash else first
    return range(first, last + 1, step)


def expand(field, lo, hi):
    result = set()
    for item in field.split(","):
        if not item:
            raise ValueError("empty item")
        result.update(_item(item, lo, hi))
    return sorted(result)


def parse_cron(expr):
    names = ("minute", "hour", "day", "month", "weekday")
    limits = ((0, 59), (0, 23), (1, 31), (1, 12), (0, 6))
    fields = expr.split()
    if len(fields) != len(names):
        raise ValueError("a cron expression has 5 fields")
    return {n: expand(f, *lim) for n, f, lim in zip(names, fields, limits)}
