UNITS = ("B", "KB", "MB", "GB", "TB")


def parse_size(text):
    s = text.strip().upper()
    unit = "B"
    for u in sorted(UNITS, key=len, reverse=True):
        if s.endswith(u):
            unit = u
            s = s[: -len(u)].rstrip()
            break
    if not s or not s.replace(".", "", 1).isdigit():
        raise ValueError(f"invalid size {text!r}")
    if s.count(".") == 0:
        whole, frac = s, ""
    else:
        whole, frac = s.split(".")
    factor = 1024 ** UNITS.index(unit)
    # exact integer arithmetic: value = (whole.frac) * factor, truncated
    digits = int((whole or "0") + frac)
    return digits * factor // (10 ** len(frac))


def format_size(n):
    if n < 0:
        raise ValueError("negative size")
    power = 0
    while power < len(UNITS) - 1 and n >= 1024 ** (power + 1):
        power += 1
    if power == 0:
        return f"{n} B"
    return "{:.1f} {}".format(n / 1024 ** power, UNITS[power])
