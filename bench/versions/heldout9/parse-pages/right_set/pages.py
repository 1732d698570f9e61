DIGITS = set("0123456789")


def to_int(s):
    s = s.strip()
    if s == "" or not set(s) <= DIGITS:
        raise ValueError("bad number " + repr(s))
    return int(s)


def parse_pages(spec, max_page=None):
    items = spec.split(",")
    if len(items) == 1 and not items[0].strip():
        return []
    out = []
    for item in items:
        bits = item.split("-")
        if len(bits) == 1:
            a = b = to_int(bits[0])
        elif len(bits) == 2:
            a, b = to_int(bits[0]), to_int(bits[1])
        else:
            raise ValueError("bad range " + repr(item))
        if a < 1:
            raise ValueError("pages start at 1")
        if a > b:
            raise ValueError("start after end")
        if max_page is not None and b > max_page:
            raise ValueError("too far")
        out.extend(range(a, b + 1))
    return sorted(set(out))
