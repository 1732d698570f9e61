"""Sums for my model railway layout."""

import math

SCALES = {"OO": 76.2, "HO": 87, "N": 148, "O": 43.5}
METRES_PER_MILE = 1609.344
PIECES = {"ST": 168, "DS": 335, "HS": 84, "QS": 38}  # straights, mm
CURVES = {"R1": 371, "R2": 438}  # radius in mm, 8 pieces to a full circle


def _ratio(scale):
    key = scale.strip().upper() if isinstance(scale, str) else scale
    if key not in SCALES:
        raise ValueError(f"unknown scale {scale!r}")
    return SCALES[key]


def model_size(real_m, scale):
    """How long something ``real_m`` metres long is on the model, in mm to 1 dp."""
    ratio = _ratio(scale)
    if real_m <= 0:
        raise ValueError("size must be more than 0")
    return round(real_m * 1000 / ratio, 1)


def real_speed(mm, seconds, scale):
    """The real-life speed, whole mph, of a model covering ``mm`` mm in ``seconds`` s."""
    ratio = _ratio(scale)
    if mm <= 0 or seconds <= 0:
        raise ValueError("distance and time must be more than 0")
    metres_per_second = mm * ratio / 1000 / seconds
    return round(metres_per_second * 3600 / METRES_PER_MILE)


def _piece_length(code):
    if code in PIECES:
        return PIECES[code]
    if code in CURVES:
        return 2 * math.pi * CURVES[code] / 8
    raise ValueError(f"unknown piece {code!r}")


def track_length(pieces):
    """Total length in metres (2 dp) of pieces written like "4 ST, 8 R1, 1 HS"."""
    total = 0.0
    for part in pieces.split(","):
        if not part.strip():
            continue
        bits = part.split()
        if len(bits) != 2 or not bits[0].isdigit() or int(bits[0]) < 1:
            raise ValueError(f"can't read {part.strip()!r}")
        total += int(bits[0]) * _piece_length(bits[1].upper())
    return round(total / 1000, 2)


def cars_that_fit(siding_mm, lengths, gap=5):
    """How many vehicles from the front of ``lengths`` fit in the siding."""
    if siding_mm <= 0 or gap < 0 or any(length <= 0 for length in lengths):
        raise ValueError("lengths must be more than 0 and the gap can't be negative")
    used = 0
    count = 0
    for length in lengths:
        need = length if count == 0 else gap + length
        if used + need > siding_mm:
            break
        used += need
        count += 1
    return count
