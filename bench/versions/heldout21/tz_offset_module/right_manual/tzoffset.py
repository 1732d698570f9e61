def _valid(total):
    return -720 <= total <= 840 and total % 15 == 0


def parse_offset(text):
    if text == "Z" or text == "UTC":
        return 0
    body = text[3:] if text.startswith("UTC") else text
    if len(body) != 6 or body[0] not in "+-" or body[3] != ":":
        raise ValueError("bad offset " + repr(text))
    hh, mm = body[1:3], body[4:6]
    if not (hh.isdigit() and mm.isdigit() and hh.isascii() and mm.isascii()):
        raise ValueError("bad offset " + repr(text))
    if mm not in ("00", "15", "30", "45"):
        raise ValueError("bad offset " + repr(text))
    total = (int(hh) * 60 + int(mm)) * (-1 if body[0] == "-" else 1)
    if not _valid(total):
        raise ValueError("bad offset " + repr(text))
    return total


def format_offset(minutes):
    if type(minutes) is not int or not _valid(minutes):
        raise ValueError("bad offset %r" % (minutes,))
    sign = "+" if minutes >= 0 else "-"
    return "%s%02d:%02d" % (sign, abs(minutes) // 60, abs(minutes) % 60)


def convert(clock, from_offset, to_offset):
    if len(clock) != 5 or clock[2] != ":" or not (clock[:2] + clock[3:]).isdigit():
        raise ValueError("bad clock " + repr(clock))
    h, m = int(clock[:2]), int(clock[3:])
    if h > 23 or m > 59:
        raise ValueError("bad clock " + repr(clock))
    utc = h * 60 + m - parse_offset(from_offset)
    there = utc + parse_offset(to_offset)
    shift = 0
    while there < 0:
        there += 1440
        shift -= 1
    while there >= 1440:
        there -= 1440
        shift += 1
    return "%02d:%02d" % (there // 60, there % 60), shift
