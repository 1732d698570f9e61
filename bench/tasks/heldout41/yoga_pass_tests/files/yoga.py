"""Prices and class passes at my yoga studio. Money in pounds."""

from datetime import timedelta

DROP_IN = 12.0  # one class, paid on the day
PACKS = {5: 50.0, 10: 90.0}  # a pack of this many classes: its price
PACK_DAYS = {5: 60, 10: 120}  # a pack runs out this many days after the day it was bought
CONCESSION = 0.25  # off every price for students and anyone 65 or over
CONCESSION_AGE = 65
YOUNGEST = 16  # no classes for anyone younger
LATE_CANCEL_HOURS = 12  # cancel with less notice than this and the class is still used up


def _concession(price, age, student):
    if not isinstance(age, int) or isinstance(age, bool) or age < YOUNGEST:
        raise ValueError(f"classes are for ages {YOUNGEST} and up")
    if student or age >= CONCESSION_AGE:
        price *= 1 - CONCESSION
    return round(price, 2)


def class_price(age, student=False):
    """A drop-in class for someone of this age, with the concession if it applies.

    age must be a whole number, YOUNGEST or more, else ValueError.
    """
    return _concession(DROP_IN, age, student)


def pack_price(size, age, student=False):
    """A pack of ``size`` classes (5 or 10), with the concession if it applies.

    Any other size is a ValueError; so is an age class_price refuses.
    """
    if size not in PACKS:
        raise ValueError(f"no pack of {size}")
    return _concession(PACKS[size], age, student)


def expires(bought, size):
    """The day a pack bought on ``bought`` runs out: it can't be used on that day or after."""
    if size not in PACKS:
        raise ValueError(f"no pack of {size}")
    return bought + timedelta(days=PACK_DAYS[size])


def classes_left(size, bought, used, today):
    """Classes left on a pack on ``today``.

    used is the list of days a class was taken on the pack. Once the pack has
    run out (see expires) there are none left, whatever wasn't used. More
    classes used than the pack holds is a ValueError.
    """
    if len(used) > size:
        raise ValueError("more classes used than the pack holds")
    if today >= expires(bought, size):
        return 0
    return size - len(used)


def cancel_uses_class(hours_notice):
    """True if cancelling with this many hours' notice still uses up the class.

    Less than LATE_CANCEL_HOURS notice and it's used up; negative notice is a
    ValueError.
    """
    if hours_notice < 0:
        raise ValueError("notice can't be negative")
    return hours_notice < LATE_CANCEL_HOURS


def cheapest(classes, age, student=False):
    """The least someone could pay for ``classes`` classes, mixing packs and drop-ins any
    way they like (a pack may have classes left over). Concession applied; 0 classes cost
    0. classes must be a whole number, 0 or more, else ValueError."""
    if not isinstance(classes, int) or isinstance(classes, bool) or classes < 0:
        raise ValueError("classes must be a whole number, 0 or more")
    drop = class_price(age, student)
    packs = {size: pack_price(size, age, student) for size in PACKS}
    best = [0.0] + [None] * classes
    for n in range(1, classes + 1):
        options = [best[n - 1] + drop]
        options += [best[max(0, n - size)] + price for size, price in packs.items()]
        best[n] = min(options)
    return round(best[classes], 2)
