"""Print-dialog page specs."""


def parse_pages(spec, last_page):
    spec = spec.strip()
    if not spec:
        return [p for p in range(1, last_page + 1)]
    wanted = [False] * (last_page + 2)
    for raw in spec.split(","):
        token = raw.replace(" ", "")
        dash = token.find("-")
        try:
            if dash == -1:
                lo = hi = int(token)
            else:
                head, tail = token[:dash], token[dash + 1:]
                if head == "" and tail == "":
                    raise ValueError
                lo = 1 if head == "" else int(head)
                hi = last_page if tail == "" else int(tail)
        except ValueError:
            raise ValueError("invalid page selection: %r" % raw) from None
        if not token.replace("-", "").isdigit() or token.count("-") > 1:
            raise ValueError("invalid page selection: %r" % raw)
        if lo > hi:
            raise ValueError("start after end: %r" % raw)
        if lo < 1 or hi > last_page:
            raise ValueError("no such page: %r" % raw)
        for p in range(lo, hi + 1):
            wanted[p] = True
    return [p for p in range(1, last_page + 1) if wanted[p]]


def format_pages(pages):
    runs = []
    for p in sorted(set(pages)):
        if runs and runs[-1][1] == p - 1:
            runs[-1][1] = p
        else:
            runs.append([p, p])
    return ",".join(str(a) if a == b else "%d-%d" % (a, b) for a, b in runs)
