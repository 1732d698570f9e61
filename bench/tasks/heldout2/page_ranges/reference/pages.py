"""Page selections as typed into a print dialog."""

import re

_ITEM = re.compile(r"([0-9]+)(?:\s*(-)\s*([0-9]*))?")


def parse_pages(spec: str, last: int | None = None) -> list[int]:
    """Sorted distinct page numbers of ``spec`` ("1-3, 5, 9-")."""
    if not spec.strip():
        return []
    pages: set[int] = set()
    for raw in spec.split(","):
        match = _ITEM.fullmatch(raw.strip())
        if match is None:
            raise ValueError(f"bad page item: {raw!r}")
        start = int(match.group(1))
        if match.group(2) is None:
            end = start
        elif match.group(3):
            end = int(match.group(3))
        elif last is None:
            raise ValueError(f"open range {raw.strip()!r} needs the page count")
        else:
            end = last
        if start < 1 or end < start:
            raise ValueError(f"bad page range: {raw.strip()!r}")
        if last is not None and end > last:
            raise ValueError(f"page {end} is past the last page {last}")
        pages.update(range(start, end + 1))
    return sorted(pages)
