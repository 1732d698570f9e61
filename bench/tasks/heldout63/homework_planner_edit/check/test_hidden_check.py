"""Hidden check for homework_planner_edit: the new plan() puts each piece of homework on the
first evening from start (before it's due) with room for it, else the evening before it's
due; due-on-or-before-start left out; labels in placing order; minutes_per_day checked; the
rest of homework.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from homework import (Homework, due_on, label, minutes_by_subject, overdue,  # noqa: E402
                      parse, plan)

LINES = ["2024-10-08 | Maths | worksheet 4 | 30",
         "2024-10-08 | French | vocab test revision | 20",
         "2024-10-09 | English | read chapter 6 | 40",
         "2024-10-10 | Science | poster on the water cycle | 90",
         "2024-10-10 | History | source questions | 25",
         "2024-10-11 | Maths | worksheet 5 | 30",
         "2024-10-07 | Geography | map work | 20"]


def expected(items, start, per_day):
    booked, evenings = {}, {}
    todo = [(item.due, n, item) for n, item in enumerate(items) if item.due > start]
    for _, _, item in sorted(todo, key=lambda t: (t[0], t[1])):
        day = None
        d = start
        while d < item.due:
            if booked.get(d, 0) + item.minutes <= per_day:
                day = d
                break
            d += timedelta(days=1)
        if day is None:
            day = item.due - timedelta(days=1)
        booked[day] = booked.get(day, 0) + item.minutes
        evenings.setdefault(day, []).append(f"{item.subject}: {item.task}")
    return {d: evenings[d] for d in sorted(evenings)}


def test_prompt_example():
    items = parse(LINES)
    got = plan(items, date(2024, 10, 7))
    assert got == {
        date(2024, 10, 7): ["Maths: worksheet 4", "French: vocab test revision"],
        date(2024, 10, 8): ["English: read chapter 6"],
        date(2024, 10, 9): ["Science: poster on the water cycle", "History: source questions"],
        date(2024, 10, 10): ["Maths: worksheet 5"]}
    assert list(got) == sorted(got)
    assert plan(items, date(2024, 10, 7), 90) == {
        date(2024, 10, 7): ["Maths: worksheet 4", "French: vocab test revision",
                            "English: read chapter 6"],
        date(2024, 10, 8): ["Science: poster on the water cycle"],
        date(2024, 10, 9): ["History: source questions", "Maths: worksheet 5"]}
    assert plan(items, date(2024, 10, 7), minutes_per_day=90) == plan(items, date(2024, 10, 7), 90)


def test_more_cases():
    items = parse(LINES)
    # from the 9th only the things due on the 10th and 11th are left
    assert plan(items, date(2024, 10, 9)) == {
        date(2024, 10, 9): ["Science: poster on the water cycle", "History: source questions"],
        date(2024, 10, 10): ["Maths: worksheet 5"]}
    assert plan(items, date(2024, 10, 11)) == {}
    assert plan([], date(2024, 10, 1)) == {}
    # the file order decides between things due the same day, not the subject
    same = [Homework(date(2024, 3, 5), "Science", "a", 40), Homework(date(2024, 3, 5), "Art", "b", 40)]
    assert plan(same, date(2024, 3, 3)) == {date(2024, 3, 3): ["Science: a"],
                                            date(2024, 3, 4): ["Art: b"]}
    # a later, shorter piece can still fill a gap on an earlier evening
    items2 = [Homework(date(2024, 3, 10), "Maths", "big", 50),
              Homework(date(2024, 3, 10), "Maths", "bigger", 45),
              Homework(date(2024, 3, 12), "French", "short", 10)]
    assert plan(items2, date(2024, 3, 8)) == {
        date(2024, 3, 8): ["Maths: big", "French: short"], date(2024, 3, 9): ["Maths: bigger"]}
    # exactly full is fine
    items3 = [Homework(date(2024, 3, 10), "A", "x", 60), Homework(date(2024, 3, 10), "B", "y", 1)]
    assert plan(items3, date(2024, 3, 9)) == {date(2024, 3, 9): ["A: x", "B: y"]}
    assert plan(items3, date(2024, 3, 8)) == {date(2024, 3, 8): ["A: x"],
                                              date(2024, 3, 9): ["B: y"]}
    # too long for any evening: the evening before it's due
    items4 = [Homework(date(2024, 3, 15), "DT", "model", 120)]
    assert plan(items4, date(2024, 3, 10)) == {date(2024, 3, 14): ["DT: model"]}
    # across a month end
    items5 = [Homework(date(2024, 11, 2), "Maths", "p1", 60), Homework(date(2024, 11, 2), "Maths", "p2", 60)]
    assert plan(items5, date(2024, 10, 31)) == {date(2024, 10, 31): ["Maths: p1"],
                                                date(2024, 11, 1): ["Maths: p2"]}


def test_minutes_per_day_errors():
    items = parse(LINES)
    for bad in [0, -30, 45.5]:
        with pytest.raises(ValueError):
            plan(items, date(2024, 10, 7), bad)


def test_items_not_changed():
    items = parse(LINES)
    before = list(items)
    plan(items, date(2024, 10, 7), 30)
    assert items == before


def test_sampled():
    rng = random.Random(6363)
    subjects = ["Maths", "English", "Science", "French", "History", "Art"]
    for _ in range(600):
        start = date(2024, 9, 1) + timedelta(days=rng.randint(0, 200))
        items = [Homework(start + timedelta(days=rng.randint(-3, 10)), rng.choice(subjects),
                          f"task {k}", rng.choice([10, 15, 20, 25, 30, 40, 45, 60, 75, 90]))
                 for k in range(rng.randint(0, 10))]
        per_day = rng.choice([30, 45, 60, 90, 120])
        got = plan(items, start, per_day)
        want = expected(items, start, per_day)
        assert got == want, (items, start, per_day)
        assert list(got) == list(want)


def test_rest_unchanged():
    items = parse(["# half term", ""] + LINES)
    assert items[0] == Homework(date(2024, 10, 8), "Maths", "worksheet 4", 30)
    assert len(items) == 7
    for bad, n in [(["2024-10-08 | Maths | 30"], 1), (["", "08/10/2024 | Maths | w | 30"], 2),
                   (["2024-10-08 | Maths | w | 0"], 1), (["2024-10-08 | Maths | w | half"], 1),
                   (["2024-10-08 |  | w | 30"], 1)]:
        with pytest.raises(ValueError, match=f"line {n}"):
            parse(bad)
    assert label(items[1]) == "French: vocab test revision"
    assert due_on(items, date(2024, 10, 8)) == ["Maths: worksheet 4", "French: vocab test revision"]
    assert due_on(items, date(2024, 10, 12)) == []
    assert [label(i) for i in overdue(items, date(2024, 10, 9))] == [
        "Geography: map work", "Maths: worksheet 4", "French: vocab test revision"]
    assert minutes_by_subject(items) == {"English": 40, "French": 20, "Geography": 20,
                                         "History": 25, "Maths": 60, "Science": 90}
