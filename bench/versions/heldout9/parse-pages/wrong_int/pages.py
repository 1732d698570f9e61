"""Parse the "pages" field of a print dialog."""


def _page(text):
    text = text.strip()
    number = int(text)
    if number < 1:
        raise ValueError(f"page must be at least 1: {number}")
    return number


def parse_pages(spec, max_page=None):
    """Return the sorted unique pages named by spec, e.g. "1-3, 5"."""
    if not spec.strip():
        return []
    pages = set()
    for item in spec.split(","):
        if not item.strip():
            raise ValueError("empty item")
        if "-" in item:
            first_text, _, last_text = item.partition("-")
            first, last = _page(first_text), _page(last_text)
            if first > last:
                raise ValueError(f"backwards range: {item.strip()}")
        else:
            first = last = _page(item)
        if max_page is not None and last > max_page:
            raise ValueError(f"page {last} is past the last page {max_page}")
        pages.update(range(first, last + 1))
    return sorted(pages)
