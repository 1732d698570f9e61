"""Reading tracks from files."""
from .track import Point, Track


def load_csv(path):
    points = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if number == 1:
                continue  # header: lat,lon,ele
            if not line.strip():
                continue
            fields = line.strip().split(",")
            try:
                if len(fields) != 3:
                    raise ValueError
                lat, lon, ele = (float(x) for x in fields)
            except ValueError:
                raise ValueError(f"line {number}: expected lat,lon,ele but got {line.strip()!r}") from None
            points.append(Point(lat, lon, ele))
    return Track(points)
