"""Hidden check for geocache_log_edit: missing_days lists the "MM-DD" days of a 366-day
calendar with no find (finds() rules: Found it only, first find of a cache), in calendar
order; calendar_progress sums it up; the rest of geocaching.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from geocaching import (calendar_progress, finds, finds_by_type,  # noqa: E402
                        finds_in_year, missing_days, parse_log)

LOG = """2023-01-01 | GC1A2B3 | Traditional | Found it
2024-01-01 | GC5K0P2 | Multi-cache | Didn't find it
2024-01-02 | GC1A2B3 | Traditional | Found it
2024-01-03 | GC9ZZ10 | Letterbox | Write note
2024-02-29 | GC77QQ1 | Mystery | Found it
2024-12-31 | gc4r5t6 | Traditional | found it
""".splitlines()

ALL_DAYS = [(date(2024, 1, 1) + timedelta(days=i)).strftime("%m-%d") for i in range(366)]


def line(day, code, log="Found it", kind="Traditional"):
    return f"{day.isoformat()} | {code} | {kind} | {log}"


def test_prompt_example():
    entries = parse_log(LOG)
    got = missing_days(entries)
    assert len(got) == 363
    assert got[:4] == ["01-02", "01-03", "01-04", "01-05"]
    assert "02-29" not in got and "12-31" not in got and "01-01" not in got
    assert got[-1] == "12-30"
    assert got == [d for d in ALL_DAYS if d not in {"01-01", "02-29", "12-31"}]
    assert calendar_progress(entries) == "3/366 days (0.8%)"
    assert missing_days([]) == ALL_DAYS
    assert calendar_progress([]) == "0/366 days (0.0%)"


def test_only_finds_count():
    entries = parse_log([
        "2022-03-05 | GCAAA01 | Traditional | Didn't find it",
        "2022-03-06 | GCAAA02 | Traditional | Write note",
        "2022-03-07 | GCAAA03 | Traditional | FOUND IT",
        "2023-03-08 | GCAAA03 | Traditional | Found it",
        "2023-03-09 | gcaaa03 | Traditional | Found it",
    ])
    got = missing_days(entries)
    assert "03-07" not in got
    for day in ["03-05", "03-06", "03-08", "03-09"]:
        assert day in got
    assert len(got) == 365
    assert calendar_progress(entries) == "1/366 days (0.3%)"


def test_same_day_other_years():
    entries = parse_log([line(date(y, 7, 4), f"GC{y}") for y in range(2015, 2024)])
    assert len(missing_days(entries)) == 365
    assert "07-04" not in missing_days(entries)
    assert calendar_progress(entries) == "1/366 days (0.3%)"


def test_full_calendar():
    lines = [line(date(2024, 1, 1) + timedelta(days=i), f"GCF{i:03d}") for i in range(366)]
    entries = parse_log(lines)
    assert missing_days(entries) == []
    assert calendar_progress(entries) == "366/366 days (100.0%)"
    half = parse_log(lines[:183])
    assert calendar_progress(half) == "183/366 days (50.0%)"
    assert missing_days(half) == ALL_DAYS[183:]


def test_sampled():
    rng = random.Random(55)
    for _ in range(60):
        lines, have, found = [], set(), set()
        for i in range(rng.randint(0, 400)):
            day = date(2015, 1, 1) + timedelta(days=rng.randint(0, 3650))
            code = f"GC{rng.randint(1, 300)}"
            log = rng.choice(["Found it", "Found it", "Didn't find it", "Write note"])
            lines.append(line(day, code, log))
            if log == "Found it" and code not in found:
                found.add(code)
                have.add(day.strftime("%m-%d"))
        entries = parse_log(lines)
        want = [d for d in ALL_DAYS if d not in have]
        assert missing_days(entries) == want
        n = 366 - len(want)
        assert calendar_progress(entries) == f"{n}/366 days ({n / 366 * 100:.1f}%)"


def test_rest_unchanged():
    entries = parse_log(LOG + ["", "# old ones", "2023-06-10 | GC2 | Multi-cache | Found it"])
    assert len(entries) == 7
    assert entries[5] == {"date": date(2024, 12, 31), "code": "GC4R5T6",
                          "type": "Traditional", "log": "found it"}
    assert [e["code"] for e in finds(entries)] == ["GC1A2B3", "GC77QQ1", "GC4R5T6", "GC2"]
    assert finds_by_type(entries) == {"Traditional": 2, "Multi-cache": 1, "Mystery": 1}
    assert list(finds_by_type(entries)) == ["Traditional", "Multi-cache", "Mystery"]
    assert finds_in_year(entries, 2024) == 2
    assert finds_in_year(entries, 2023) == 2
    assert finds_in_year(entries, 2022) == 0
    for bad in ["2024-01-01 | GC1 | Traditional", "2024-13-01 | GC1 | Traditional | Found it",
                "2024-01-01 |  | Traditional | Found it", "2024-01-01 | GC1 | Mystery | Found"]:
        with pytest.raises(ValueError):
            parse_log([bad])
