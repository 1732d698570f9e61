def render_table(headers, rows):
    ncols = len(headers)

    def show(v):
        if v is None:
            return ""
        if type(v) is float:
            return format(v, ".2f")
        return str(v)

    def numeric(i):
        vals = [r[i] for r in rows if r[i] is not None]
        if not vals:
            return False
        for v in vals:
            if type(v) is bool or not isinstance(v, (int, float)):
                return False
        return True

    aligns = [">" if numeric(i) else "<" for i in range(ncols)]
    body = [[show(v) for v in r] for r in rows]
    head = [str(h) for h in headers]
    widths = [max([len(head[i])] + [len(r[i]) for r in body]) for i in range(ncols)]

    def fmt(cells):
        s = " | ".join(format(c, aligns[i] + str(widths[i])) for i, c in enumerate(cells))
        return s.rstrip()

    result = [fmt(head), "-+-".join("-" * w for w in widths)]
    for r in body:
        result.append(fmt(r))
    return "\n".join(result)
