import re
from datetime import datetime, timedelta, timezone

_RE = re.compile(r"^(?:UTC)?(?P<sign>[+-])(?P<h>[0-9]{2}):(?P<m>00|15|30|45)$")


def parse_offset(text):
    if text in {"Z", "UTC"}:
        return 0
    match = _RE.match(text) if isinstance(text, str) and "\n" not in text else None
    if match is None:
        raise ValueError(f"unrecognised offset {text!r}")
    value = int(match["h"]) * 60 + int(match["m"])
    value = -value if match["sign"] == "-" else value
    format_offset(value)
    return value


def format_offset(minutes):
    if not isinstance(minutes, int) or isinstance(minutes, bool):
        raise ValueError(minutes)
    if minutes < -720 or minutes > 840 or minutes % 15 != 0:
        raise ValueError(f"offset out of range: {minutes}")
    h, m = divmod(abs(minutes), 60)
    return ("-" if minutes < 0 else "+") + f"{h:02d}:{m:02d}"


def convert(clock, from_offset, to_offset):
    if not re.fullmatch(r"[0-9]{2}:[0-9]{2}", clock):
        raise ValueError(f"bad clock {clock!r}")
    try:
        t = datetime.strptime("2000-06-15 " + clock, "%Y-%m-%d %H:%M")
    except ValueError:
        raise ValueError(f"bad clock {clock!r}") from None
    src = timezone(timedelta(minutes=parse_offset(from_offset)))
    dst = timezone(timedelta(minutes=parse_offset(to_offset)))
    moved = t.replace(tzinfo=src).astimezone(dst)
    return moved.strftime("%H:%M"), (moved.date() - t.date()).days
