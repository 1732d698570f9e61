"""Reading tracks from files."""
from .track import Point, Track


def load_csv(path):
    points = []
    with open(path, encoding="utf-8") as f:
        next(f, None)  # header: lat,lon,ele
        rows = [line for line in f if line.strip()]
        for number, line in enumerate(rows, start=2):
            fields = line.strip().split(",")
            try:
                if len(fields) != 3:
                    raise ValueError
                lat, lon, ele = (float(x) for x in fields)
            except ValueError:
                raise ValueError(f"line {number}: expected lat,lon,ele but got {line.strip()!r}") from None
            points.append(Point(lat, lon, ele))
    return Track(points)
