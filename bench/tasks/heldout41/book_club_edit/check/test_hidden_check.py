"""Hidden check for book_club_edit: host_rota's new away= skips a member who is away to the
next one down the list, carries on from whoever hosted, gives None (turn not moved) when
nobody can host, is unchanged without away; format_rota shows the library line; the rest of
bookclub.py still works."""

import os
import random
import sys
from datetime import date

import pytest

sys.path.insert(0, os.getcwd())
from bookclub import format_rota, host_rota, meeting_day, meeting_days, parse_members  # noqa: E402

MEMBERS = ["Ann", "Ben", "Cal", "Dee"]
LIBRARY = "no host, meet at the library"


def expected(members, days, start, away):
    out, turn = [], start
    n = len(members)
    for day in days:
        host = None
        for k in range(n):
            name = members[(turn + k) % n]
            if day not in away.get(name, []):
                host, turn = name, (turn + k + 1) % n
                break
        out.append((day, host))
    return out


def test_prompt_examples():
    days = meeting_days(2024)[:6]
    assert days == [date(2024, 1, 9), date(2024, 2, 13), date(2024, 3, 12), date(2024, 4, 9),
                    date(2024, 5, 14), date(2024, 6, 11)]
    got = host_rota(MEMBERS, days, away={"Ben": [date(2024, 2, 13)]})
    assert got == list(zip(days, ["Ann", "Cal", "Dee", "Ann", "Ben", "Cal"]))
    rota = host_rota(["Ann", "Ben"], [date(2024, 7, 9)],
                     away={"Ann": [date(2024, 7, 9)], "Ben": [date(2024, 7, 9)]})
    assert rota == [(date(2024, 7, 9), None)]
    assert format_rota(rota) == ["Tue 9 Jul 2024: no host, meet at the library"]


def test_no_away_unchanged():
    days = meeting_days(2024)
    want = [(d, MEMBERS[i % 4]) for i, d in enumerate(days)]
    assert host_rota(MEMBERS, days) == want
    assert host_rota(MEMBERS, days, away=None) == want
    assert host_rota(MEMBERS, days, away={}) == want
    assert host_rota(MEMBERS, days, 2) == [(d, MEMBERS[(i + 2) % 4]) for i, d in enumerate(days)]
    assert host_rota(MEMBERS, []) == []
    assert host_rota(MEMBERS, [], away={"Ann": [date(2024, 1, 9)]}) == []


def test_away_cases():
    d = meeting_days(2024)
    # the person away is last in the list: wrap to the top
    got = host_rota(MEMBERS, d[:5], away={"Dee": [d[3]]})
    assert [h for _, h in got] == ["Ann", "Ben", "Cal", "Ann", "Ben"]
    # two in a row away
    got = host_rota(MEMBERS, d[:5], away={"Ben": [d[1]], "Cal": [d[1]]})
    assert [h for _, h in got] == ["Ann", "Dee", "Ann", "Ben", "Cal"]
    # with start
    got = host_rota(MEMBERS, d[:4], start=3, away={"Dee": [d[0]]})
    assert [h for _, h in got] == ["Ann", "Ben", "Cal", "Dee"]
    # nobody can host: turns don't move
    everyone = {m: [d[2]] for m in MEMBERS}
    got = host_rota(MEMBERS, d[:5], away=everyone)
    assert [h for _, h in got] == ["Ann", "Ben", None, "Cal", "Dee"]
    # away on days that aren't in the rota changes nothing
    got = host_rota(MEMBERS, d[:4], away={"Ann": [date(2023, 1, 10)], "Ben": [d[11]]})
    assert [h for _, h in got] == ["Ann", "Ben", "Cal", "Dee"]
    # one member
    got = host_rota(["Solo"], d[:3], away={"Solo": [d[1]]})
    assert got == [(d[0], "Solo"), (d[1], None), (d[2], "Solo")]
    # days not in date order: the order given is kept
    days = [d[5], d[0], d[3]]
    got = host_rota(MEMBERS, days, away={"Ann": [d[5]]})
    assert got == [(d[5], "Ben"), (d[0], "Cal"), (d[3], "Dee")]


def test_inputs_not_changed():
    d = meeting_days(2024)
    members = list(MEMBERS)
    away = {"Ben": [d[1]], "Cal": [d[1], d[4]]}
    snapshot = {k: list(v) for k, v in away.items()}
    days = d[:8]
    host_rota(members, days, away=away)
    assert members == MEMBERS and away == snapshot and days == d[:8]


def test_sampled():
    rng = random.Random(4114)
    names = ["Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus"]
    for _ in range(600):
        members = names[:rng.randint(1, 7)]
        year = rng.randint(2023, 2026)
        days = meeting_days(year, skip=tuple(rng.sample(range(1, 13), rng.randint(0, 3))))
        start = rng.randrange(len(members))
        away = {}
        for m in members:
            if rng.random() < 0.6:
                away[m] = rng.sample(days, rng.randint(1, min(4, len(days))))
        assert host_rota(members, days, start, away=away) == expected(members, days, start,
                                                                      away), (members, away)


def test_format_rota():
    d = meeting_days(2024)
    rota = host_rota(["Priya", "Tom"], d[:3], away={"Priya": [d[1]], "Tom": [d[1]]})
    assert format_rota(rota) == ["Tue 9 Jan 2024: Priya", f"Tue 13 Feb 2024: {LIBRARY}",
                                 "Tue 12 Mar 2024: Tom"]
    assert format_rota([(date(2024, 10, 8), "Mo")]) == ["Tue 8 Oct 2024: Mo"]
    assert format_rota([]) == []


def test_rest_unchanged():
    assert parse_members(["Ann", "  Ben ", "", "# new ones", "Cal"]) == ["Ann", "Ben", "Cal"]
    with pytest.raises(ValueError):
        parse_members(["Ann", "ann "])
    assert meeting_day(2024, 2) == date(2024, 2, 13)
    assert meeting_day(2024, 10) == date(2024, 10, 8)
    assert meeting_day(2025, 4) == date(2025, 4, 8)
    assert len(meeting_days(2024, skip=(8, 12))) == 10
    assert date(2024, 8, 13) not in meeting_days(2024, skip=(8,))
    with pytest.raises(ValueError):
        host_rota([], meeting_days(2024))
    with pytest.raises(ValueError):
        host_rota(MEMBERS, meeting_days(2024), start=4)
    with pytest.raises(ValueError):
        host_rota([], meeting_days(2024), away={})
