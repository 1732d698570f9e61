"""Page selections like '1-3,5,8-' for a print dialog."""
import re

_ITEM = re.compile(r"(\d*)\s*-\s*(\d*)|(\d+)")


def parse_pages(spec, last_page):
    """'1-3,5' -> [1, 2, 3, 5]; '8-' runs to last_page, '-3' starts at 1, '' is all."""
    if not spec.strip():
        return list(range(1, last_page + 1))
    pages = set()
    for item in spec.split(","):
        item = item.strip()
        m = _ITEM.fullmatch(item)
        if not m or item == "-":
            raise ValueError(f"not a page or range: {item!r}")
        if m.group(3) is not None:
            first = last = int(m.group(3))
        else:
            first = int(m.group(1)) if m.group(1) else 1
            last = int(m.group(2)) if m.group(2) else last_page
            if first > last:
                raise ValueError(f"range goes backwards: {item!r}")
        if first < 1 or last > last_page:
            raise ValueError(f"page out of range 1-{last_page}: {item!r}")
        pages.update(range(first, last + 1))
    return sorted(pages)


def format_pages(pages):
    """[1, 2, 3, 5, 7, 8] -> '1-3,5,7-8'."""
    parts = []
    run_start = prev = None
    for page in sorted(set(pages)):
        if prev is not None and page == prev + 1:
            prev = page
            continue
        if run_start is not None:
            parts.append(_run(run_start, prev))
        run_start = prev = page
    if run_start is not None:
        parts.append(_run(run_start, prev))
    return ",".join(parts)


def _run(first, last):
    return str(first) if first == last else f"{first}-{last}"
