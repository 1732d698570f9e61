import math

__all__ = ["tyre_diameter", "circumference"]


def tyre_diameter(tyre):
    if not isinstance(tyre, str):
        raise TypeError("expected a str like '25-622'")
    ok = (len(tyre) == 6 and tyre[2] == "-" and tyre[:2].isascii() and tyre[:2].isdigit()
          and tyre[3:].isascii() and tyre[3:].isdigit())
    if not ok:
        raise ValueError("bad tyre size: " + repr(tyre))
    width, bead = int(tyre[:2]), int(tyre[3:])
    if not (18 <= width <= 75 and 200 <= bead <= 700):
        raise ValueError("tyre size out of range: " + repr(tyre))
    return bead + 2 * width


def circumference(tyre):
    return round(math.pi * tyre_diameter(tyre))
