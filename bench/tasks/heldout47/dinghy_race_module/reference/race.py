"""Handicap results for the club's dinghy racing."""

import re


def parse_time(text):
    """Seconds from "M:SS" or "H:MM:SS" (spaces round it are fine), else ValueError."""
    text = text.strip()
    match = re.fullmatch(r"([0-9]+):([0-9]{2})", text)
    if match:
        minutes, seconds = int(match.group(1)), int(match.group(2))
        hours = 0
    else:
        match = re.fullmatch(r"([0-9]+):([0-9]{2}):([0-9]{2})", text)
        if not match:
            raise ValueError(f"can't read the time {text!r}")
        hours, minutes, seconds = (int(g) for g in match.groups())
        if minutes > 59:
            raise ValueError(f"bad minutes in {text!r}")
    if seconds > 59:
        raise ValueError(f"bad seconds in {text!r}")
    return hours * 3600 + minutes * 60 + seconds


def corrected(elapsed, py):
    """Corrected time: elapsed * 1000 / py, to the nearest second, halves rounded up."""
    if py <= 0:
        raise ValueError("the handicap number must be more than 0")
    if elapsed < 0:
        raise ValueError("elapsed time can't be negative")
    return (elapsed * 2000 + py) // (2 * py)


def results(entries):
    """[(place, boat, corrected seconds)] for [(boat, py, time text)].

    Fastest corrected time first; equal times share a place (1, 2, 2, 4)
    and go in name order (capitals ignored). "DNF" boats come last, place
    and time None, in the order given.
    """
    finished, dnf = [], []
    for boat, py, text in entries:
        if text.strip().upper() == "DNF":
            dnf.append((None, boat, None))
        else:
            finished.append((corrected(parse_time(text), py), boat))
    finished.sort(key=lambda item: (item[0], item[1].lower()))
    table = []
    for i, (seconds, boat) in enumerate(finished):
        place = table[-1][0] if table and table[-1][2] == seconds else i + 1
        table.append((place, boat, seconds))
    return table + dnf


def series(races):
    """[(boat, points)] for a series: races is a list of {boat: place or None}.

    A boat scores its place; DNF (None) or missing from a race scores the
    number of boats in the series plus 1. With 4 or more races each boat's
    worst score is dropped. Fewest points first, ties in name order
    (capitals ignored).
    """
    boats = []
    for race in races:
        for boat in race:
            if boat not in boats:
                boats.append(boat)
    penalty = len(boats) + 1
    table = []
    for boat in boats:
        scores = []
        for race in races:
            place = race.get(boat)
            scores.append(penalty if place is None else place)
        total = sum(scores)
        if len(races) >= 4:
            total -= max(scores)
        table.append((boat, total))
    return sorted(table, key=lambda item: (item[1], item[0].lower()))
