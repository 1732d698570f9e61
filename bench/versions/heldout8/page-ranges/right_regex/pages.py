import re

_PART = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$")


def parse_pages(spec):
    if spec.strip() == "":
        return []
    result = set()
    for part in spec.split(","):
        m = _PART.match(part)
        if not m:
            raise ValueError("malformed part: %r" % part)
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) is not None else lo
        if lo < 1:
            raise ValueError("page numbers start at 1")
        if lo > hi:
            raise ValueError("range start after end: %r" % part)
        result.update(range(lo, hi + 1))
    return sorted(result)
