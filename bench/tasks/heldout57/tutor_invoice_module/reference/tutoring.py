"""My maths tutoring log and the monthly bills from it."""

from datetime import date

IN_PERSON_HOUR = 36.0
ONLINE_HOUR = 32.0
KINDS = ("in person", "online", "cancelled")


def parse_line(line):
    """'2024-03-04 Amy 60 online' -> (date, 'Amy', 60, 'online')."""
    parts = line.split()
    if len(parts) not in (3, 4):
        raise ValueError(f"can't read line: {line!r}")
    day = date.fromisoformat(parts[0])
    name = parts[1].capitalize()
    if not parts[2].isdigit() or int(parts[2]) <= 0:
        raise ValueError(f"bad minutes in {line!r}")
    minutes = int(parts[2])
    kind = "in person"
    if len(parts) == 4:
        kind = parts[3].lower()
        if kind not in ("online", "cancelled"):
            raise ValueError(f"unknown tag in {line!r}")
    return day, name, minutes, kind


def _entries(lines):
    return [parse_line(line) for line in lines
            if line.strip() and not line.strip().startswith("#")]


def lesson_price(minutes, kind):
    if kind == "online":
        return ONLINE_HOUR * minutes / 60
    if kind == "cancelled":
        return IN_PERSON_HOUR * minutes / 60 / 2
    return IN_PERSON_HOUR * minutes / 60


def invoice(lines, student, year, month):
    if not 1 <= month <= 12:
        raise ValueError(f"no such month: {month!r}")
    name = student.strip().capitalize()
    lessons = cancelled = minutes = 0
    total = 0.0
    for day, who, mins, kind in _entries(lines):
        if who != name or (day.year, day.month) != (year, month):
            continue
        if kind == "cancelled":
            cancelled += 1
        else:
            lessons += 1
            minutes += mins
        total += lesson_price(mins, kind)
    return {"student": name, "lessons": lessons, "cancelled": cancelled, "minutes": minutes,
            "total": round(total, 2)}


def students(lines):
    return sorted({who for _, who, _, _ in _entries(lines)})
