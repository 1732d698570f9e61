"""My amateur radio contact (QSO) log.

Each line of log.txt is one contact, like

    2024-03-09 14:22 G4ABC 14.205 SSB 59 57

the date, the time (UTC), the other station's callsign, the frequency in
MHz, the mode, the report I sent and the report I got back.
"""

BANDS = [  # (lowest MHz, highest MHz, band), both ends included
    (1.8, 2.0, "160m"),
    (3.5, 3.8, "80m"),
    (7.0, 7.2, "40m"),
    (14.0, 14.35, "20m"),
    (21.0, 21.45, "15m"),
    (28.0, 29.7, "10m"),
    (144.0, 146.0, "2m"),
    (430.0, 440.0, "70cm"),
]
MODES = {"SSB", "CW", "FM", "AM", "FT8"}
SUFFIXES = {"P", "M", "MM", "A", "QRP"}  # /P portable, /M mobile, ... - the same station


def band(mhz):
    """The band a frequency in MHz is in, like "20m"; outside every band is a ValueError."""
    for low, high, name in BANDS:
        if low <= mhz <= high:
            return name
    raise ValueError(f"{mhz} MHz is not in a band I can use")


def parse_contact(line):
    """One log line as a dict: date, time, call, mhz, band, mode, sent, rcvd.

    The callsign and the mode are upper-cased. A line without exactly seven
    parts, a frequency that isn't a number or isn't in a band, or a mode
    not in MODES is a ValueError.
    """
    parts = line.split()
    if len(parts) != 7:
        raise ValueError(f"expected 7 parts: {line!r}")
    day, time, call, freq, mode, sent, rcvd = parts
    mhz = float(freq)
    mode = mode.upper()
    if mode not in MODES:
        raise ValueError(f"unknown mode: {mode}")
    return {"date": day, "time": time, "call": call.upper(), "mhz": mhz, "band": band(mhz),
            "mode": mode, "sent": sent, "rcvd": rcvd}


def base_call(call):
    """The station behind a callsign: upper-cased, without a /P, /M, /MM, /A or /QRP
    on the end ("g4abc/p" -> "G4ABC"). Anything else after a / is kept."""
    call = call.strip().upper()
    head, slash, tail = call.rpartition("/")
    if slash and head and tail in SUFFIXES:
        return head
    return call


def stations_worked(contacts):
    """{band: how many different stations I've worked on it}.

    contacts are dicts from parse_contact. A station counts once per band
    however many times I've worked it there, portable, mobile or at home
    (see base_call). Bands in the order of BANDS, only the ones with contacts.
    """
    seen = {}
    for contact in contacts:
        seen.setdefault(contact["band"], set()).add(base_call(contact["call"]))
    return {name: len(seen[name]) for _, _, name in BANDS if name in seen}


def contacts_per_day(contacts):
    """{date: number of contacts} in date order."""
    days = {}
    for contact in contacts:
        days[contact["date"]] = days.get(contact["date"], 0) + 1
    return dict(sorted(days.items()))
