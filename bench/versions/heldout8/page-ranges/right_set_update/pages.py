def _to_int(s):
    s = s.strip()
    if not s or not all(c in "0123456789" for c in s):
        raise ValueError(f"not a page number: {s!r}")
    n = int(s)
    if n == 0:
        raise ValueError("page 0 does not exist")
    return n


def parse_pages(spec):
    seen = []
    spec = spec.strip()
    if not spec:
        return seen
    for chunk in spec.split(","):
        if "-" in chunk:
            a, sep, b = chunk.partition("-")
            start, end = _to_int(a), _to_int(b)
            if start > end:
                raise ValueError(f"backwards range {chunk!r}")
            for p in range(start, end + 1):
                if p not in seen:
                    seen.append(p)
        else:
            p = _to_int(chunk)
            if p not in seen:
                seen.append(p)
    seen.sort()
    return seen
