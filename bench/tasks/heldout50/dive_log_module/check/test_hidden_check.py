"""Hidden check for dive_log_module: divelog.py with parse_dive, sac_rate, logged_time and
summary as the prompt describes them, its examples and its error rules."""

import os
import random
import sys
from datetime import date, timedelta
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import divelog  # noqa: E402

LINE = "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210-60 bar"


def dive(depth, minutes, start, end, site="Pier", day=date(2024, 7, 1)):
    return {"date": day, "site": site, "depth": depth, "minutes": minutes,
            "start_bar": start, "end_bar": end}


def test_prompt_examples():
    d = divelog.parse_dive(LINE)
    assert d == {"date": date(2024, 7, 14), "site": "Swanage Pier", "depth": 12.4,
                 "minutes": 48, "start_bar": 210, "end_bar": 60}
    assert divelog.sac_rate(d) == 16.7
    e = divelog.parse_dive("2024-07-15|swanage pier|8 m|77 min|200-90 bar")
    assert divelog.logged_time([d, e]) == "2:05"
    assert divelog.summary([d, e]) == {"dives": 2, "deepest": 12.4, "sites": 1,
                                       "time": "2:05"}


def test_parse_more():
    got = divelog.parse_dive("  2024-08-02 |  Kimmeridge Ledges  | 6.5 m | 55 min | 232-120 bar ")
    assert got == {"date": date(2024, 8, 2), "site": "Kimmeridge Ledges", "depth": 6.5,
                   "minutes": 55, "start_bar": 232, "end_bar": 120}
    got = divelog.parse_dive("2023-12-31 | Stoney Cove | 30 m | 9 min | 200-200 bar")
    assert got["depth"] == 30.0 and isinstance(got["depth"], float)
    assert got["minutes"] == 9 and isinstance(got["minutes"], int)
    assert got["start_bar"] == 200 and got["end_bar"] == 200
    assert isinstance(got["start_bar"], int) and isinstance(got["end_bar"], int)
    got = divelog.parse_dive("2024-01-05 | Capernwray | 18 m | 40 min | 220-0 bar")
    assert got["end_bar"] == 0


@pytest.mark.parametrize("line", [
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210-60 bar | nice",
    "14/07/2024 | Swanage Pier | 12.4 m | 48 min | 210-60 bar",
    "2024-07-14 |   | 12.4 m | 48 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 | 48 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 ft | 48 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | deep m | 48 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 s | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 48.5 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210-60",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210-60 psi",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 210-sixty bar",
    "2024-07-14 | Swanage Pier | 0 m | 48 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | -3 m | 48 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 0 min | 210-60 bar",
    "2024-07-14 | Swanage Pier | 12.4 m | 48 min | 60-210 bar",
    "2024-02-30 | Swanage Pier | 12.4 m | 48 min | 210-60 bar",
    "",
])
def test_parse_errors(line):
    with pytest.raises(ValueError):
        divelog.parse_dive(line)


def test_sac_more():
    assert divelog.sac_rate(divelog.parse_dive("2024-07-15|swanage pier|8 m|77 min|200-90 bar")) == 9.5
    assert divelog.sac_rate(dive(6.5, 55, 232, 120), 15) == 18.5
    assert divelog.sac_rate(dive(6.5, 55, 232, 120), cylinder=15) == 18.5
    assert divelog.sac_rate(dive(10.0, 30, 200, 80)) == 24.0
    assert divelog.sac_rate(dive(20.0, 40, 200, 200)) == 0.0
    for bad in [0, -12]:
        with pytest.raises(ValueError):
            divelog.sac_rate(dive(10.0, 30, 200, 80), bad)


def test_sac_sampled():
    rng = random.Random(5050)
    for _ in range(2000):
        depth = rng.randint(10, 400) / 10
        minutes = rng.randint(1, 90)
        start = rng.randint(150, 300)
        end = rng.randint(0, start)
        cyl = rng.choice([7, 10, 12, 15, 18])
        want = (Fraction(start - end) * cyl / minutes) / (Fraction(depth) / 10 + 1)
        got = divelog.sac_rate(dive(depth, minutes, start, end), cyl)
        assert abs(got - float(want)) <= 0.05 + 1e-9, (depth, minutes, start, end, cyl)
        assert abs(round(got, 1) - got) < 1e-9


def test_logged_time_and_summary():
    assert divelog.logged_time([]) == "0:00"
    assert divelog.logged_time([dive(5.0, 59, 200, 100)]) == "0:59"
    assert divelog.logged_time([dive(5.0, 60, 200, 100)]) == "1:00"
    assert divelog.logged_time([dive(5.0, 600, 200, 100)] * 2 + [dive(5.0, 425, 200, 1)]) == \
        "27:05"
    assert divelog.summary([]) == {"dives": 0, "deepest": 0.0, "sites": 0, "time": "0:00"}
    dives = [dive(12.0, 40, 200, 60, "Stoney Cove"), dive(21.5, 35, 200, 70, "stoney cove"),
             dive(8.0, 50, 220, 100, "Vobster Quay"), dive(18.0, 45, 210, 80, "STONEY COVE")]
    assert divelog.summary(dives) == {"dives": 4, "deepest": 21.5, "sites": 2,
                                      "time": "2:50"}


def test_sampled_lines():
    rng = random.Random(55)
    sites = ["Swanage Pier", "Stoney Cove", "Vobster Quay", "Chepstow", "The Manacles"]
    parsed = []
    for _ in range(300):
        day = date(2022, 1, 1) + timedelta(days=rng.randint(0, 900))
        site = rng.choice(sites)
        depth = rng.randint(10, 400) / 10
        minutes = rng.randint(1, 120)
        start = rng.randint(150, 300)
        end = rng.randint(0, start)
        pad = " " * rng.randint(0, 2)
        line = pad.join(["", day.isoformat(), "|", rng.choice([site, site.upper()]), "|",
                         f"{depth} m", "|", f"{minutes} min", "|", f"{start}-{end} bar", ""])
        got = divelog.parse_dive(line)
        assert got["date"] == day and got["site"].lower() == site.lower(), line
        assert got["depth"] == depth and got["minutes"] == minutes, line
        assert got["start_bar"] == start and got["end_bar"] == end, line
        parsed.append(got)
    total = sum(d["minutes"] for d in parsed)
    assert divelog.summary(parsed) == {
        "dives": 300, "deepest": max(d["depth"] for d in parsed),
        "sites": len({d["site"].lower() for d in parsed}),
        "time": f"{total // 60}:{total % 60:02d}"}
