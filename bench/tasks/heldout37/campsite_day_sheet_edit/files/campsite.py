"""Bookings for our little campsite: numbered pitches, priced per night."""

from datetime import date

PITCH_COUNT = 12  # pitches are numbered 1 to 12
NIGHTLY = {"tent": 16.0, "campervan": 24.0, "caravan": 24.0}  # per pitch per night
HOOKUP = 5.0  # electric hook-up, per night


def parse_booking(line):
    """One line of the bookings book -> a dict.

    "7, Okafor, 2024-07-19, 2024-07-22, tent, hookup" ->
    {"pitch": 7, "name": "Okafor", "arrive": date(2024, 7, 19),
     "leave": date(2024, 7, 22), "unit": "tent", "hookup": True}

    The sixth part, "hookup", is only there when they've booked electric.
    The pitch has to be 1 to PITCH_COUNT, leave has to be after arrive and the
    unit one of NIGHTLY (capitals don't matter); anything else is a ValueError.
    """
    parts = [part.strip() for part in line.split(",")]
    if len(parts) not in (5, 6) or (len(parts) == 6 and parts[5].lower() != "hookup"):
        raise ValueError(f"can't read booking: {line!r}")
    pitch = int(parts[0])
    if not 1 <= pitch <= PITCH_COUNT:
        raise ValueError(f"no pitch {pitch}")
    arrive = date.fromisoformat(parts[2])
    leave = date.fromisoformat(parts[3])
    if leave <= arrive:
        raise ValueError("they have to leave after they arrive")
    unit = parts[4].lower()
    if unit not in NIGHTLY:
        raise ValueError(f"unknown unit: {parts[4]!r}")
    return {"pitch": pitch, "name": parts[1], "arrive": arrive, "leave": leave,
            "unit": unit, "hookup": len(parts) == 6}


def nights(booking):
    """How many nights a booking is for."""
    return (booking["leave"] - booking["arrive"]).days


def cost(booking):
    """What a booking costs: the nightly price for the unit, plus HOOKUP a night
    if they've got electric, to 2 decimal places."""
    per_night = NIGHTLY[booking["unit"]] + (HOOKUP if booking["hookup"] else 0)
    return round(per_night * nights(booking), 2)


def clashes(bookings):
    """Pairs of bookings (by name, in the order they appear) that want the same
    pitch on the same night. Leaving on the day someone else arrives is fine."""
    found = []
    for i, first in enumerate(bookings):
        for second in bookings[i + 1:]:
            if (first["pitch"] == second["pitch"] and first["arrive"] < second["leave"]
                    and second["arrive"] < first["leave"]):
                found.append((first["name"], second["name"]))
    return found
