def _part(text, positive, negative, limit):
    text = text.strip()
    if not text:
        raise ValueError("empty coordinate part")
    letter = text[-1].upper()
    number = text[:-1].rstrip()
    if letter not in (positive, negative):
        raise ValueError(f"expected {positive} or {negative}, got {text!r}")
    whole, dot, frac = number.partition(".")
    if not whole.isdigit() or not whole.isascii() or (dot and not (frac.isdigit() and frac.isascii())):
        raise ValueError(f"bad number {number!r}")
    value = float(number)
    if value > limit:
        raise ValueError(f"{value} is larger than {limit}")
    return -value if letter == negative else value


def parse_coord(text):
    pieces = text.split(",")
    if len(pieces) != 2:
        raise ValueError("expected 'LAT, LON'")
    return (_part(pieces[0], "N", "S", 90), _part(pieces[1], "E", "W", 180))


def format_coord(coord, places=4):
    lat, lon = coord
    lat_s = "%.*f%s" % (places, abs(lat), "N" if lat >= 0 else "S")
    lon_s = "%.*f%s" % (places, abs(lon), "E" if lon >= 0 else "W")
    return lat_s + ", " + lon_s
