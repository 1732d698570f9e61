"""Scores for the typing practice sessions I run for my students.

As in the usual typing tests, a "word" is five characters, spaces and
punctuation included, and speeds are in words per minute (wpm).
"""

CHARS_PER_WORD = 5
GRADES = [(25, "beginner"), (40, "average"), (60, "fast")]


def gross_wpm(chars, seconds):
    """Speed before errors are taken off: words typed per minute.

    ``chars`` is how many characters were typed (an int, 0 or more) and
    ``seconds`` how long it took (more than 0). Anything else is a
    ValueError. The result is rounded to one decimal place.
    """
    if chars < 0:
        raise ValueError("chars can't be negative")
    if seconds <= 0:
        raise ValueError("seconds must be more than 0")
    minutes = seconds / 60
    return round(chars / CHARS_PER_WORD / minutes, 1)


def net_wpm(chars, errors, seconds):
    """Speed after errors: gross wpm minus uncorrected errors per minute.

    Never below 0.0. ``errors`` must be between 0 and ``chars``, else
    ValueError; ``chars`` and ``seconds`` are checked as in gross_wpm. The
    subtraction is done before rounding to one decimal place.
    """
    if chars < 0:
        raise ValueError("chars can't be negative")
    if seconds <= 0:
        raise ValueError("seconds must be more than 0")
    if not 0 <= errors <= chars:
        raise ValueError("errors must be between 0 and chars")
    minutes = seconds / 60
    speed = chars / CHARS_PER_WORD / minutes - errors / minutes
    return round(max(0.0, speed), 1)


def count_errors(typed, target):
    """How many characters of ``typed`` are wrong against ``target``.

    Characters are compared position by position (case matters), and
    every character one text has beyond the end of the other is one more
    error.
    """
    wrong = sum(1 for a, b in zip(typed, target) if a != b)
    return wrong + abs(len(typed) - len(target))


def accuracy(typed, target):
    """The percentage of the target text typed right.

    100 * (len(target) - errors) / len(target), where errors is
    count_errors(typed, target); never below 0.0, rounded to one decimal
    place. An empty target is a ValueError.
    """
    if not target:
        raise ValueError("nothing to type")
    right = max(0, len(target) - count_errors(typed, target))
    return round(100 * right / len(target), 1)


def grade(wpm):
    """The grade on the certificate for a net speed.

    Under 25 wpm is "beginner", 25 up to (not including) 40 "average",
    40 up to (not including) 60 "fast", and 60 or more "expert".
    """
    for limit, name in GRADES:
        if wpm < limit:
            return name
    return "expert"
