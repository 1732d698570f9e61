SIZES = {"w": 7 * 24 * 3600, "d": 24 * 3600, "h": 3600, "m": 60, "s": 1}
NAMES = {"w": "week", "d": "day", "h": "hour", "m": "minute", "s": "second"}
ORDER = "wdhms"


def parse_duration(text):
    s = text.strip()
    if s == "":
        raise ValueError("empty")
    if s.isdigit() and s.isascii():
        return int(s)
    total = 0
    last = -1
    i = 0
    while i < len(s):
        if s[i] == " ":
            i += 1
            continue
        j = i
        while j < len(s) and "0" <= s[j] <= "9":
            j += 1
        if j == i or j >= len(s) or s[j] not in SIZES:
            raise ValueError(f"bad duration {text!r}")
        pos = ORDER.index(s[j])
        if pos <= last:
            raise ValueError(f"bad unit order in {text!r}")
        last = pos
        total += int(s[i:j]) * SIZES[s[j]]
        i = j + 1
    return total


def _pieces(seconds):
    if seconds < 0:
        raise ValueError("negative")
    out = []
    for u in ORDER:
        q = seconds // SIZES[u]
        seconds -= q * SIZES[u]
        if q:
            out.append((q, u))
    return out


def format_duration(seconds):
    return "".join(f"{q}{u}" for q, u in _pieces(seconds)) or "0s"


def humanize(seconds):
    words = []
    for q, u in _pieces(seconds)[:2]:
        name = NAMES[u] if q == 1 else NAMES[u] + "s"
        words.append(f"{q} {name}")
    return " ".join(words) if words else "0 seconds"
