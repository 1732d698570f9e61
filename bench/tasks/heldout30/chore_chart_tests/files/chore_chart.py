"""The weekly chore chart on our kitchen wall, and the pocket money it earns.

Each chore is worth some points; points turn into pocket money (in cents)
at the end of the week. A kid who manages every chore on the chart at
least once in a week gets ALL_DONE_BONUS extra points.
"""

ALL_DONE_BONUS = 5


def _whole(value, what, lowest):
    if isinstance(value, bool) or not isinstance(value, int) or value < lowest:
        raise ValueError(f"{what} must be a whole number >= {lowest}, got {value!r}")
    return value


class ChoreChart:
    """One week of chores for a family.

    ChoreChart(kids, chores, cents_per_point=10, cap=None)

    * kids -- a list of names. Spaces around a name are trimmed, the case
      is kept ("Tom" and "tom" are two different kids). The list must not
      be empty, no name may be blank and no name may appear twice.
    * chores -- a dict {chore name: points}. At least one chore; each is
      worth a whole number of points, 1 or more. Chore names are used
      exactly as written.
    * cents_per_point -- what one point pays out, a whole number >= 0.
    * cap -- the most pocket money (cents) one kid can get in a week, or
      None for no limit. A cap of 0 is allowed and means no money at all.

    Any of these that is wrong -> ValueError. Bools never count as numbers.

    Asking about a kid or a chore that is not on the chart -> KeyError.
    """

    def __init__(self, kids, chores, cents_per_point=10, cap=None):
        names = [kid.strip() for kid in kids]
        if not names or not all(names) or len(set(names)) != len(names):
            raise ValueError("kids must be a non-empty list of distinct names")
        if not chores:
            raise ValueError("the chart needs at least one chore")
        self._chores = {}
        for chore, points in chores.items():
            self._chores[chore] = _whole(points, f"points for {chore!r}", 1)
        self.cents_per_point = _whole(cents_per_point, "cents_per_point", 0)
        self.cap = None if cap is None else _whole(cap, "cap", 0)
        self._kids = names
        self._done = {kid: {chore: 0 for chore in self._chores} for kid in names}

    def _row(self, kid, chore):
        row = self._done[kid.strip()]
        if chore not in row:
            raise KeyError(chore)
        return row

    def done(self, kid, chore, times=1):
        """Tick off a chore, `times` times (whole number >= 1, else ValueError)."""
        row = self._row(kid, chore)
        row[chore] += _whole(times, "times", 1)

    def undo(self, kid, chore):
        """Take one tick back (it was a mistake). A chore with no ticks left
        to take back -> ValueError."""
        row = self._row(kid, chore)
        if row[chore] == 0:
            raise ValueError(f"{kid} has not done {chore!r} this week")
        row[chore] -= 1

    def ticks(self, kid, chore):
        """How many times a kid has done a chore this week."""
        return self._row(kid, chore)[chore]

    def points(self, kid):
        """This week's points for one kid, the all-done bonus included."""
        row = self._done[kid.strip()]
        total = sum(self._chores[chore] * n for chore, n in row.items())
        if all(n >= 1 for n in row.values()):
            total += ALL_DONE_BONUS
        return total

    def payout(self, kid):
        """Pocket money in cents for the points so far, cut down to the cap."""
        cents = self.points(kid) * self.cents_per_point
        if self.cap is not None:
            cents = min(cents, self.cap)
        return cents

    def leaderboard(self):
        """[(kid, points), ...], most points first; kids with equal points
        in alphabetical order."""
        board = [(kid, self.points(kid)) for kid in self._kids]
        return sorted(board, key=lambda entry: (-entry[1], entry[0]))

    def new_week(self):
        """End the week: returns {kid: payout} for the week that just ended,
        then wipes every tick so the new week starts from zero."""
        paid = {kid: self.payout(kid) for kid in self._kids}
        for row in self._done.values():
            for chore in row:
                row[chore] = 0
        return paid
