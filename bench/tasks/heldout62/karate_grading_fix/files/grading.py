"""Belt gradings for the junior and adult karate classes at my club."""

BELTS = ["white", "red", "yellow", "orange", "green", "blue", "purple", "brown", "black"]
MIN_MONTHS = 3  # months at a belt before grading, for the belts below green
MIN_MONTHS_SENIOR = 6  # months at a belt before grading, from green belt up
MIN_LESSONS = 20  # lessons since the last grading
JUNIOR_AGE = 16  # under this age is a junior
FEES = {"junior": 25.0, "adult": 35.0}
BLACK_BELT_FEE = 80.0  # the grading for black belt, at any age


def belt_index(belt):
    """Position of a belt in BELTS (white is 0).

    Capitals and spaces round the name don't matter; a belt that isn't in
    BELTS is a ValueError.
    """
    name = belt.strip()
    if name not in BELTS:
        raise ValueError(f"no such belt: {belt!r}")
    return BELTS.index(name)


def next_belt(belt):
    """The belt a student grades for from ``belt``. Black has no next belt: ValueError."""
    i = belt_index(belt)
    if i == len(BELTS) - 1:
        raise ValueError("black is the last belt")
    return BELTS[i + 1]


def months_needed(belt):
    """Months a student must spend at ``belt`` before grading from it."""
    if belt_index(belt) > BELTS.index("green"):
        return MIN_MONTHS_SENIOR
    return MIN_MONTHS


def can_grade(belt, months, lessons):
    """True if a student at ``belt`` for ``months`` months with ``lessons`` lessons can grade.

    They need at least months_needed(belt) months and at least MIN_LESSONS
    lessons. A black belt can't grade (there's nothing after it).
    """
    if belt_index(belt) == len(BELTS) - 1:
        return False
    return months >= months_needed(belt) and lessons >= MIN_LESSONS


def grading_fee(belt, age):
    """The fee to grade from ``belt``: FEES by age, or BLACK_BELT_FEE for black belt."""
    if next_belt(belt) == "black":
        return BLACK_BELT_FEE
    return FEES["junior"] if age <= JUNIOR_AGE else FEES["adult"]


def grading_list(students):
    """Who can grade next time: [(name, belt they grade for, fee)].

    students is a list of (name, belt, age, months, lessons). Only those who
    can_grade, lowest belt first, then by name.
    """
    ready = []
    for name, belt, age, months, lessons in students:
        if can_grade(belt, months, lessons):
            ready.append((belt_index(belt), name, next_belt(belt), grading_fee(belt, age)))
    ready.sort()
    return [(name, new_belt, fee) for _, name, new_belt, fee in ready]
