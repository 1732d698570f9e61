"""Render rows as an aligned plain-text table."""


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _cell(value):
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def render_table(headers, rows):
    columns = list(zip(*rows)) if rows else [() for _ in headers]
    numeric = []
    for column in columns:
        values = [v for v in column if v is not None]
        numeric.append(bool(values) and all(_is_number(v) for v in values))
    texts = [[_cell(v) for v in row] for row in rows]
    widths = [len(str(h)) for h in headers]
    for row in texts:
        for i, text in enumerate(row):
            widths[i] = max(widths[i], len(text))

    def line(cells):
        parts = [c.rjust(w) if num else c.ljust(w)
                 for c, w, num in zip(cells, widths, numeric)]
        return " | ".join(parts).rstrip()

    out = [line([str(h) for h in headers]), "-+-".join("-" * w for w in widths)]
    out.extend(line(row) for row in texts)
    print("\n".join(out))
