"""Hidden check for tutor_invoice_module: tutoring.py with parse_line, invoice and students as
the prompt describes them (names any capitals, in person / online / cancelled prices, notes
skipped), examples and error rules."""

import os
import random
import sys
from datetime import date

import pytest

sys.path.insert(0, os.getcwd())
import tutoring  # noqa: E402

LOG = """2024-03-04 Amy 60
2024-03-05 ben 90 online
2024-03-11 amy 45 online
# half term next week
2024-03-18 Amy 60 cancelled
2024-03-25 AMY 60
2024-04-01 Amy 60""".splitlines()


def bill(got, student, lessons, cancelled, minutes, total):
    assert isinstance(got, dict), got
    assert set(got) == {"student", "lessons", "cancelled", "minutes", "total"}, got
    assert got["student"] == student, got
    assert got["lessons"] == lessons, got
    assert got["cancelled"] == cancelled, got
    assert got["minutes"] == minutes, got
    assert abs(got["total"] - total) < 1e-9, got


def test_prompt_examples():
    assert tutoring.parse_line("2024-03-05 ben 90 online") == (date(2024, 3, 5), "Ben", 90,
                                                               "online")
    bill(tutoring.invoice(LOG, "amy", 2024, 3), "Amy", 3, 1, 165, 114.0)
    assert tutoring.students(LOG) == ["Amy", "Ben"]


def test_parse_line():
    assert tutoring.parse_line("2024-03-04 Amy 60") == (date(2024, 3, 4), "Amy", 60,
                                                        "in person")
    assert tutoring.parse_line("2024-03-18 Amy 60 cancelled") == (date(2024, 3, 18), "Amy",
                                                                  60, "cancelled")
    assert tutoring.parse_line("2024-03-25 AMY 60") == (date(2024, 3, 25), "Amy", 60,
                                                        "in person")
    assert tutoring.parse_line("2024-11-30 oLIVER 120 online") == (
        date(2024, 11, 30), "Oliver", 120, "online")
    assert tutoring.parse_line("2025-01-02 zara 30") == (date(2025, 1, 2), "Zara", 30,
                                                         "in person")
    got = tutoring.parse_line("2024-03-04 Amy 60")
    assert type(got[2]) is int


def test_parse_line_errors():
    for bad in ["", "2024-03-04 Amy", "2024-03-04 Amy sixty", "2024-03-04 Amy 0",
                "2024-03-04 Amy -30", "2024-03-04 Amy 45.5", "04/03/2024 Amy 60",
                "2024-02-30 Amy 60", "2024-03-04 Amy 60 zoom", "2024-03-04 Amy 60 online late",
                "2024-03-04 Amy Smith 60", "Amy 2024-03-04 60"]:
        with pytest.raises(ValueError):
            tutoring.parse_line(bad)


def test_invoice_more():
    bill(tutoring.invoice(LOG, "Ben", 2024, 3), "Ben", 1, 0, 90, 48.0)
    bill(tutoring.invoice(LOG, "AMY", 2024, 4), "Amy", 1, 0, 60, 36.0)
    bill(tutoring.invoice(LOG, "Amy", 2024, 5), "Amy", 0, 0, 0, 0.0)
    bill(tutoring.invoice(LOG, "Amy", 2023, 3), "Amy", 0, 0, 0, 0.0)
    bill(tutoring.invoice(LOG, "ben", 2024, 4), "Ben", 0, 0, 0, 0.0)
    bill(tutoring.invoice(LOG, "Chloe", 2024, 3), "Chloe", 0, 0, 0, 0.0)
    log = ["2024-06-03 Sam 30", "", "# Sam's mum paid cash for May",
           "2024-06-05 sam 75 online", "2024-06-10 Sam 45 cancelled",
           "2024-06-12 Sam 30 cancelled", "2024-06-20 Sam 50", "2024-07-01 Sam 60",
           "2024-06-21 Priya 60"]
    # 18 + 40 + 13.50 + 9 + 30
    bill(tutoring.invoice(log, "sam", 2024, 6), "Sam", 3, 2, 155, 110.5)
    bill(tutoring.invoice(log, "Priya", 2024, 6), "Priya", 1, 0, 60, 36.0)
    assert tutoring.students(log) == ["Priya", "Sam"]


def test_invoice_sampled():
    rng = random.Random(5757)
    names = ["amy", "Ben", "CHLOE", "dev"]
    price = {"": 9.0, " online": 8.0, " cancelled": 4.5}  # per 15 minutes
    for _ in range(50):
        lines, want = [], {}
        for _ in range(rng.randint(0, 25)):
            name = rng.choice(names)
            month = rng.choice([2, 3, 4])
            tag = rng.choice(["", " online", " cancelled"])
            quarters = rng.randint(1, 8)
            lines.append(f"2024-{month:02d}-{rng.randint(1, 28):02d} "
                         f"{rng.choice([name, name.upper(), name.lower()])} {15 * quarters}{tag}")
            if rng.random() < 0.2:
                lines.append("# note")
            if month == 3:
                w = want.setdefault(name.capitalize(), [0, 0, 0, 0.0])
                if tag == " cancelled":
                    w[1] += 1
                else:
                    w[0] += 1
                    w[2] += 15 * quarters
                w[3] += price[tag] * quarters
        for name in names:
            key = name.capitalize()
            lessons, cancelled, minutes, total = want.get(key, [0, 0, 0, 0.0])
            bill(tutoring.invoice(lines, name.lower(), 2024, 3), key, lessons, cancelled,
                 minutes, total)
        seen = sorted({line.split()[1].capitalize() for line in lines if line[0] != "#"})
        assert tutoring.students(lines) == seen


def test_invoice_errors():
    for month in [0, 13, -1]:
        with pytest.raises(ValueError):
            tutoring.invoice(LOG, "Amy", 2024, month)
    for bad in ["2024-03-04 Amy sixty", "2024-04-04 Ben 60 zoom", "2024-13-01 Ben 60"]:
        with pytest.raises(ValueError):
            tutoring.invoice(LOG + [bad], "Amy", 2024, 3)


def test_students_more():
    assert tutoring.students([]) == []
    assert tutoring.students(["# nobody yet", ""]) == []
    assert tutoring.students(["2024-01-01 zoe 60", "2024-01-02 ALFIE 30 online",
                              "2024-01-03 Zoe 60 cancelled", "2024-01-04 mia 45"]) == [
        "Alfie", "Mia", "Zoe"]
