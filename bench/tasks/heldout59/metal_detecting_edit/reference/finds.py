"""My metal detecting finds book.

One find per line in finds.txt, fields split by semicolons:

    2024-03-09; Top Field; coin; silver; Edward I penny

date; field it came from; kind of find; metal; my notes. Blank lines and
lines starting with # are skipped.
"""

from datetime import date

KINDS = {"coin", "buckle", "button", "token", "ring", "brooch", "musket ball", "other"}
METALS = {"gold", "silver", "copper alloy", "lead", "iron", "unknown"}


def parse_find(line):
    """One line -> {"date", "field", "kind", "metal", "note"}."""
    parts = [part.strip() for part in line.split(";")]
    if len(parts) != 5:
        raise ValueError(f"expected 5 parts split by ';': {line!r}")
    day = date.fromisoformat(parts[0])
    field = " ".join(parts[1].split())
    if not field:
        raise ValueError(f"no field name: {line!r}")
    kind = parts[2].lower()
    if kind not in KINDS:
        raise ValueError(f"unknown kind of find: {parts[2]!r}")
    metal = parts[3].lower()
    if metal not in METALS:
        raise ValueError(f"unknown metal: {parts[3]!r}")
    return {"date": day, "field": field, "kind": kind, "metal": metal, "note": parts[4]}


def read_finds(lines):
    """All the finds in the book, in the order written."""
    finds = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        finds.append(parse_find(text))
    return finds


def finds_in(finds, field):
    """The finds from one field (capitals in the name don't matter)."""
    wanted = " ".join(field.split()).lower()
    return [find for find in finds if find["field"].lower() == wanted]


def count_by(finds, key):
    """{value: how many finds} for "field", "kind" or "metal", most first then A-Z."""
    if key not in ("field", "kind", "metal"):
        raise ValueError(f"can't count by {key!r}")
    counts = {}
    for find in finds:
        counts[find[key]] = counts.get(find[key], 0) + 1
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def precious(finds):
    """Gold and silver finds, newest first (the ones to show the finds officer)."""
    shiny = [find for find in finds if find["metal"] in ("gold", "silver")]
    return sorted(shiny, key=lambda find: find["date"], reverse=True)


def outings(finds, field=None):
    """One entry per day out, earliest first:

    {"date": the day, "finds": how many finds, "coins": how many of them were
    coins, "fields": the fields I found things in that day, A-Z, each once}.

    With field given, only the finds from that field count (capitals don't
    matter) and days with none from it are left out; a field that isn't in
    the book at all is a ValueError.
    """
    if field is not None:
        finds = finds_in(finds, field)
        if not finds:
            raise ValueError(f"no finds from {field!r}")
    days = {}
    for find in finds:
        day = days.setdefault(find["date"], {"date": find["date"], "finds": 0, "coins": 0,
                                             "fields": set()})
        day["finds"] += 1
        if find["kind"] == "coin":
            day["coins"] += 1
        day["fields"].add(find["field"])
    result = []
    for when in sorted(days):
        day = days[when]
        day["fields"] = sorted(day["fields"], key=str.lower)
        result.append(day)
    return result
