from dataclasses import dataclass, field
from numbers import Real


@dataclass
class Column:
    title: str
    cells: list = field(default_factory=list)
    raw: list = field(default_factory=list)

    @property
    def right(self):
        present = [v for v in self.raw if v is not None]
        return len(present) > 0 and all(
            isinstance(v, Real) and not isinstance(v, bool) for v in present)

    @property
    def width(self):
        return max([len(self.title)] + [len(c) for c in self.cells])

    def pad(self, text):
        return text.rjust(self.width) if self.right else text.ljust(self.width)


def to_text(value):
    if value is None:
        return ""
    if isinstance(value, float):
        return "%.2f" % value
    return str(value)


def render_table(headers, rows):
    cols = [Column(str(h)) for h in headers]
    for row in rows:
        for col, value in zip(cols, row):
            col.raw.append(value)
            col.cells.append(to_text(value))
    lines = [" | ".join(c.pad(c.title) for c in cols).rstrip(),
             "-+-".join("-" * c.width for c in cols)]
    for i in range(len(rows)):
        lines.append(" | ".join(c.pad(c.cells[i]) for c in cols).rstrip())
    return "\n".join(lines)
