"""Firing schedules for the pottery kiln.

A schedule is a list of segments, written the way the kiln controller's
manual writes them: "RATE/TARGET/HOLD". "100/600/10" means: change the
temperature at 100 degrees C per hour until the kiln is at 600 C, then
hold it there for 10 minutes. A rate of "FULL" means as fast as the kiln
can go, which for ours is FULL_RATE degrees per hour. A segment whose
target is below the current temperature is a controlled cool, which
runs at its rate just the same.
"""

FULL_RATE = 500


def _whole(text):
    if not text.isdigit():
        raise ValueError(f"not a whole number: {text!r}")
    return int(text)


def parse_segment(text):
    """Turn "RATE/TARGET/HOLD" into a (rate, target, hold) tuple of ints.

    Spaces around the parts are ignored and "full" (any case) as the rate
    is FULL_RATE. ValueError when there are not exactly three parts, when a
    part is not a whole number or when the rate is 0.
    """
    parts = [part.strip() for part in text.split("/")]
    if len(parts) != 3:
        raise ValueError(f"expected RATE/TARGET/HOLD, got {text!r}")
    rate = FULL_RATE if parts[0].lower() == "full" else _whole(parts[0])
    if rate == 0:
        raise ValueError("a rate of 0 never gets anywhere")
    return rate, _whole(parts[1]), _whole(parts[2])


def parse_schedule(text):
    """A whole schedule: segments separated by commas or new lines.

    Blank pieces (a trailing comma, empty lines) are skipped. A schedule
    with no segments at all is a ValueError.
    """
    pieces = text.replace("\n", ",").split(",")
    segments = [parse_segment(piece) for piece in pieces if piece.strip()]
    if not segments:
        raise ValueError("the schedule has no segments")
    return segments


def segment_minutes(start, segment):
    """Minutes one segment takes when the kiln is at `start` degrees.

    The ramp takes |target - start| / rate hours, rounded UP to a whole
    minute, and the hold is added on top. Heating and cooling take the
    same time for the same number of degrees.
    """
    rate, target, hold = segment
    degrees = target - start
    return -(-degrees * 60 // rate) + hold


def total_minutes(segments, room=20):
    """Minutes for the whole firing, starting from a cold kiln at `room`.

    Each segment starts at the temperature the one before it finished at.
    """
    minutes = 0
    temperature = room
    for segment in segments:
        minutes += segment_minutes(temperature, segment)
    return minutes


def peak_temperature(segments, room=20):
    """The hottest the kiln gets during the firing (at least `room`)."""
    return max([room] + [target for _rate, target, _hold in segments])
