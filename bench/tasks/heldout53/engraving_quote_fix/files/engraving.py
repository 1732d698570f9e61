"""Quotes for the engraving counter in my key-cutting and trophy shop.

Money is worked out in pence and handed back in pounds.
"""

RATES = {"block": 20, "script": 30}  # pence per character engraved
MINIMUM = 450  # pence: no job is cheaper than this
RUSH_EXTRA = 0.5  # a same-day job costs half as much again
MAX_LINES = 4
MAX_LINE = 24  # characters on one line, spaces included


def chargeable(text):
    """How many characters of ``text`` I charge for.

    Spaces are free (wherever they are); every other character - letters,
    digits, punctuation - is charged.
    """
    return len(text.strip())


def check_lines(lines):
    """Raise ValueError unless ``lines`` is 1 to MAX_LINES lines, none of them
    blank and none longer than MAX_LINE characters (spaces included)."""
    if not 1 <= len(lines) <= MAX_LINES:
        raise ValueError(f"a plate takes 1 to {MAX_LINES} lines")
    for line in lines:
        if not line.strip():
            raise ValueError("blank line")
        if len(line) > MAX_LINE:
            raise ValueError(f"line too long for the plate: {line!r}")


def quote(lines, style="block", rush=False):
    """Price in pounds of engraving ``lines`` in ``style`` ("block" or "script").

    Each chargeable character costs the style's rate, the job costs at least
    MINIMUM, and a rush job costs RUSH_EXTRA more on top of that. Unknown
    styles and bad lines are a ValueError.
    """
    check_lines(lines)
    if style not in RATES:
        raise ValueError(f"unknown style {style!r}")
    pence = sum(chargeable(line) for line in lines) * RATES[style]
    pence = max(pence, MINIMUM)
    if rush:
        pence = pence * (1 + RUSH_EXTRA)
    return round(pence / 100, 2)


def centre(line, width=MAX_LINE):
    """``line`` (spaces at its ends dropped) padded with spaces to ``width``
    characters, for the layout sheet. An odd space goes on the right. A line
    longer than ``width`` is a ValueError."""
    text = line.strip()
    if len(text) > width:
        raise ValueError(f"line too long: {text!r}")
    left = (width - len(text)) // 2
    return " " * left + text + " " * (width - len(text) - left)
