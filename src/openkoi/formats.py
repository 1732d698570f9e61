"""Small text helpers every surface shares: aligned columns, scores, costs, times, one-line
previews. They sit at the bottom of the house (no surface, no store) so that the CLI, the chat,
the dashboard and the server render the same values the same way.
"""

from __future__ import annotations

import time


def table(headers: list[str] | None, rows: list[list[str]], *, right: set[int] | None = None,
          indent: int = 0) -> list[str]:
    """Rows as aligned columns, two spaces apart; the last column is never padded."""
    all_rows = ([headers] if headers else []) + rows
    if not all_rows:
        return []
    n = max(len(r) for r in all_rows)
    widths = [max((len(r[i]) for r in all_rows if i < len(r)), default=0) for i in range(n)]
    out = []
    for row in all_rows:
        cells = []
        for i, cell in enumerate(row):
            last = i == len(row) - 1
            if right and i in right:
                cells.append(cell.rjust(widths[i]))
            else:
                cells.append(cell if last else cell.ljust(widths[i]))
        out.append(" " * indent + "  ".join(cells).rstrip())
    return out


def score(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def cost(value: float) -> str:
    return f"${value:.4f}" if value < 1 else f"${value:.2f}"


def when(ts: float | None) -> str:
    return "-" if ts is None else time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def duration(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds < 60:
        return f"{seconds:.1f}s"
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}m{secs:02d}s" if minutes < 60 else f"{minutes // 60}h{minutes % 60:02d}m"


def one_line(text: str, width: int) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."
