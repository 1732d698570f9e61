"""What's in the fridge, and what has to be eaten (or thrown out) first.

Dates are datetime.date objects. A datetime.datetime is not accepted even
though it is a subclass of date: mixing the two only leads to surprises.
"""

from datetime import date, datetime, timedelta


def _day(value):
    if isinstance(value, datetime) or not isinstance(value, date):
        raise TypeError(f"expected a datetime.date, got {value!r}")
    return value


def _name(value):
    name = value.strip().lower()
    if not name:
        raise ValueError("food needs a name")
    return name


def _by_date(item):
    name, use_by = item
    return use_by, name


class Fridge:
    """The packs of food in the fridge.

    Parameters
    ----------
    items : list of (name, use_by) tuples
        The packs in the fridge to start with. The same food may appear
        more than once (two cartons of milk with different dates are two
        packs). Names are case-insensitive; surrounding whitespace is
        dropped and they are kept in lower case. A blank name is a
        ValueError, a use-by that is not a date a TypeError.

    Notes
    -----
    A pack is still fine to eat ON its use-by date; it counts as expired
    from the day after.
    Every list this class returns holds (name, use_by) tuples ordered by
    use-by date, soonest first, and by name where dates are equal.
    """

    def __init__(self, items):
        self._packs = []
        for name, use_by in items:
            self.add(name, use_by)

    def add(self, name, use_by):
        """Put one more pack in the fridge (same checks as the constructor)."""
        self._packs.append((_name(name), _day(use_by)))

    def use(self, name):
        """Take one pack of this food out to eat it.

        The pack with the earliest use-by date is the one taken, and its
        use-by date is returned. When there is no pack of that food the
        fridge complains with KeyError.
        """
        key = _name(name)
        packs = [pack for pack in self._packs if pack[0] == key]
        if not packs:
            raise KeyError(name)
        pick = min(packs, key=_by_date)
        self._packs.remove(pick)
        return pick[1]

    def count(self, name=None):
        """Number of packs of one food, or of everything when name is None."""
        if name is None:
            return len(self._packs)
        key = _name(name)
        return sum(1 for pack in self._packs if pack[0] == key)

    def expired(self, today):
        """The packs whose use-by date is already behind us on `today`."""
        _day(today)
        return sorted((p for p in self._packs if p[1] < today), key=_by_date)

    def use_soon(self, today, days=2):
        """Packs that are still good today but run out within `days` days.

        That is every pack with today <= use_by <= today + days, so with
        the default of 2 days a pack dated the day after tomorrow is
        included. `days` must be an int, 0 or more (0 means only the packs
        that have to go today); anything else gives ValueError.
        """
        _day(today)
        if isinstance(days, bool) or not isinstance(days, int) or days < 0:
            raise ValueError(f"days must be a whole number of 0 or more, not {days!r}")
        last = today + timedelta(days=days)
        return sorted((p for p in self._packs if today <= p[1] <= last), key=_by_date)

    def clear_out(self, today):
        """Throw away every expired pack; returns how many went in the bin."""
        gone = self.expired(today)
        self._packs = [p for p in self._packs if p[1] >= today]
        return len(gone)

    def next_to_go(self):
        """The (name, use_by) of the pack to eat first, or None for an empty
        fridge. Equal dates are settled alphabetically by name."""
        if not self._packs:
            return None
        return min(self._packs, key=_by_date)
