"""Scoring for our club's rugby matches."""

POINTS = {"try": 5, "conversion": 2, "penalty": 3, "drop goal": 3, "penalty try": 7}


def event_points(event):
    """Points for one scoring event, e.g. "try" or "Drop Goal"."""
    name = " ".join(event.lower().split())
    for kind in POINTS:
        if kind in name:
            return POINTS[kind]
    raise ValueError(f"unknown scoring event: {event!r}")


def score(events):
    """Total points for a list of scoring events."""
    return sum(event_points(event) for event in events)


def tries(events):
    """How many tries (penalty tries included) in a list of events."""
    return sum(1 for event in events if "try" in event.lower())


def result(home, away, home_events, away_events):
    """One line for the club website, e.g. "Harlow 24 - 17 Ware (Harlow win)"."""
    h, a = score(home_events), score(away_events)
    if h > a:
        verdict = f"{home} win"
    elif a > h:
        verdict = f"{away} win"
    else:
        verdict = "draw"
    return f"{home} {h} - {a} {away} ({verdict})"
