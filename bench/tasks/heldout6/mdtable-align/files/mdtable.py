"""Markdown tables for the weekly status report."""


def render(headers, rows):
    """A GitHub-style markdown table; each column is as wide as its widest cell (at least 3)."""
    table = [[str(h) for h in headers]] + [[str(cell) for cell in row] for row in rows]
    widths = [max(3, *(len(r[i]) for r in table)) for i in range(len(headers))]

    def line(cells):
        return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"

    out = [line(table[0]), "| " + " | ".join("-" * w for w in widths) + " |"]
    out += [line(r) for r in table[1:]]
    return "\n".join(out)
