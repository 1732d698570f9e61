"""Parse, format and humanize time spans like "1h30m"."""
import re

UNITS = [("w", "week", 604800), ("d", "day", 86400), ("h", "hour", 3600),
         ("m", "minute", 60), ("s", "second", 1)]

_PATTERN = re.compile(
    r"(?:(\d+)w)?\s*(?:(\d+)d)?\s*(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?"
)


def parse_duration(text):
    text = text.strip()
    if not text:
        raise ValueError("empty duration")
    if re.fullmatch(r"\d+", text):
        return int(text)
    if not re.fullmatch(r"(?:\d+[wdhms]\s*)+", text):
        raise ValueError(f"invalid duration: {text!r}")
    sizes = {letter: size for letter, _, size in UNITS}
    return sum(int(n) * sizes[u] for n, u in re.findall(r"(\d+)([wdhms])", text))


def _split(seconds):
    if seconds < 0:
        raise ValueError("duration must not be negative")
    parts = []
    for letter, word, size in UNITS:
        n, seconds = divmod(seconds, size)
        if n:
            parts.append((n, letter, word))
    return parts


def format_duration(seconds):
    parts = _split(seconds)
    if not parts:
        return "0s"
    return "".join(f"{n}{letter}" for n, letter, _ in parts)


def humanize(seconds):
    parts = _split(seconds)[:2]
    if not parts:
        return "0 seconds"
    return " ".join(f"{n} {word}" + ("" if n == 1 else "s") for n, _, word in parts)
