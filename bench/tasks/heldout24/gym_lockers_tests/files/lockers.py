"""Day lockers at the gym: the front desk hands them out and takes the keys back."""


class LockerError(Exception):
    """Base class of every error this module raises on purpose (except ValueError
    for a bad locker count)."""


class NoLockerFree(LockerError):
    """Raised by assign() when every usable locker is taken."""


class AlreadyHasLocker(LockerError):
    """Raised by assign() when the member already holds a locker."""


class UnknownLocker(LockerError):
    """Raised by release() for a locker number that is not handed out right now."""


def _key(member):
    return member.strip().casefold()


class Lockers:
    """Lockers numbered 1 to ``count``.

    ``Lockers(count, *, out_of_order=())``
        ``count`` is an int of at least 1, else ValueError. ``out_of_order`` lists
        locker numbers that are broken and never handed out; numbers in it that are
        not between 1 and ``count`` are simply ignored.

    ``assign(member) -> int``
        Gives ``member`` the lowest-numbered locker that is neither taken nor out of
        order, and returns its number. Member names are compared ignoring case and
        spaces around them: "Ann", "ann" and " ANN " are one member.
        Raises AlreadyHasLocker if the member already holds a locker (the member
        keeps that one) and NoLockerFree if no locker is left.

    ``release(number) -> str``
        Takes the key back: the locker is free again and the member may get a
        locker again later. Returns the member's name exactly as it was given to
        assign(). Raises UnknownLocker for a number that is not handed out right
        now (free, out of order, or not a locker at all).

    ``locker_of(member) -> int | None``
        The member's locker number, or None (names compared as in assign()).

    ``free_count() -> int``
        How many lockers could still be assigned.

    ``holders() -> dict``
        ``{locker number: member name as given}`` for every locker in use, in
        increasing locker number order.

    NoLockerFree, AlreadyHasLocker and UnknownLocker are all subclasses of
    LockerError, so ``except LockerError`` catches each of them.

    Example::

        lockers = Lockers(3, out_of_order=[2])
        lockers.assign("Ann")      # 1
        lockers.assign("Bo")       # 3   (2 is out of order)
        lockers.assign("Cy")       # NoLockerFree
        lockers.assign("ann ")     # AlreadyHasLocker
        lockers.release(1)         # "Ann"
        lockers.assign("Cy")       # 1
        lockers.holders()          # {1: "Cy", 3: "Bo"}
    """

    def __init__(self, count, *, out_of_order=()):
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("count must be an int of at least 1")
        self.count = count
        self._broken = set(out_of_order)
        self._holder = {}  # number -> name as given
        self._by_member = {}  # _key(name) -> number

    def assign(self, member):
        key = _key(member)
        if key in self._by_member:
            raise AlreadyHasLocker(member)
        for number in range(1, self.count + 1):
            if number in self._broken or number in self._holder:
                continue
            self._holder[number] = member
            self._by_member[key] = number
            return number
        raise NoLockerFree(member)

    def release(self, number):
        if number not in self._holder:
            raise UnknownLocker(number)
        member = self._holder.pop(number)
        del self._by_member[_key(member)]
        return member

    def locker_of(self, member):
        return self._by_member.get(_key(member))

    def free_count(self):
        return sum(1 for number in range(1, self.count + 1)
                   if number not in self._broken and number not in self._holder)

    def holders(self):
        return dict(sorted(self._holder.items()))
