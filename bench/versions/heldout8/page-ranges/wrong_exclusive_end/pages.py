"""Parse print-dialog page selections like "1-3, 7, 5-6"."""


def _page(text, part):
    text = text.strip()
    if not text.isdigit():
        raise ValueError(f"bad page number in {part!r}")
    number = int(text)
    if number < 1:
        raise ValueError(f"page numbers start at 1: {part!r}")
    return number


def parse_pages(spec):
    if not spec.strip():
        return []
    pages = set()
    for part in spec.split(","):
        bounds = part.split("-")
        if len(bounds) == 1:
            pages.add(_page(bounds[0], part))
        elif len(bounds) == 2:
            first, last = _page(bounds[0], part), _page(bounds[1], part)
            if first > last:
                raise ValueError(f"reversed range: {part!r}")
            pages.update(range(first, last))
        else:
            raise ValueError(f"malformed range: {part!r}")
    return sorted(pages)
