"""Hidden check for vet_vaccines_fix: next_due is the same date the interval's months later
(the month's last day when that date doesn't exist), reminders() follows from it, and the
rest of vaccines.py (errors, window, order, letter line) still works."""

import calendar
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from vaccines import letter_line, next_due, reminders  # noqa: E402

INTERVALS = {("dog", "lepto"): 12, ("dog", "dhp"): 36, ("dog", "kennel cough"): 12,
             ("cat", "flu"): 12, ("cat", "enteritis"): 36, ("rabbit", "myxo-rhd"): 12,
             ("rabbit", "rhd2"): 6}


def months_on(day, months):
    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def test_reported_cases():
    assert next_due("dog", "lepto", date(2024, 3, 15)) == date(2025, 3, 15)
    assert next_due("rabbit", "rhd2", date(2024, 8, 31)) == date(2025, 2, 28)
    assert next_due("dog", "dhp", date(2022, 1, 31)) == date(2025, 1, 31)


def test_month_ends():
    assert next_due("rabbit", "rhd2", date(2023, 8, 31)) == date(2024, 2, 29)
    assert next_due("cat", "flu", date(2024, 2, 29)) == date(2025, 2, 28)
    assert next_due("cat", "enteritis", date(2024, 2, 29)) == date(2027, 2, 28)
    assert next_due("rabbit", "rhd2", date(2024, 12, 31)) == date(2025, 6, 30)
    assert next_due("rabbit", "rhd2", date(2024, 7, 1)) == date(2025, 1, 1)
    assert next_due("rabbit", "rhd2", date(2024, 6, 30)) == date(2024, 12, 30)
    assert next_due("dog", "kennel cough", date(2023, 12, 1)) == date(2024, 12, 1)
    assert next_due(" Dog ", "Kennel Cough", date(2024, 1, 1)) == date(2025, 1, 1)
    assert next_due("RABBIT", "Myxo-RHD", date(2024, 5, 31)) == date(2025, 5, 31)


def test_sampled():
    rng = random.Random(58)
    for _ in range(3000):
        (species, vaccine), months = rng.choice(list(INTERVALS.items()))
        given = date(2019, 1, 1) + timedelta(days=rng.randint(0, 2500))
        assert next_due(species, vaccine, given) == months_on(given, months), (
            species, vaccine, given)


def test_reminders():
    records = [("Bella", "dog", "lepto", date(2024, 3, 15)),
               ("Thumper", "rabbit", "rhd2", date(2024, 8, 31)),
               ("Rolo", "dog", "dhp", date(2022, 1, 31)),
               ("Mog", "cat", "flu", date(2024, 3, 16)),
               ("Fudge", "rabbit", "myxo-rhd", date(2024, 2, 29))]
    assert reminders(records, date(2025, 3, 1)) == [
        (date(2025, 1, 31), "Rolo", "dhp"), (date(2025, 2, 28), "Fudge", "myxo-rhd"),
        (date(2025, 2, 28), "Thumper", "rhd2"), (date(2025, 3, 15), "Bella", "lepto")]
    assert reminders(records, date(2025, 2, 13)) == [(date(2025, 1, 31), "Rolo", "dhp")]
    assert reminders(records, date(2025, 2, 14)) == [
        (date(2025, 1, 31), "Rolo", "dhp"), (date(2025, 2, 28), "Fudge", "myxo-rhd"),
        (date(2025, 2, 28), "Thumper", "rhd2")]
    assert reminders(records, date(2025, 3, 10), window=5) == [
        (date(2025, 1, 31), "Rolo", "dhp"), (date(2025, 2, 28), "Fudge", "myxo-rhd"),
        (date(2025, 2, 28), "Thumper", "rhd2"), (date(2025, 3, 15), "Bella", "lepto")]
    assert reminders(records, date(2025, 3, 10), window=4) == [
        (date(2025, 1, 31), "Rolo", "dhp"), (date(2025, 2, 28), "Fudge", "myxo-rhd"),
        (date(2025, 2, 28), "Thumper", "rhd2")]
    assert reminders(records, date(2024, 6, 1)) == []
    assert reminders([], date(2025, 1, 1)) == []


def test_reminders_sampled():
    rng = random.Random(5858)
    pets = ["Bella", "Rolo", "Mog", "Thumper", "Biscuit", "Pepper", "Luna"]
    for _ in range(300):
        records = []
        for _ in range(rng.randint(0, 8)):
            (species, vaccine), _m = rng.choice(list(INTERVALS.items()))
            records.append((rng.choice(pets), species, vaccine,
                            date(2022, 1, 1) + timedelta(days=rng.randint(0, 900))))
        today = date(2024, 1, 1) + timedelta(days=rng.randint(0, 500))
        window = rng.randint(0, 30)
        want = sorted((months_on(g, INTERVALS[(s, v)]), p, v) for p, s, v, g in records
                      if months_on(g, INTERVALS[(s, v)]) <= today + timedelta(days=window))
        assert reminders(records, today, window) == want


def test_rest_unchanged():
    for species, vaccine in [("dog", "flu"), ("hamster", "rhd2"), ("cat", ""),
                             ("dog", "leptospirosis")]:
        with pytest.raises(ValueError):
            next_due(species, vaccine, date(2024, 1, 1))
    with pytest.raises(ValueError):
        reminders([("Rex", "dog", "rabies", date(2024, 1, 1))], date(2024, 6, 1))
    assert letter_line("Bella", "lepto", date(2025, 3, 5)) == \
        "Bella's lepto booster is due on 5 March 2025."
    assert letter_line("Thumper", "rhd2", date(2025, 2, 28)) == \
        "Thumper's rhd2 booster is due on 28 February 2025."
