"""My scuba dive log."""

from datetime import date


def _number(text, unit, kind):
    value, sep, got_unit = text.strip().rpartition(" ")
    if not sep or got_unit != unit:
        raise ValueError(f"expected '<number> {unit}', got {text!r}")
    return kind(value.strip())


def parse_dive(line):
    """"2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210-60 bar" -> a dict."""
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        raise ValueError(f"expected 5 fields: {line!r}")
    day = date.fromisoformat(fields[0])
    site = fields[1]
    if not site:
        raise ValueError("no site")
    depth = _number(fields[2], "m", float)
    minutes = _number(fields[3], "min", int)
    pressures, sep, unit = fields[4].rpartition(" ")
    if not sep or unit != "bar":
        raise ValueError(f"expected 'START-END bar', got {fields[4]!r}")
    start_text, dash, end_text = pressures.strip().partition("-")
    if not dash:
        raise ValueError(f"expected 'START-END bar', got {fields[4]!r}")
    start_bar, end_bar = int(start_text), int(end_text)
    if depth <= 0 or minutes <= 0:
        raise ValueError("depth and minutes must be more than 0")
    if end_bar < 0 or end_bar > start_bar:
        raise ValueError("end pressure must be 0 to the start pressure")
    return {"date": day, "site": site, "depth": depth, "minutes": minutes,
            "start_bar": start_bar, "end_bar": end_bar}


def sac_rate(dive, cylinder=12):
    """Surface air consumption in litres a minute, to 1 decimal place."""
    if cylinder <= 0:
        raise ValueError("cylinder must be more than 0")
    used = (dive["start_bar"] - dive["end_bar"]) * cylinder
    return round(used / dive["minutes"] / (dive["depth"] / 10 + 1), 1)


def logged_time(dives):
    """Total time underwater as "H:MM"."""
    hours, minutes = divmod(sum(d["minutes"] for d in dives), 60)
    return f"{hours}:{minutes:02d}"


def summary(dives):
    return {"dives": len(dives),
            "deepest": max((d["depth"] for d in dives), default=0.0),
            "sites": len({d["site"].lower() for d in dives}),
            "time": logged_time(dives)}
