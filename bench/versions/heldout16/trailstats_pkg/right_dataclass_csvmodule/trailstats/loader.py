import csv

from .track import Point, Track


def load_csv(path):
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.reader(fh)
        next(reader, None)  # header
        points = []
        for row in reader:
            if not row or all(not cell.strip() for cell in row):
                continue
            if len(row) != 3:
                raise ValueError("bad row at line %d: %r" % (reader.line_num, row))
            try:
                points.append(Point(*(float(cell) for cell in row)))
            except ValueError:
                raise ValueError("bad number at line %d: %r" % (reader.line_num, row)) from None
    return Track(points)
