"""Hidden check for metal_detecting_edit: the new outings() gives one dict per day out (finds,
coins, fields A-Z once), earliest first, optionally for one field (any capitals; days without
finds there left out; an unknown field a ValueError); the rest of finds.py unchanged."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from finds import count_by, finds_in, outings, parse_find, precious, read_finds  # noqa: E402

BOOK = """2024-03-09; Top Field; coin; silver; Edward I penny
2024-03-09; Top Field; button; copper alloy; plain livery button
2024-03-09; Long Meadow; musket ball; lead; dropped, not fired
2024-03-16; Long Meadow; coin; copper alloy; Victorian penny, worn
2024-03-02; Church Lane; buckle; copper alloy; shoe buckle
2024-03-16; Long Meadow; coin; copper alloy; George V halfpenny
2024-03-16; Church Lane; token; lead; trade token
2024-03-02; Church Lane; coin; silver; Elizabeth I sixpence
""".splitlines()


def test_prompt_example():
    finds = read_finds(BOOK)
    assert outings(finds) == [
        {"date": date(2024, 3, 2), "finds": 2, "coins": 1, "fields": ["Church Lane"]},
        {"date": date(2024, 3, 9), "finds": 3, "coins": 1,
         "fields": ["Long Meadow", "Top Field"]},
        {"date": date(2024, 3, 16), "finds": 3, "coins": 2,
         "fields": ["Church Lane", "Long Meadow"]}]
    assert outings(finds, "long meadow") == [
        {"date": date(2024, 3, 9), "finds": 1, "coins": 0, "fields": ["Long Meadow"]},
        {"date": date(2024, 3, 16), "finds": 2, "coins": 2, "fields": ["Long Meadow"]}]


def test_more():
    finds = read_finds(BOOK)
    assert outings(finds, "TOP FIELD") == [
        {"date": date(2024, 3, 9), "finds": 2, "coins": 1, "fields": ["Top Field"]}]
    assert outings(finds, "Church Lane") == [
        {"date": date(2024, 3, 2), "finds": 2, "coins": 1, "fields": ["Church Lane"]},
        {"date": date(2024, 3, 16), "finds": 1, "coins": 0, "fields": ["Church Lane"]}]
    assert outings(finds, field=None) == outings(finds)
    assert outings([]) == []
    for bad in ["Bottom Field", "Top", "Long Meadows"]:
        with pytest.raises(ValueError):
            outings(finds, bad)
    with pytest.raises(ValueError):
        outings([], "Top Field")
    assert isinstance(outings(finds), list)
    one = read_finds(["2024-05-01; Ash Field; ring; gold; posy ring"])
    assert outings(one) == [{"date": date(2024, 5, 1), "finds": 1, "coins": 0,
                             "fields": ["Ash Field"]}]


FIELDS = ["Top Field", "Long Meadow", "Church Lane", "Mill Pasture", "Bottom Field",
          "Ash Field"]
KINDS = ["coin", "coin", "buckle", "button", "token", "musket ball", "other"]
METALS = ["silver", "copper alloy", "lead", "iron", "unknown", "gold"]


def expected(finds, field=None):
    per = {}
    for f in finds:
        if field is not None and f["field"].lower() != field.lower():
            continue
        d = per.setdefault(f["date"], {"date": f["date"], "finds": 0, "coins": 0,
                                       "fields": set()})
        d["finds"] += 1
        d["coins"] += f["kind"] == "coin"
        d["fields"].add(f["field"])
    return [{**per[k], "fields": sorted(per[k]["fields"])} for k in sorted(per)]


def test_sampled():
    rng = random.Random(5959)
    for _ in range(300):
        lines = []
        for _ in range(rng.randint(1, 30)):
            day = date(2024, 1, 1) + timedelta(days=rng.randint(0, 40))
            lines.append(f"{day.isoformat()}; {rng.choice(FIELDS)}; {rng.choice(KINDS)}; "
                         f"{rng.choice(METALS)}; note")
        finds = read_finds(lines)
        assert outings(finds) == expected(finds)
        field = rng.choice(FIELDS)
        if finds_in(finds, field):
            assert outings(finds, field.upper()) == expected(finds, field)
        else:
            with pytest.raises(ValueError):
                outings(finds, field)
        assert read_finds(lines) == finds  # not changed by outings


def test_rest_unchanged():
    assert parse_find("2024-03-09; Top  Field ; COIN; Silver; Edward I penny") == {
        "date": date(2024, 3, 9), "field": "Top Field", "kind": "coin", "metal": "silver",
        "note": "Edward I penny"}
    for bad in ["2024-03-09; Top Field; coin; silver", "2024-03-09; ; coin; silver; x",
                "2024-03-09; Top Field; spoon; silver; x",
                "2024-03-09; Top Field; coin; tin; x", "9/3/2024; Top Field; coin; silver; x"]:
        with pytest.raises(ValueError):
            parse_find(bad)
    finds = read_finds(["# March", "", *BOOK, "   "])
    assert len(finds) == 8
    assert [f["note"] for f in finds_in(finds, "church lane")] == [
        "shoe buckle", "trade token", "Elizabeth I sixpence"]
    assert count_by(finds, "field") == {"Church Lane": 3, "Long Meadow": 3, "Top Field": 2}
    assert count_by(finds, "metal") == {"copper alloy": 4, "lead": 2, "silver": 2}
    with pytest.raises(ValueError):
        count_by(finds, "note")
    assert [f["note"] for f in precious(finds)] == ["Edward I penny", "Elizabeth I sixpence"]
