from pathlib import Path

from trailstats.track import Point, Track


def _row(n, text):
    parts = text.split(",")
    if len(parts) == 3:
        try:
            return Point(float(parts[0]), float(parts[1]), float(parts[2]))
        except ValueError:
            pass
    raise ValueError("line %d is not lat,lon,ele: %s" % (n, text))


def load_csv(path):
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return Track([_row(n, l.strip()) for n, l in enumerate(lines[1:], start=2) if l.strip()])
