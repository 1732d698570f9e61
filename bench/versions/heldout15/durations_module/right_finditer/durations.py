import re

_UNIT_SECONDS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
_LONG = {"w": "week", "d": "day", "h": "hour", "m": "minute", "s": "second"}
_TOKEN = re.compile(r"(\d+)([wdhms])")


def parse_duration(text):
    body = text.strip()
    if re.fullmatch(r"[0-9]+", body):
        return int(body)
    if not body:
        raise ValueError("empty duration")
    pos = 0
    seen = []
    total = 0
    for tok in _TOKEN.finditer(body):
        gap = body[pos:tok.start()]
        if gap.strip(" ") != "" or (pos == 0 and gap):
            raise ValueError("unexpected text in duration")
        unit = tok.group(2)
        if seen and "wdhms".index(unit) <= "wdhms".index(seen[-1]):
            raise ValueError("units out of order or repeated")
        seen.append(unit)
        total += int(tok.group(1)) * _UNIT_SECONDS[unit]
        pos = tok.end()
    if not seen or pos != len(body):
        raise ValueError("invalid duration")
    return total


def _breakdown(seconds):
    if seconds < 0:
        raise ValueError("negative durations are not supported")
    result = []
    rest = seconds
    for unit, size in _UNIT_SECONDS.items():
        amount, rest = divmod(rest, size)
        if amount > 0:
            result.append((unit, amount))
    return result


def format_duration(seconds):
    bits = _breakdown(seconds)
    if not bits:
        return "0s"
    return "".join("%d%s" % (n, u) for u, n in bits)


def humanize(seconds):
    bits = _breakdown(seconds)
    if not bits:
        return "0 seconds"
    phrases = []
    for u, n in bits[:2]:
        phrases.append("%d %s%s" % (n, _LONG[u], "" if n == 1 else "s"))
    return " ".join(phrases)
