"""Hidden check for karaoke_module: karaoke.py with parse_length, format_length, running_order,
timetable and last_orders as the prompt describes them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import karaoke  # noqa: E402

REQUESTS = [("Dave", "Bohemian Rhapsody"), ("Sue", "Jolene"), ("dave ", "Wonderwall"),
            ("Priya", "Valerie"), ("Sue", "Dancing Queen"), ("Sue", "Wannabe")]
LENGTHS = {"Bohemian Rhapsody": "5:55", "Jolene": "2:42", "Wonderwall": "4:18",
           "Valerie": "3:39", "Dancing Queen": "3:51", "Wannabe": "2:53"}
ORDER = [("Dave", "Bohemian Rhapsody"), ("Sue", "Jolene"), ("Priya", "Valerie"),
         ("Dave", "Wonderwall"), ("Sue", "Dancing Queen"), ("Sue", "Wannabe")]


def secs(text):
    m, s = text.strip().split(":")
    return int(m) * 60 + int(s)


def clock_secs(text):
    h, m = text.split(":")
    return int(h) * 3600 + int(m) * 60


def expected_timetable(order, lengths, start, gap):
    at, rows = clock_secs(start), []
    for singer, song in order:
        minute = at // 60 % 1440
        rows.append((f"{minute // 60:02d}:{minute % 60:02d}", singer, song))
        at += secs(lengths[song]) + gap
    return rows


def expected_last_orders(order, lengths, start, closing, gap):
    begin, close = clock_secs(start), clock_secs(closing)
    if close <= begin:
        close += 86400
    at, sung = begin, []
    for singer, song in order:
        end = at + secs(lengths[song])
        if end > close:
            break
        sung.append((singer, song))
        at = end + gap
    return sung


def test_prompt_examples():
    assert karaoke.parse_length("3:45") == 225
    assert karaoke.parse_length(" 10:05 ") == 605
    assert karaoke.format_length(225) == "3:45"
    assert karaoke.format_length(9) == "0:09"
    assert karaoke.format_length(0) == "0:00"
    assert karaoke.format_length(3905) == "65:05"
    order = karaoke.running_order(REQUESTS)
    assert order == ORDER
    assert karaoke.timetable(order, LENGTHS, "21:30") == [
        ("21:30", "Dave", "Bohemian Rhapsody"), ("21:36", "Sue", "Jolene"),
        ("21:40", "Priya", "Valerie"), ("21:45", "Dave", "Wonderwall"),
        ("21:50", "Sue", "Dancing Queen"), ("21:55", "Sue", "Wannabe")]
    assert karaoke.last_orders(order, LENGTHS, "21:30", "21:50") == ORDER[:4]
    assert karaoke.timetable([("Sue", "Jolene"), ("Dave", "Wonderwall")], LENGTHS,
                             "23:58") == [("23:58", "Sue", "Jolene"),
                                          ("00:01", "Dave", "Wonderwall")]


def test_lengths_more():
    assert karaoke.parse_length("0:01") == 1
    assert karaoke.parse_length("0:59") == 59
    assert karaoke.parse_length("1:00") == 60
    assert karaoke.parse_length("12:30") == 750
    assert karaoke.parse_length("125:00") == 7500
    for bad in ["3:5", "3.45", "3:60", "-1:30", "", "3:45:00", "0:00", "abc", ":45", "3:",
                "3:4x", "345", "1:99"]:
        with pytest.raises(ValueError):
            karaoke.parse_length(bad)
    for n in [1, 59, 60, 61, 599, 600, 3599, 3600, 6000]:
        assert karaoke.format_length(n) == f"{n // 60}:{n % 60:02d}"
        assert karaoke.parse_length(karaoke.format_length(n)) == n
    for bad in [-1, -60, 2.5, "225", None]:
        with pytest.raises(ValueError):
            karaoke.format_length(bad)


def test_running_order_more():
    assert karaoke.running_order([]) == []
    assert karaoke.running_order([("Ann", "a1"), ("Ann", "a2"), ("Ann", "a3")]) == [
        ("Ann", "a1"), ("Ann", "a2"), ("Ann", "a3")]
    assert karaoke.running_order([("Ann", "a1"), ("Bob", "b1"), ("ANN", "a2"), ("Cy", "c1"),
                                  ("bob", "b2"), ("Bob ", "b3"), ("cy", "c2")]) == [
        ("Ann", "a1"), ("Bob", "b1"), ("Cy", "c1"), ("Ann", "a2"), ("Bob", "b2"), ("Cy", "c2"),
        ("Bob", "b3")]
    assert karaoke.running_order([("  Jo ", "Song 2"), ("jo", "Song 2")]) == [
        ("Jo", "Song 2"), ("Jo", "Song 2")]
    for bad in [[("", "Jolene")], [("  ", "Jolene")], [("Sue", "")], [("Sue", "Jolene"),
                                                                      ("Dave", "  ")]]:
        with pytest.raises(ValueError):
            karaoke.running_order(bad)
    rng = random.Random(3636)
    for _ in range(300):
        requests = [(rng.choice(["Ann", "bob", "Cy", "dee", "Eve"]), f"song {i}")
                    for i in range(rng.randint(1, 15))]
        got = karaoke.running_order(requests)
        firsts, queues = [], {}
        for singer, song in requests:
            if singer not in queues:
                firsts.append(singer)
                queues[singer] = []
            queues[singer].append(song)
        want = []
        for turn in range(15):
            want += [(s, queues[s][turn]) for s in firsts if turn < len(queues[s])]
        assert got == want, requests


def test_timetable_more():
    assert karaoke.timetable([], LENGTHS) == []
    assert karaoke.timetable([("Sue", "Jolene")], LENGTHS) == [("20:00", "Sue", "Jolene")]
    assert karaoke.timetable(ORDER[:3], LENGTHS) == [
        ("20:00", "Dave", "Bohemian Rhapsody"), ("20:06", "Sue", "Jolene"),
        ("20:10", "Priya", "Valerie")]
    assert karaoke.timetable(ORDER[:3], LENGTHS, "09:05", gap=0) == [
        ("09:05", "Dave", "Bohemian Rhapsody"), ("09:10", "Sue", "Jolene"),
        ("09:13", "Priya", "Valerie")]
    assert karaoke.timetable(ORDER[:3], LENGTHS, "21:30", 120) == [
        ("21:30", "Dave", "Bohemian Rhapsody"), ("21:37", "Sue", "Jolene"),
        ("21:42", "Priya", "Valerie")]
    rng = random.Random(36)
    songs = list(LENGTHS)
    for _ in range(400):
        order = [(rng.choice(["Ann", "Bob"]), rng.choice(songs)) for _ in range(rng.randint(0, 12))]
        start = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        gap = rng.randint(0, 200)
        assert karaoke.timetable(order, LENGTHS, start, gap) == expected_timetable(
            order, LENGTHS, start, gap), (order, start, gap)


def test_timetable_errors():
    for start in ["24:00", "8pm", "20:60", "2000", "", "20-00"]:
        with pytest.raises(ValueError):
            karaoke.timetable(ORDER, LENGTHS, start)
    with pytest.raises(ValueError):
        karaoke.timetable(ORDER, LENGTHS, "20:00", -1)
    with pytest.raises(ValueError):
        karaoke.timetable([("Sue", "Jolene"), ("Sue", "Waterloo")], LENGTHS)
    with pytest.raises(ValueError):
        karaoke.timetable([("Sue", "jolene")], LENGTHS)
    with pytest.raises(ValueError):
        karaoke.timetable([("Sue", "Jolene")], {"Jolene": "2.42"})
    with pytest.raises(ValueError):
        karaoke.timetable([("Sue", "Jolene")], {"Jolene": "0:00"})


def test_last_orders_more():
    assert karaoke.last_orders(ORDER, LENGTHS, "21:30", "21:55") == ORDER[:5]
    assert karaoke.last_orders(ORDER, LENGTHS, "21:30", "23:00") == ORDER
    assert karaoke.last_orders(ORDER, LENGTHS, "21:30", "21:35") == []
    assert karaoke.last_orders([], LENGTHS, "21:30", "21:35") == []
    # Bohemian Rhapsody ends at exactly 21:35:55; finishing on the dot counts
    lengths = dict(LENGTHS, **{"Bohemian Rhapsody": "5:00"})
    assert karaoke.last_orders(ORDER, lengths, "21:30", "21:35") == ORDER[:1]
    assert karaoke.last_orders(ORDER, lengths, "21:30", "21:35", gap=0) == ORDER[:1]
    # a long song blocks the shorter ones after it
    order = [("Ann", "Jolene"), ("Bob", "Bohemian Rhapsody"), ("Cy", "Jolene")]
    assert karaoke.last_orders(order, LENGTHS, "22:00", "22:08") == [("Ann", "Jolene")]
    # closing after midnight
    assert karaoke.last_orders(ORDER, LENGTHS, "23:50", "00:10") == ORDER[:4]
    assert karaoke.last_orders(ORDER, LENGTHS, "23:50", "00:09") == ORDER[:3]
    assert karaoke.last_orders(ORDER, LENGTHS, "23:50", "00:30") == ORDER
    assert karaoke.last_orders(ORDER, LENGTHS, "23:50", "23:40") == ORDER
    assert karaoke.last_orders(ORDER[:2], LENGTHS, "00:00", "00:09", gap=0) == ORDER[:2]
    rng = random.Random(363)
    songs = list(LENGTHS)
    for _ in range(400):
        order = [(rng.choice(["Ann", "Bob"]), rng.choice(songs)) for _ in range(rng.randint(0, 12))]
        start = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        closing = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        gap = rng.randint(0, 200)
        assert karaoke.last_orders(order, LENGTHS, start, closing, gap) == expected_last_orders(
            order, LENGTHS, start, closing, gap), (order, start, closing, gap)


def test_last_orders_errors():
    for start, closing in [("24:00", "23:00"), ("21:00", "25:00"), ("21:00", "11pm"),
                           ("21:00", "23:70")]:
        with pytest.raises(ValueError):
            karaoke.last_orders(ORDER, LENGTHS, start, closing)
    with pytest.raises(ValueError):
        karaoke.last_orders(ORDER, LENGTHS, "21:00", "23:00", gap=-5)
    with pytest.raises(ValueError):
        karaoke.last_orders([("Sue", "Waterloo")], LENGTHS, "21:00", "23:00")
