"""Hidden check for open_mic_module: openmic.py with parse_signup, running_order, finish_time,
misses_out and regulars as the prompt describes them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import openmic  # noqa: E402

SHEET = """Jo Baker - acoustic guitar - 8
Dev Patel - poetry - 5
The Two Bobs - folk duo - 12
Mary-Jane Cole - comedy
Sid - ukulele - 6
Harriet Lowe - piano - 15
Ben - beatbox - 4
Kat Smith - fiddle - 15
Old Tom - sea shanties - 10
Lily - harp - 15"""


def acts():
    return [openmic.parse_signup(line) for line in SHEET.splitlines()]


def act(name, minutes):
    return {"name": name, "act": "song", "minutes": minutes}


def hm(m):
    return f"{m // 60:02d}:{m % 60:02d}"


def exp_slots(acts_, start, changeover):
    h, m = start.split(":")
    t, had, out = int(h) * 60 + int(m), False, []
    for i, a in enumerate(acts_):
        if i:
            t += changeover
        if not had and t >= 21 * 60:
            t, had = t + 20, True
        out.append((t, t + a["minutes"], a["name"]))
        t += a["minutes"]
    return out


def test_prompt_examples():
    a = acts()
    assert a[0] == {"name": "Jo Baker", "act": "acoustic guitar", "minutes": 8}
    assert a[3] == {"name": "Mary-Jane Cole", "act": "comedy", "minutes": 10}
    assert openmic.running_order(a) == [
        ("19:30", "Jo Baker"), ("19:41", "Dev Patel"), ("19:49", "The Two Bobs"),
        ("20:04", "Mary-Jane Cole"), ("20:17", "Sid"), ("20:26", "Harriet Lowe"),
        ("20:44", "Ben"), ("20:51", "Kat Smith"), ("21:29", "Old Tom"), ("21:42", "Lily")]
    assert openmic.finish_time(a) == "21:57"
    assert openmic.misses_out(a, curfew="21:30") == ["Old Tom", "Lily"]
    assert openmic.regulars([["Jo Baker", "Sid", "dev patel"], ["jo baker", "Dev Patel", "Kat"],
                             ["Sid", "Jo Baker ", "Dev Patel"], ["Kat", "sid"]]) == [
        ("dev patel", 3), ("Jo Baker", 3), ("Sid", 3)]


def test_parse_signup_more():
    assert openmic.parse_signup("  Sid   -  ukulele - 6 ") == {
        "name": "Sid", "act": "ukulele", "minutes": 6}
    assert openmic.parse_signup("Ann - spoken word - 15") == {
        "name": "Ann", "act": "spoken word", "minutes": 15}
    assert openmic.parse_signup("Ann - hip-hop - 1") == {
        "name": "Ann", "act": "hip-hop", "minutes": 1}
    assert openmic.parse_signup("Jean-Luc - sax") == {"name": "Jean-Luc", "act": "sax",
                                                       "minutes": 10}


@pytest.mark.parametrize("bad", ["Ann", " - sax - 5", "Ann -  - 5", "Ann - sax - 0",
                                 "Ann - sax - 16", "Ann - sax - 7.5", "Ann - sax - ten",
                                 "Ann - sax - 5 - 6", "Ann - sax - -3", ""])
def test_parse_signup_errors(bad):
    with pytest.raises(ValueError):
        openmic.parse_signup(bad)


def test_running_order_options():
    a = [act("A", 10), act("B", 10), act("C", 10)]
    assert openmic.running_order(a, start="20:00", changeover=0) == [
        ("20:00", "A"), ("20:10", "B"), ("20:20", "C")]
    assert openmic.running_order(a, "20:00", 5) == [
        ("20:00", "A"), ("20:15", "B"), ("20:30", "C")]
    # B would start at exactly 21:00: the interval goes before it
    assert openmic.running_order(a, start="20:47") == [
        ("20:47", "A"), ("21:20", "B"), ("21:33", "C")]
    assert openmic.finish_time(a, start="20:47") == "21:43"
    assert openmic.running_order(a, start="20:40") == [
        ("20:40", "A"), ("20:53", "B"), ("21:26", "C")]
    # 20:59 is before 21:00: no interval before B; C gets it
    assert openmic.running_order(a, start="20:39", changeover=10) == [
        ("20:39", "A"), ("20:59", "B"), ("21:39", "C")]
    assert openmic.running_order([], "19:30") == []
    assert openmic.finish_time([], start="20:15") == "20:15"
    assert openmic.finish_time([act("A", 7)], start="09:05") == "09:12"


def test_only_one_interval():
    a = [act(f"P{i}", 15) for i in range(8)]
    got = openmic.running_order(a, start="20:00", changeover=2)
    assert got == [(hm(s), n) for s, _, n in exp_slots(a, "20:00", 2)]
    assert got[4] == ("21:28", "P4") and got[5] == ("21:45", "P5")


def test_misses_out():
    a = [act("A", 10), act("B", 10), act("C", 10)]
    assert openmic.misses_out(a, curfew="20:37", start="20:00") == []
    assert openmic.misses_out(a, curfew="20:36", start="20:00") == []
    assert openmic.misses_out(a, curfew="20:35", start="20:00") == ["C"]
    assert openmic.misses_out(a, "20:10", "20:00") == ["B", "C"]
    assert openmic.misses_out(a, "20:09", "20:00", 0) == ["A", "B", "C"]
    assert openmic.misses_out(acts()) == []
    assert openmic.misses_out(acts(), "21:57") == []
    assert openmic.misses_out(acts(), "21:56") == ["Lily"]


def test_sampled():
    rng = random.Random(6161)
    for _ in range(300):
        a = [act(f"N{i}", rng.randint(1, 15)) for i in range(rng.randint(0, 14))]
        start = hm(rng.randint(18 * 60, 21 * 60 + 30))
        ch = rng.randint(0, 6)
        slots = exp_slots(a, start, ch)
        assert openmic.running_order(a, start, ch) == [(hm(s), n) for s, _, n in slots]
        assert openmic.finish_time(a, start, ch) == (hm(slots[-1][1]) if slots else start)
        curfew = hm(rng.randint(20 * 60, 23 * 60 + 30))
        c = int(curfew[:2]) * 60 + int(curfew[3:])
        assert openmic.misses_out(a, curfew, start, ch) == [n for _, e, n in slots if e > c]


def test_time_errors():
    a = [act("A", 10)]
    for bad in ["7.30pm", "1930", "25:00", "19:60", "19:3"]:
        with pytest.raises(ValueError):
            openmic.running_order(a, start=bad)
        with pytest.raises(ValueError):
            openmic.misses_out(a, curfew=bad)
    for bad in [-1, 2.5, "3"]:
        with pytest.raises(ValueError):
            openmic.running_order(a, changeover=bad)


def test_regulars_more():
    nights = [["Ann", "ann", "Bo"], ["ANN"], [" Bo ", "Cy"], ["cy", "Bo", "ann"]]
    assert openmic.regulars(nights) == [("Ann", 3), ("Bo", 3)]
    assert openmic.regulars(nights, at_least=2) == [("Ann", 3), ("Bo", 3), ("Cy", 2)]
    assert openmic.regulars(nights, 4) == []
    assert openmic.regulars([], 1) == []
    assert openmic.regulars([["zed", "Amy"], ["Amy", "Zed"]], 1) == [("Amy", 2), ("zed", 2)]
