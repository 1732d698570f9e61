"""Reports for a running log.

An entry is a dict like {"date": "2024-05-01", "km": 5.2, "minutes": 31}.
"""


def totals(entries):
    """Number of runs, total km and minutes, and the pace in minutes per km (0.0 for no km)."""
    km = 0.0
    minutes = 0
    for entry in entries:
        km += entry["km"]
        minutes += entry["minutes"]
    return {"runs": len(entries), "km": km, "minutes": minutes,
            "pace": minutes / km if km else 0.0}


def text_report(entries):
    t = totals(entries)
    return (f"{t['runs']} runs, {t['km']:.1f} km, {t['minutes']} min, "
            f"pace {t['pace']:.2f} min/km")


def csv_report(entries):
    t = totals(entries)
    return f"runs,km,minutes,pace\n{t['runs']},{t['km']:.1f},{t['minutes']},{t['pace']:.2f}\n"


def summary_dict(entries):
    t = totals(entries)
    return {"runs": t["runs"], "km": round(t["km"], 1), "minutes": t["minutes"],
            "pace": round(t["pace"], 2)}


def longest_run(entries):
    """The entry with the most km (the first such), or None for no entries."""
    best = None
    for entry in entries:
        if best is None or entry["km"] > best["km"]:
            best = entry
    return best
