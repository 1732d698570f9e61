"""Hidden check for ham_radio_fix: stations_worked() counts a station once per band whatever
suffix (/P, /M, ...) its callsign had (base_call), bands in BANDS order, and nothing else in
qso_log.py changed."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from qso_log import (band, base_call, contacts_per_day, parse_contact,  # noqa: E402
                     stations_worked)

LINES = [
    "2024-03-09 14:22 G4ABC 14.205 SSB 59 57",
    "2024-03-10 09:05 G4ABC/P 14.250 SSB 55 59",
    "2024-03-10 09:40 M0XYZ 14.074 FT8 -05 -11",
    "2024-03-10 18:02 g4abc/p 7.150 SSB 57 57",
    "2024-03-11 19:30 EI5DD 7.030 CW 599 579",
]
ORDER = ["160m", "80m", "40m", "20m", "15m", "10m", "2m", "70cm"]
FREQS = {"160m": 1.85, "80m": 3.7, "40m": 7.1, "20m": 14.2, "15m": 21.2, "10m": 28.5,
         "2m": 145.5, "70cm": 433.5}


def contact(call, mhz, day="2024-05-01", mode="SSB"):
    return parse_contact(f"{day} 12:00 {call} {mhz} {mode} 59 59")


def test_reported_cases():
    assert stations_worked([parse_contact(line) for line in LINES]) == {"40m": 2, "20m": 2}
    got = stations_worked([contact("MW1XYZ/M", 145.5, mode="FM"),
                           contact("MW1XYZ", 145.525, mode="FM")])
    assert got == {"2m": 1}


def test_suffixes():
    calls = ["G3XYZ", "G3XYZ/P", "g3xyz/m", "G3XYZ/MM", "G3XYZ/A", "G3XYZ/QRP"]
    assert stations_worked([contact(c, 14.2) for c in calls]) == {"20m": 1}
    # a prefix in front is a different place, so a different entry
    got = stations_worked([contact("EA8/G3XYZ", 14.2), contact("G3XYZ", 14.21),
                           contact("EA8/G3XYZ/P", 14.22)])
    assert got == {"20m": 2}
    # the same station on two bands counts on each
    got = stations_worked([contact("G3XYZ/P", 7.1), contact("G3XYZ", 14.2),
                           contact("G3XYZ", 7.05)])
    assert got == {"40m": 1, "20m": 1}


def test_band_order_and_empty():
    assert stations_worked([]) == {}
    got = stations_worked([contact("K1ABC", 433.5, mode="FM"), contact("K1ABC", 1.85),
                           contact("VE3AA", 28.5), contact("DL1ZZ", 3.7)])
    assert got == {"160m": 1, "80m": 1, "10m": 1, "70cm": 1}
    assert list(got) == ["160m", "80m", "10m", "70cm"]


def test_sampled():
    rng = random.Random(6262)
    bases = ["G4ABC", "M0XYZ", "EI5DD", "MW1XYZ", "2E0AAA", "GM3QQQ", "F5ABC", "EA8/G4ABC"]
    for _ in range(400):
        contacts, want = [], {}
        for _ in range(rng.randint(1, 15)):
            base, name = rng.choice(bases), rng.choice(ORDER)
            suffix = rng.choice(["", "", "/P", "/M", "/p", "/QRP", "/MM", "/A"])
            call = base + suffix
            if rng.random() < 0.3:
                call = call.lower()
            contacts.append(contact(call, FREQS[name]))
            want.setdefault(name, set()).add(base)
        expected = {name: len(want[name]) for name in ORDER if name in want}
        got = stations_worked(contacts)
        assert got == expected, [c["call"] for c in contacts]
        assert list(got) == list(expected)


def test_rest_unchanged():
    assert band(14.0) == "20m" and band(14.35) == "20m" and band(7.2) == "40m"
    assert band(1.8) == "160m" and band(440) == "70cm"
    for bad in [14.36, 5.0, 0, 146.5]:
        with pytest.raises(ValueError):
            band(bad)
    assert parse_contact(LINES[3]) == {"date": "2024-03-10", "time": "18:02",
                                       "call": "G4ABC/P", "mhz": 7.15, "band": "40m",
                                       "mode": "SSB", "sent": "57", "rcvd": "57"}
    assert parse_contact("2024-03-11 19:30 EI5DD 7.030 cw 599 579")["mode"] == "CW"
    for bad in ["2024-03-11 19:30 EI5DD 7.030 CW 599", "2024-03-11 19:30 EI5DD 7.3 CW 599 579",
                "2024-03-11 19:30 EI5DD seven CW 599 579", "2024-03-11 19:30 EI5DD 7.03 RTTY 5 5"]:
        with pytest.raises(ValueError):
            parse_contact(bad)
    assert base_call("g4abc/p") == "G4ABC"
    assert base_call(" G4ABC ") == "G4ABC"
    assert base_call("EA8/G4ABC") == "EA8/G4ABC"
    assert base_call("G4ABC/9") == "G4ABC/9"
    assert contacts_per_day([parse_contact(line) for line in reversed(LINES)]) == {
        "2024-03-09": 1, "2024-03-10": 3, "2024-03-11": 1}
    assert list(contacts_per_day([parse_contact(line) for line in reversed(LINES)])) == [
        "2024-03-09", "2024-03-10", "2024-03-11"]
