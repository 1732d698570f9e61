"""Go-kart lap times: python laps.py LAP_TIME [LAP_TIME ...]"""

import re
import sys

USAGE = "usage: python laps.py LAP_TIME [LAP_TIME ...]"
MIN_SEC = re.compile(r"(\d+):([0-5]\d)(?:\.(\d{1,2}))?")
SEC = re.compile(r"(\d+)(?:\.(\d{1,2}))?")


def parse_lap(text):
    """A lap time -> hundredths of a second, or None if it isn't one."""
    m = MIN_SEC.fullmatch(text)
    if m:
        minutes, seconds, frac = int(m[1]), int(m[2]), m[3] or ""
    else:
        m = SEC.fullmatch(text)
        if not m:
            return None
        minutes, seconds, frac = 0, int(m[1]), m[2] or ""
    hundredths = (minutes * 60 + seconds) * 100 + int(frac.ljust(2, "0") or 0)
    return hundredths or None


def show(hundredths):
    seconds, h = divmod(hundredths, 100)
    minutes, s = divmod(seconds, 60)
    return f"{minutes}:{s:02d}.{h:02d}"


def main(argv):
    if not argv:
        print(USAGE, file=sys.stderr)
        return 2
    laps = []
    for arg in argv:
        lap = parse_lap(arg)
        if lap is None:
            print(f"error: not a lap time: {arg}", file=sys.stderr)
            return 1
        laps.append(lap)
    best = laps.index(min(laps))
    for n, lap in enumerate(laps):
        print(f"Lap {n + 1}: {show(lap)}" + (" *" if n == best else ""))
    total = sum(laps)
    average = (2 * total + len(laps)) // (2 * len(laps))
    print(f"Fastest: lap {best + 1}, {show(laps[best])}")
    print(f"Average: {show(average)}")
    print(f"Total: {show(total)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
