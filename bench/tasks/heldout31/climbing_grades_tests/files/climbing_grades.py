"""Rock climbing grades in the Yosemite Decimal System, for my training log.

The grades I use, easiest first: 5.5, 5.6, 5.7, 5.8, 5.9, and from 5.10 on
every number is split into the letters a to d: 5.10a, 5.10b, 5.10c, 5.10d,
5.11a, ... up to 5.15d. That is 29 grades in all (GRADES).

Every function accepts a grade with spaces around it and with the letter
in either case (" 5.11B " is 5.11b). A str that is not one of GRADES
("5.10" without its letter, "5.9a", "5.4", "5.16a") is a ValueError and
anything that is not a str is a TypeError.
"""

GRADES = [f"5.{n}" for n in range(5, 10)] + [
    f"5.{n}{letter}" for n in range(10, 16) for letter in "abcd"]


def _clean(grade):
    if not isinstance(grade, str):
        raise TypeError(f"a grade is a str, not {grade!r}")
    text = grade.strip().lower()
    if text not in GRADES:
        raise ValueError(f"unknown grade {grade!r}")
    return text


def rank(grade):
    """Position in GRADES: 0 for 5.5, 5 for 5.10a, 28 for 5.15d."""
    return GRADES.index(_clean(grade))


def step(grade, n=1):
    """The grade n steps harder (n < 0: easier), as written in GRADES.

    step("5.9") is "5.10a" and step("5.10a", -2) is "5.8". n must be an
    int (not a bool): TypeError otherwise. Going past 5.5 or 5.15d is a
    ValueError.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, not {n!r}")
    index = rank(grade) + n
    if index < 0 or index >= len(GRADES):
        raise ValueError(f"no grade {n} steps from {grade!r}")
    return GRADES[index]


def hardest(grades):
    """The hardest grade in a list, as written in GRADES. An empty list is a
    ValueError."""
    if not grades:
        raise ValueError("no grades given")
    return GRADES[max(rank(grade) for grade in grades)]


def pyramid(top, levels=3):
    """The route pyramid for working up to `top`: {grade: routes to send}.

    One route at the top grade, 2 at the grade below, 4 at the one below
    that, and so on, doubling for each of `levels` levels (an int of 1 or
    more, else ValueError). The pyramid stops early at 5.5 when there
    are not enough grades below the top.
    """
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 1:
        raise ValueError(f"levels must be a whole number of 1 or more, not {levels!r}")
    first = rank(top)
    return {GRADES[first - i]: 2 ** i for i in range(levels) if first - i >= 0}


def ready_for(top, sends, levels=3):
    """Whether the sends (a list of grades I have climbed) fill the pyramid
    for `top`: at every level, at least as many sends at exactly that grade
    as the pyramid asks for. Sends at grades not in the pyramid do not count
    towards it."""
    done = [GRADES[rank(grade)] for grade in sends]
    return all(done.count(grade) >= need for grade, need in pyramid(top, levels).items())
