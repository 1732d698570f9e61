"""Quotes for my pressure-washing round: driveways, patios, decking and paths."""

RATES = {"driveway": 2.50, "patio": 3.00, "decking": 3.50, "path": 2.00}  # per square metre
SEAL_RATE = 1.75  # per square metre, for sealing after the clean
MINIMUM = 60.0  # the least I'll go out for


def job_price(surface, square_metres, seal=False):
    """Price of one job, to 2 decimal places.

    surface must be one of RATES and square_metres more than 0, else ValueError.
    """
    if surface not in RATES:
        raise ValueError(f"unknown surface: {surface!r}")
    if square_metres <= 0:
        raise ValueError("area must be more than 0")
    rate = RATES[surface] + (SEAL_RATE if seal else 0)
    return round(rate * square_metres, 2)


def quote(jobs):
    """Total for a visit: jobs is a list of (surface, square_metres, seal).

    The visit costs at least MINIMUM. No jobs is a ValueError.
    """
    if not jobs:
        raise ValueError("nothing to quote")
    total = sum(job_price(surface, area, seal) for surface, area, seal in jobs)
    return round(max(total, MINIMUM), 2)


def parse_job(text):
    """One job from a line like "Patio 4.5 x 3.2 seal": (surface, square_metres, seal).

    The surface (any capitals), the length and width in metres with an x between
    them (spaces around the x optional), and optionally the word seal at the end
    (any capitals). The area is length times width to 2 decimal places. An unknown
    surface, a size that isn't two numbers more than 0, or anything else on the
    line is a ValueError.
    """
    words = text.lower().replace("x", " x ").split()
    seal = False
    if words and words[-1] == "seal":
        seal = True
        words = words[:-1]
    if len(words) != 4 or words[2] != "x":
        raise ValueError(f"can't read job: {text!r}")
    surface, length, _, width = words
    if surface not in RATES:
        raise ValueError(f"unknown surface: {surface!r}")
    try:
        length, width = float(length), float(width)
    except ValueError:
        raise ValueError(f"can't read the size in {text!r}") from None
    if not (length > 0 and width > 0) or length == float("inf") or width == float("inf"):
        raise ValueError("sizes must be more than 0")
    return surface, round(length * width, 2), seal


def quote_text(text):
    """quote() for a visit written as text, one job per line (as parse_job reads them);
    blank lines and lines starting with # are skipped."""
    jobs = [parse_job(line) for line in text.splitlines()
            if line.strip() and not line.strip().startswith("#")]
    return quote(jobs)
