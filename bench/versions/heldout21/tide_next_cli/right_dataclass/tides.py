from __future__ import annotations

import sys
from dataclasses import dataclass


class TideError(Exception):
    pass


@dataclass(order=True)
class Tide:
    minute: int
    kind: str
    height: float

    @property
    def clock(self) -> str:
        return "%02d:%02d" % divmod(self.minute, 60)


def to_minutes(text: str) -> int:
    hh, sep, mm = text.partition(":")
    if sep != ":" or len(hh) != 2 or len(mm) != 2 or not hh.isdigit() or not mm.isdigit():
        raise ValueError(text)
    h, m = int(hh), int(mm)
    if h >= 24 or m >= 60:
        raise ValueError(text)
    return h * 60 + m


def parse_file(path: str) -> list[Tide]:
    try:
        with open(path, encoding="utf-8") as fh:
            content = fh.read()
    except OSError:
        raise TideError(f"error: cannot read {path}")
    result = []
    for idx, line in enumerate(content.splitlines()):
        text = line.strip()
        if text.startswith("#") or not text:
            continue
        fields = text.split(" ")
        fields = [f for f in fields if f]
        try:
            if len(fields) != 3 or fields[1].lower() not in ("high", "low"):
                raise ValueError
            result.append(Tide(to_minutes(fields[0]), fields[1].lower(), float(fields[2])))
        except ValueError:
            raise TideError(f"error: line {idx + 1}: bad tide entry")
    return sorted(result)


def describe(tides: list[Tide], now: int) -> str:
    for tide in tides:
        if tide.minute < now:
            continue
        if tide.minute == now:
            return f"{tide.kind} tide now ({tide.height:.1f} m)"
        wait = tide.minute - now
        span = f"{wait}m" if wait < 60 else f"{wait // 60}h{wait % 60:02d}m"
        trend = "rising" if tide.kind == "high" else "falling"
        return f"{trend}, {tide.kind} tide at {tide.clock} ({tide.height:.1f} m) in {span}"
    return "no more tides today"


def main(argv: list[str]) -> int:
    try:
        if len(argv) != 2:
            raise TideError("usage: python tides.py FILE HH:MM")
        try:
            now = to_minutes(argv[1])
        except ValueError:
            raise TideError(f"error: bad time '{argv[1]}'")
        print(describe(parse_file(argv[0]), now))
    except TideError as err:
        print(err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
