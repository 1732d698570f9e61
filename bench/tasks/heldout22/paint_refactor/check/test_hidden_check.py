import hashlib
import importlib
import itertools
import os
import random
import subprocess
import sys
from decimal import Decimal

import pytest

sys.path.insert(0, os.getcwd())
import paint  # noqa: E402

TESTS_SHA256 = "1f4275cbbbd1026c21207f7f3e594b485c3e3aece037a97c878a97837fc2debc"

ORIGINAL = r"""
import math
from decimal import Decimal, ROUND_CEILING, ROUND_HALF_UP


def paint_order(rooms, coats=2, finish="matt"):
    # rooms = list of dicts: length, width, height in metres, doors / windows = counts (optional)
    # returns {"area": m2 of wall for one coat, "litres": ..., "cans": {"5": n, "2.5": n, "1": n}, "cost": ...}
    if type(coats) != int or coats < 1:
        raise ValueError("coats must be a whole number >= 1")
    if finish != "matt" and finish != "silk" and finish != "gloss":
        raise ValueError("unknown finish: " + str(finish))
    area = Decimal("0")
    for room in rooms:
        l = Decimal(str(room["length"]))
        w = Decimal(str(room["width"]))
        h = Decimal(str(room["height"]))
        if l <= 0 or w <= 0 or h <= 0:
            raise ValueError("room dimensions must be positive")
        d = room.get("doors", 0)
        win = room.get("windows", 0)
        if d < 0:
            raise ValueError("doors can't be negative")
        if win < 0:
            raise ValueError("windows can't be negative")
        a = 2 * (l + w) * h
        a = a - d * Decimal("1.9")
        a = a - win * Decimal("1.5")
        if a < 0:
            a = Decimal("0")
        area = area + a
    # matt covers 12.5 m2 per litre, silk 10, gloss 8
    if finish == "matt":
        litres = area * coats / Decimal("12.5")
    else:
        if finish == "silk":
            litres = area * coats / Decimal("10")
        else:
            litres = area * coats / Decimal("8")
    litres = litres.quantize(Decimal("0.1"), rounding=ROUND_CEILING)
    # as many 5 l cans as possible, then 2.5 l, then 1 l cans for what's left
    fives = int(litres // Decimal("5"))
    left = litres - fives * Decimal("5")
    halves = int(left // Decimal("2.5"))
    left = left - halves * Decimal("2.5")
    ones = int(math.ceil(left))
    cost = fives * Decimal("34.90") + halves * Decimal("19.90") + ones * Decimal("8.90")
    if finish == "silk":
        cost = cost * Decimal("1.10")
    if finish == "gloss":
        cost = cost * Decimal("1.25")
    cost = cost.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return {"area": area, "litres": litres, "cans": {"5": fives, "2.5": halves, "1": ones},
            "cost": cost}
"""
_orig = {}
exec(ORIGINAL, _orig)
original_order = _orig["paint_order"]


def outcome(func, *args, **kwargs):
    try:
        return ("ok", func(*args, **kwargs))
    except (ValueError, KeyError, TypeError) as exc:
        return (type(exc).__name__, None)


def test_given_tests_unchanged_and_pass():
    with open("test_paint.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_paint.py"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]


def room(length, width, height, doors=None, windows=None):
    r = {"length": length, "width": width, "height": height}
    if doors is not None:
        r["doors"] = doors
    if windows is not None:
        r["windows"] = windows
    return r


def sample_rooms():
    rng = random.Random(22)
    dims = [0.8, 1, 1.2, 2.4, 2.5, 2.75, 3, 3.35, 4, 4.1, 5.5, 7.25, 10]
    rooms = []
    for _ in range(60):
        rooms.append(room(rng.choice(dims), rng.choice(dims), rng.choice(dims[:8]),
                          rng.choice([None, 0, 1, 2, 3]), rng.choice([None, 0, 1, 2, 4])))
    return rooms


def test_same_results_as_original():
    rooms = sample_rooms()
    groups = [[]] + [[r] for r in rooms] + [rooms[i:i + 3] for i in range(0, 60, 3)] + [rooms]
    groups += [[room(1, 1, 1, 3)], [room(1, 1, 1, 0, 10)], [room(2, 2, 2, 2, 2)],
               [room("3.3", 2, "2.5")], [room(Decimal("3.3"), 2, 2.5, 1, 1)]]
    mismatches = []
    for rs, coats, finish in itertools.product(groups, [1, 2, 3, 5], ["matt", "silk", "gloss"]):
        want = outcome(original_order, [dict(r) for r in rs], coats, finish)
        got = outcome(paint.paint_order, [dict(r) for r in rs], coats, finish)
        if want != got:
            mismatches.append((rs, coats, finish, want, got))
    assert not mismatches, mismatches[:3]


@pytest.mark.parametrize("rooms,coats,finish", [
    ([room(4, 3, 2.5)], 0, "matt"), ([room(4, 3, 2.5)], -1, "matt"), ([room(4, 3, 2.5)], 1.0, "matt"),
    ([room(4, 3, 2.5)], 2, "eggshell"), ([room(4, 3, 2.5)], 2, "Matt"), ([], 2, "satin"),
    ([], 0, "matt"), ([room(4, 0, 2.5)], 2, "matt"), ([room(-4, 3, 2.5)], 2, "gloss"),
    ([room(4, 3, 0)], 2, "silk"), ([room(4, 3, 2.5, -1)], 2, "matt"),
    ([room(4, 3, 2.5, 0, -2)], 2, "matt"), ([{"width": 3, "height": 2.5}], 2, "matt"),
    ([room(4, 3, 2.5), room(1, 1, -1)], 1, "silk"),
])
def test_same_errors_as_original(rooms, coats, finish):
    want = outcome(original_order, rooms, coats, finish)
    got = outcome(paint.paint_order, rooms, coats, finish)
    assert want[0] != "ok"
    assert got == want


