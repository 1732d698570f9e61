"""What I charge for piano lessons. Money in pounds."""

RATES = {30: 18.0, 45: 26.0, 60: 34.0}  # lesson length in minutes: fee per lesson
MAX_WEEKS = 15  # the longest a term can be
SIBLING_DISCOUNT = 0.10  # off the term fee of every child except the dearest one
NOTICE_HOURS = 24  # cancel with less notice than this and half the lesson is charged
EXAM_FEES = {1: 45.0, 2: 52.0, 3: 58.0, 4: 66.0, 5: 72.0}  # exam entry fee by grade
HIGHER_GRADE_STEP = 12.0  # grades 6-8: the grade 5 fee plus this for each grade above 5


def lesson_fee(minutes):
    """Fee for one lesson of 30, 45 or 60 minutes; any other length is a ValueError."""
    if minutes not in RATES:
        raise ValueError(f"I don't do {minutes} minute lessons")
    return RATES[minutes]


def term_fee(minutes, weeks=10):
    """Fee for a term of weekly lessons, to 2 decimal places.

    weeks must be a whole number from 1 to MAX_WEEKS, else ValueError.
    """
    if not isinstance(weeks, int) or isinstance(weeks, bool) or not 1 <= weeks <= MAX_WEEKS:
        raise ValueError("a term is 1 to 15 weeks")
    return round(lesson_fee(minutes) * weeks, 2)


def family_fee(lengths, weeks=10):
    """Term fee for brothers and sisters, one lesson length per child.

    The child with the dearest term pays in full, every other child gets
    SIBLING_DISCOUNT off. Rounded to 2 decimal places. No children is a
    ValueError.
    """
    if not lengths:
        raise ValueError("no children given")
    fees = sorted((term_fee(minutes, weeks) for minutes in lengths), reverse=True)
    total = fees[0] + sum(fee * (1 - SIBLING_DISCOUNT) for fee in fees[1:])
    return round(total, 2)


def cancellation_charge(minutes, hours_notice):
    """What a cancelled lesson costs.

    With NOTICE_HOURS or more notice it's free (0.0); with less, half the
    lesson fee, to 2 decimal places. Negative notice is a ValueError.
    """
    if hours_notice < 0:
        raise ValueError("notice can't be negative")
    if hours_notice >= NOTICE_HOURS:
        return 0.0
    return round(lesson_fee(minutes) / 2, 2)


def exam_fee(grade):
    """Entry fee for a grade exam: grades 1-5 from EXAM_FEES, grades 6-8 the
    grade 5 fee plus HIGHER_GRADE_STEP per grade above 5. Any other grade is
    a ValueError.
    """
    if grade in EXAM_FEES:
        return EXAM_FEES[grade]
    if grade in (6, 7, 8):
        return EXAM_FEES[5] + HIGHER_GRADE_STEP * (grade - 5)
    raise ValueError(f"no such grade: {grade!r}")
