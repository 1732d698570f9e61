import re

_ITEM = re.compile(r"\s*([0-9]+)\s*(?:-\s*([0-9]+)\s*)?")


def parse_pages(spec, max_page=None):
    if spec.strip() == "":
        return []
    result = set()
    for part in spec.split(","):
        m = _ITEM.fullmatch(part)
        if not m:
            raise ValueError(f"bad item {part!r}")
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) is not None else lo
        if lo < 1 or hi < lo:
            raise ValueError(f"bad range {part!r}")
        if max_page is not None and hi > max_page:
            raise ValueError(f"{hi} > {max_page}")
        result |= set(range(lo, hi + 1))
    return sorted(result)
