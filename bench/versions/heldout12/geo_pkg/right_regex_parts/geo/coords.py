import re

LAT = re.compile(r"([0-9]+(?:\.[0-9]+)?) *([NS])", re.IGNORECASE)
LON = re.compile(r"([0-9]+(?:\.[0-9]+)?) *([EW])", re.IGNORECASE)


def parse_coord(text):
    if text.count(",") != 1:
        raise ValueError("need exactly one comma")
    lat_text, lon_text = (p.strip() for p in text.split(","))
    m1, m2 = LAT.fullmatch(lat_text), LON.fullmatch(lon_text)
    if not (m1 and m2):
        raise ValueError(f"bad coordinate {text!r}")
    lat, lon = float(m1[1]), float(m2[1])
    if not (lat <= 90 and lon <= 180):
        raise ValueError("out of range")
    sign_lat = -1 if m1[2] in "Ss" else 1
    sign_lon = -1 if m2[2] in "Ww" else 1
    return (sign_lat * lat, sign_lon * lon)


def format_coord(coord, places=4):
    lat, lon = coord
    return "{:.{p}f}{}, {:.{p}f}{}".format(abs(lat), "S" if lat < 0 else "N",
                                           abs(lon), "W" if lon < 0 else "E", p=places)
