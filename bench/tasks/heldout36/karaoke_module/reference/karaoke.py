"""Running the Friday karaoke night: song lengths, the running order and the clock."""

import re

_LENGTH = re.compile(r"(\d+):([0-5]\d)")
_CLOCK = re.compile(r"([01]\d|2[0-3]):([0-5]\d)")


def parse_length(text):
    """Seconds in a song length written "m:ss" (seconds always two digits)."""
    match = _LENGTH.fullmatch(text.strip())
    if not match:
        raise ValueError(f"not a song length: {text!r}")
    seconds = int(match.group(1)) * 60 + int(match.group(2))
    if seconds == 0:
        raise ValueError("a song can't be 0:00 long")
    return seconds


def format_length(seconds):
    """"m:ss" for a whole number of seconds, 0 or more."""
    if not isinstance(seconds, int) or isinstance(seconds, bool) or seconds < 0:
        raise ValueError("seconds must be a whole number, 0 or more")
    return f"{seconds // 60}:{seconds % 60:02d}"


def running_order(requests):
    """Round by round: each singer with a song waiting sings their next one."""
    queues = {}  # key -> (name as first written, [songs])
    for singer, song in requests:
        key = singer.strip().lower()
        if not key or not song.strip():
            raise ValueError("every slip needs a singer and a song")
        if key not in queues:
            queues[key] = (singer.strip(), [])
        queues[key][1].append(song)
    order, turn = [], 0
    while True:
        this_round = [(name, songs[turn]) for name, songs in queues.values() if turn < len(songs)]
        if not this_round:
            return order
        order.extend(this_round)
        turn += 1


def _clock(text):
    match = _CLOCK.fullmatch(text.strip())
    if not match:
        raise ValueError(f"not a 24-hour time: {text!r}")
    return int(match.group(1)) * 3600 + int(match.group(2)) * 60


def _songs(order, lengths, start, gap):
    """[(start second from midnight, end second, singer, song)] without wrapping."""
    if gap < 0:
        raise ValueError("gap can't be negative")
    at = _clock(start)
    out = []
    for singer, song in order:
        if song not in lengths:
            raise ValueError(f"no length for {song!r}")
        end = at + parse_length(lengths[song])
        out.append((at, end, singer, song))
        at = end + gap
    return out


def timetable(order, lengths, start="20:00", gap=60):
    """[(clock the song starts, singer, song)], clock "HH:MM" rounded down."""
    rows = []
    for at, _, singer, song in _songs(order, lengths, start, gap):
        minutes = at // 60 % (24 * 60)
        rows.append((f"{minutes // 60:02d}:{minutes % 60:02d}", singer, song))
    return rows


def last_orders(order, lengths, start, closing, gap=60):
    """The (singer, song) pairs from the front of order that finish by closing."""
    close = _clock(closing)
    begin = _clock(start)
    if close <= begin:
        close += 24 * 3600
    sung = []
    for _, end, singer, song in _songs(order, lengths, start, gap):
        if end > close:
            break
        sung.append((singer, song))
    return sung
