"""Reports for a running log.

An entry is a dict like {"date": "2024-05-01", "km": 5.2, "minutes": 31}.
"""


def text_report(entries):
    runs = len(entries)
    km = 0.0
    minutes = 0
    for entry in entries:
        km += entry["km"]
        minutes += entry["minutes"]
    pace = minutes / km if km else 0.0
    return f"{runs} runs, {km:.1f} km, {minutes} min, pace {pace:.2f} min/km"


def csv_report(entries):
    runs = len(entries)
    km = 0.0
    minutes = 0
    for entry in entries:
        km += entry["km"]
        minutes += entry["minutes"]
    if km:
        pace = minutes / km
    else:
        pace = 0.0
    return f"runs,km,minutes,pace\n{runs},{km:.1f},{minutes},{pace:.2f}\n"


def summary_dict(entries):
    total_km = 0.0
    total_minutes = 0
    count = 0
    for entry in entries:
        count += 1
        total_km += entry["km"]
        total_minutes += entry["minutes"]
    return {
        "runs": count,
        "km": round(total_km, 1),
        "minutes": total_minutes,
        "pace": round(total_minutes / total_km, 2) if total_km else 0.0,
    }


def longest_run(entries):
    """The entry with the most km (the first such), or None for no entries."""
    best = None
    for entry in entries:
        if best is None or entry["km"] > best["km"]:
            best = entry
    return best
