UNIT_SECONDS = {"d": 24 * 60 * 60, "h": 60 * 60, "m": 60, "s": 1}


def parse_duration(text):
    s = text.strip()
    if s == "":
        raise ValueError("empty duration")
    total = 0
    seen = []
    digits = ""
    for ch in s:
        if "0" <= ch <= "9":
            digits += ch
        elif ch == " ":
            if digits:
                raise ValueError("number without unit")
        elif ch in UNIT_SECONDS:
            if not digits:
                raise ValueError("unit without number")
            if seen and "dhms".index(ch) <= "dhms".index(seen[-1]):
                raise ValueError("unit repeated or out of order")
            seen.append(ch)
            total += int(digits) * UNIT_SECONDS[ch]
            digits = ""
        else:
            raise ValueError("unexpected character %r" % ch)
    if digits:
        raise ValueError("number without unit")
    return total


def format_duration(seconds):
    if seconds < 0:
        raise ValueError("negative")
    days, rem = divmod(seconds, 86400)
    hours, rem = divmod(rem, 3600)
    minutes, secs = divmod(rem, 60)
    parts = []
    for value, suffix in ((days, "d"), (hours, "h"), (minutes, "m"), (secs, "s")):
        if value:
            parts.append("%d%s" % (value, suffix))
    if not parts:
        return "0s"
    return " ".join(parts)
