"""Report fuel consumption from a fill-up log."""
from __future__ import annotations

import sys
from dataclasses import dataclass


@dataclass
class FillUp:
    date: str
    odometer: int
    litres: float


class BadLog(Exception):
    def __init__(self, message: str, status: int = 1):
        super().__init__(message)
        self.status = status


def parse(text: str) -> list[FillUp]:
    fills: list[FillUp] = []
    for lineno, line in enumerate(text.split("\n"), 1):
        if lineno == 1 or line.strip() == "":
            continue
        parts = line.strip().split(",")
        if len(parts) != 3:
            raise BadLog(f"line {lineno}: need date,odometer,litres")
        try:
            fill = FillUp(parts[0], int(parts[1]), float(parts[2]))
        except ValueError as exc:
            raise BadLog(f"line {lineno}: {exc}") from None
        if fills and fill.odometer <= fills[-1].odometer:
            raise BadLog(f"line {lineno}: odometer must increase")
        fills.append(fill)
    if len(fills) < 2:
        raise BadLog("the log needs at least two fill-ups")
    return fills


def summary(fills: list[FillUp]) -> str:
    out = []
    for before, after in zip(fills, fills[1:]):
        km = after.odometer - before.odometer
        out.append(f"{after.date}: {km} km, {after.litres * 100 / km:.2f} L/100km")
    litres = sum(f.litres for f in fills[1:])
    km = fills[-1].odometer - fills[0].odometer
    out.append(f"average: {litres * 100 / km:.2f} L/100km")
    return "\n".join(out)


def run(args: list[str]) -> int:
    try:
        if len(args) != 1:
            raise BadLog("usage: python fuel.py LOGFILE", 2)
        try:
            with open(args[0]) as fh:
                text = fh.read()
        except OSError as exc:
            raise BadLog(f"{args[0]}: {exc.strerror}", 2) from None
        print(summary(parse(text)))
        return 0
    except BadLog as err:
        print(f"fuel: {err}", file=sys.stderr)
        return err.status


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
