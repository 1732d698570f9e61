"""Admin for our community choir: the register, rehearsal dates, who is ready
for the concert, section sizes and term subs."""

from datetime import timedelta

PARTS = ("soprano", "alto", "tenor", "bass")
CONCERT_SHARE = 0.75  # come to at least this share of rehearsals to sing in the concert
TERM_SUBS = 48.0
CONCESSION_OFF = 0.5  # share of the subs taken off for a concession


def parse_register(lines):
    """{name: part} from lines like "Maggie Brown, alto" or "Tom Reed, T".

    The part may be written in full or as its first letter (S, A, T, B),
    in any capitals. Names keep their capitals, with spaces round them
    taken off. Blank lines are skipped. A line without exactly one comma,
    an empty name or an unknown part is a ValueError.
    """
    register = {}
    for line in lines:
        text = line.strip()
        if not text:
            continue
        pieces = text.split(",")
        if len(pieces) != 2:
            raise ValueError(f"bad register line: {line!r}")
        name, part = pieces[0].strip(), pieces[1].strip().lower()
        if not name:
            raise ValueError(f"no name: {line!r}")
        for full in PARTS:
            if part in (full, full[0]):
                register[name] = full
                break
        else:
            raise ValueError(f"unknown part: {line!r}")
    return register


def rehearsal_dates(first, last, skip=()):
    """Weekly rehearsal dates from first to last, both included, leaving out
    any date in skip (half term, bank holidays).

    last before first is a ValueError.
    """
    if last < first:
        raise ValueError("last rehearsal is before the first")
    dates = []
    day = first
    while day < last:
        if day not in skip:
            dates.append(day)
        day += timedelta(weeks=1)
    return dates


def concert_ready(attended, held):
    """True if someone came to at least CONCERT_SHARE of the rehearsals held.

    held must be more than 0, and attended from 0 to held, else ValueError.
    """
    if held <= 0:
        raise ValueError("no rehearsals held")
    if not 0 <= attended <= held:
        raise ValueError("attended must be from 0 to the rehearsals held")
    return attended / held > CONCERT_SHARE


def section_sizes(register):
    """{part: number of singers} for every part in PARTS, 0 for a part nobody sings."""
    sizes = {}
    for part in register.values():
        sizes[part] = sizes.get(part, 0) + 1
    return sizes


def subs_due(register, concessions=()):
    """Total term subs for everyone on the register, to 2 decimal places.

    Everyone pays TERM_SUBS; a name in concessions pays CONCESSION_OFF less.
    A concession for someone not on the register is a ValueError.
    """
    for name in concessions:
        if name not in register:
            raise ValueError(f"{name} is not on the register")
    full = len(register) - len(set(concessions))
    return round(full * TERM_SUBS + len(set(concessions)) * TERM_SUBS * (1 - CONCESSION_OFF), 2)
