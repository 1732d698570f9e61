from fractions import Fraction


def passage_minutes(distance_nm, speed_kn):
    if distance_nm < 0 or speed_kn <= 0:
        raise ValueError("bad distance or speed")
    minutes = Fraction(distance_nm) * 60 / Fraction(speed_kn)
    whole = int(minutes)
    return whole if whole == minutes else whole + 1


def _parse(depart):
    if not isinstance(depart, str) or len(depart) != 5 or depart[2] != ":":
        raise ValueError("bad time")
    hh, mm = depart[:2], depart[3:]
    if not (hh.isdigit() and mm.isdigit() and hh.isascii() and mm.isascii()):
        raise ValueError("bad time")
    h, m = int(hh), int(mm)
    if h > 23 or m > 59:
        raise ValueError("bad time")
    return h * 60 + m


def eta(depart, distance_nm, speed_kn):
    total = _parse(depart) + passage_minutes(distance_nm, speed_kn)
    days = total // 1440
    rest = total % 1440
    text = "%02d:%02d" % (rest // 60, rest % 60)
    if days:
        text += " +%dd" % days
    return text
