from itertools import count, groupby


def _number(text, what):
    text = text.strip()
    if not text.isdigit():
        raise ValueError(f"bad {what}: {text!r}")
    return int(text)


def parse_pages(spec, last_page):
    if spec.strip() == "":
        return list(range(1, last_page + 1))
    chosen = set()
    for chunk in spec.split(","):
        if chunk.count("-") > 1:
            raise ValueError(f"bad range: {chunk!r}")
        if "-" in chunk:
            left, right = chunk.split("-")
            if not left.strip() and not right.strip():
                raise ValueError("empty range")
            start = _number(left, "page") if left.strip() else 1
            end = _number(right, "page") if right.strip() else last_page
            if start > end:
                raise ValueError(f"backwards range: {chunk!r}")
        else:
            start = end = _number(chunk, "page")
        if start < 1 or end > last_page:
            raise ValueError(f"{chunk.strip()} is outside 1-{last_page}")
        chosen.update(range(start, end + 1))
    return sorted(chosen)


def format_pages(pages):
    ordered = sorted(set(pages))
    pieces = []
    counter = count()
    for _, group in groupby(ordered, key=lambda p: p - next(counter)):
        run = list(group)
        pieces.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
    return ",".join(pieces)
