"""Markdown tables for the weekly status report."""

_PAD = {"left": str.ljust, "right": str.rjust, "center": str.center}


def _separator(width, how):
    if how == "left":
        return ":" + "-" * (width - 1)
    if how == "right":
        return "-" * (width - 1) + ":"
    if how == "center":
        return ":" + "-" * (width - 2) + ":"
    return "-" * width


def render(headers, rows, align=None):
    """A GitHub-style markdown table; each column is as wide as its widest cell (at least 3).

    ``align``: optional, "left", "right" or "center" per column.
    """
    if align is not None:
        align = list(align)
        if len(align) != len(headers):
            raise ValueError("align needs one entry per column")
        for how in align:
            if how not in _PAD:
                raise ValueError(f"unknown alignment: {how!r}")
    table = [[str(h) for h in headers]] + [[str(cell) for cell in row] for row in rows]
    widths = [max(3, *(len(r[i]) for r in table)) for i in range(len(headers))]
    hows = align or [None] * len(headers)

    def line(cells):
        return "| " + " | ".join(_PAD.get(how, str.ljust)(c, w)
                                 for c, w, how in zip(cells, widths, hows)) + " |"

    out = [line(table[0]),
           "| " + " | ".join(_separator(w, how) for w, how in zip(widths, hows)) + " |"]
    out += [line(r) for r in table[1:]]
    return "\n".join(out)
