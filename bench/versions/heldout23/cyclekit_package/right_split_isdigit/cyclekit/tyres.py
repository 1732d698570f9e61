from math import pi

ASCII_DIGITS = "0123456789"


def _width_and_bead(size):
    if type(size) is not str:
        raise TypeError("tyre size must be a string such as '25-622'")
    parts = size.split("-")
    if len(parts) != 2:
        raise ValueError("bad tyre size %r" % size)
    width_txt, bead_txt = parts
    if len(width_txt) != 2 or len(bead_txt) != 3:
        raise ValueError("bad tyre size %r" % size)
    if any(ch not in ASCII_DIGITS for ch in width_txt + bead_txt):
        raise ValueError("bad tyre size %r" % size)
    width, bead = int(width_txt), int(bead_txt)
    if width < 18 or width > 75:
        raise ValueError("tyre width out of range")
    if bead < 200 or bead > 700:
        raise ValueError("bead seat diameter out of range")
    return width, bead


def tyre_diameter(tyre):
    width, bead = _width_and_bead(tyre)
    return bead + width + width


def circumference(tyre):
    return int(round(tyre_diameter(tyre) * pi))