def test_defaults_kept():
    r = [room(4, 3.5, 2.5, 1, 2)]
    assert paint.paint_order(r) == original_order(r)
    assert paint.paint_order(r, 3) == original_order(r, 3)


def test_constants():
    assert paint.COVERAGE == {"matt": Decimal("12.5"), "silk": Decimal("10"), "gloss": Decimal("8")}
    assert paint.FINISH_FACTOR == {"matt": Decimal("1"), "silk": Decimal("1.10"),
                                   "gloss": Decimal("1.25")}
    assert isinstance(paint.CANS, list)
    assert [tuple(c) for c in paint.CANS] == [(Decimal("5"), Decimal("34.90")),
                                              (Decimal("2.5"), Decimal("19.90")),
                                              (Decimal("1"), Decimal("8.90"))]
    assert paint.DOOR_AREA == Decimal("1.9") and isinstance(paint.DOOR_AREA, Decimal)
    assert paint.WINDOW_AREA == Decimal("1.5") and isinstance(paint.WINDOW_AREA, Decimal)
    for table in (paint.COVERAGE, paint.FINISH_FACTOR):
        assert all(isinstance(v, Decimal) for v in table.values())


def test_wall_area():
    assert paint.wall_area(room(4, 3.5, 2.5, 1, 2)) == Decimal("32.6")
    assert paint.wall_area(room(4, 3.5, 2.5)) == Decimal("37.5")
    assert paint.wall_area(room(1, 1, 1, 3)) == 0
    assert paint.wall_area(room(2, 1, 1, 0, 4)) == 0
    assert paint.wall_area(room(2, 1, 1, 1, 1)) == Decimal("2.6")
    assert isinstance(paint.wall_area(room(2, 1, 1)), Decimal)
    for bad in (room(0, 1, 1), room(1, -1, 1), room(1, 1, 0), room(1, 1, 1, -1), room(1, 1, 1, 0, -1)):
        with pytest.raises(ValueError):
            paint.wall_area(bad)


def test_litres_needed():
    assert paint.litres_needed(Decimal("32.6"), 2, "matt") == Decimal("5.3")
    assert paint.litres_needed(Decimal("32.6"), 1, "gloss") == Decimal("4.1")
    assert paint.litres_needed(Decimal("25"), 2, "matt") == Decimal("4.0")
    assert paint.litres_needed(Decimal("10.01"), 1, "silk") == Decimal("1.1")
    assert paint.litres_needed(Decimal("0"), 3, "silk") == 0
    assert isinstance(paint.litres_needed(Decimal("7"), 1, "matt"), Decimal)
    for coats, finish in ((0, "matt"), (2, "lacquer"), (1.5, "silk")):
        with pytest.raises(ValueError):
            paint.litres_needed(Decimal("10"), coats, finish)


@pytest.mark.parametrize("litres,cans", [
    ("0", {"5": 0, "2.5": 0, "1": 0}), ("0.1", {"5": 0, "2.5": 0, "1": 1}),
    ("1.0", {"5": 0, "2.5": 0, "1": 1}), ("2.4", {"5": 0, "2.5": 0, "1": 3}),
    ("2.5", {"5": 0, "2.5": 1, "1": 0}), ("4.9", {"5": 0, "2.5": 1, "1": 3}),
    ("5.0", {"5": 1, "2.5": 0, "1": 0}), ("5.3", {"5": 1, "2.5": 0, "1": 1}),
    ("17.9", {"5": 3, "2.5": 1, "1": 1}), ("22.6", {"5": 4, "2.5": 1, "1": 1}),
    ("22.5", {"5": 4, "2.5": 1, "1": 0}),
])
def test_choose_cans(litres, cans):
    assert paint.choose_cans(Decimal(litres)) == cans


def test_tables_are_used(monkeypatch):
    r = [room(4, 3.5, 2.5, 1, 2)]
    monkeypatch.setitem(paint.COVERAGE, "matt", Decimal("5"))
    order = paint.paint_order(r)
    assert order["litres"] == Decimal("13.1")
    assert order["cans"] == {"5": 2, "2.5": 1, "1": 1}
    saved = list(paint.CANS)
    try:
        paint.CANS[0] = (Decimal("5"), Decimal("30.00"))
        assert paint.paint_order(r)["cost"] == Decimal("88.80")
        paint.CANS[2] = (Decimal("1"), Decimal("10"))
        assert paint.paint_order(r)["cost"] == Decimal("89.90")
    finally:
        paint.CANS[:] = saved
    monkeypatch.setitem(paint.FINISH_FACTOR, "gloss", Decimal("2"))
    assert paint.paint_order(r, 1, "gloss")["cost"] == Decimal("75.40")
    monkeypatch.setattr(paint, "DOOR_AREA", Decimal("0"))
    monkeypatch.setattr(paint, "WINDOW_AREA", Decimal("0"))
    assert paint.paint_order(r)["area"] == Decimal("37.5")
    assert paint.wall_area(r[0]) == Decimal("37.5")


def test_module_reloads_clean():
    importlib.reload(paint)
    assert paint.paint_order([room(4, 3.5, 2.5, 1, 2)])["cost"] == Decimal("43.80")
