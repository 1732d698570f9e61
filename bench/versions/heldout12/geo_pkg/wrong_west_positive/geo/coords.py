"""Parsing and formatting of "48.8566N, 2.3522E" style coordinates."""
import re

_PART = r"\s*(\d+(?:\.\d+)?)\s*([{letters}])\s*"
_COORD = re.compile(_PART.format(letters="NSns") + "," + _PART.format(letters="EWew"))


def parse_coord(text):
    m = _COORD.fullmatch(text)
    if not m:
        raise ValueError(f"cannot parse coordinate: {text!r}")
    lat, ns, lon, ew = float(m.group(1)), m.group(2).upper(), float(m.group(3)), m.group(4).upper()
    if lat > 90 or lon > 180:
        raise ValueError(f"coordinate out of range: {text!r}")
    if ns == "S":
        lat = -lat
    return (lat, lon)


def format_coord(coord, places=4):
    lat, lon = coord
    ns = "S" if lat < 0 else "N"
    ew = "W" if lon < 0 else "E"
    return f"{abs(lat):.{places}f}{ns}, {abs(lon):.{places}f}{ew}"
