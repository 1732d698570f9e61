"""The walk-in waitlist at a restaurant's host stand."""


class WaitlistError(Exception):
    """Base class of the waitlist's own errors."""


class DuplicateParty(WaitlistError):
    """Raised by add() when a party with that name is already waiting."""


class NotWaiting(WaitlistError):
    """Raised by remove() and position() for a name that is not on the list."""


def _key(name):
    return " ".join(name.split()).lower()


class Waitlist:
    """Parties waiting for a table, first come first served.

    ``Waitlist(*, max_party=8)``
        ``max_party`` is the largest party the restaurant takes from the list.

    ``add(name, size) -> int``
        Puts a party at the end of the list and returns its position (1 for the
        first party waiting). ``size`` must be an int from 1 to ``max_party``
        inclusive, else ValueError. Names are compared ignoring case, spaces at
        either end and runs of spaces inside: "Ana Ruiz", " ana  ruiz" and
        "ANA RUIZ" are the same party. Raises DuplicateParty if the party is
        already waiting.

    ``seat(table_size) -> str | None``
        Seats the party that has waited longest among those whose size is at
        most ``table_size``, takes it off the list and returns its name exactly
        as given to add(). Returns None (and changes nothing) when no waiting
        party fits. ``table_size`` below 1 raises ValueError.

    ``remove(name) -> int``
        Takes a party off the list without seating it (they walked away) and
        returns its size. Raises NotWaiting if the party is not on the list.

    ``position(name) -> int``
        The party's place in the list, 1 for the first. Raises NotWaiting.

    ``len(waitlist)``
        The number of parties waiting.

    ``guests_waiting() -> int``
        The number of people waiting, all parties together.

    ``seated``
        How many parties seat() has seated so far (removed parties do not count).

    DuplicateParty and NotWaiting are subclasses of WaitlistError.

    Example::

        wl = Waitlist()
        wl.add("Ana", 4)     # 1
        wl.add("Ben", 2)     # 2
        wl.add("Cho", 3)     # 3
        wl.seat(2)           # "Ben"  (Ana does not fit a table for 2)
        wl.position("cho")   # 2
        wl.seat(6)           # "Ana"
        wl.seat(1)           # None
        wl.seated            # 2
    """

    def __init__(self, *, max_party=8):
        self.max_party = max_party
        self._parties = []  # [name as given, size], longest waiting first
        self.seated = 0

    def _index(self, name):
        key = _key(name)
        for i, (given, _) in enumerate(self._parties):
            if _key(given) == key:
                return i
        raise NotWaiting(name)

    def add(self, name, size):
        if isinstance(size, bool) or not isinstance(size, int):
            raise ValueError("size must be an int")
        if size < 1 or size > self.max_party:
            raise ValueError(f"size must be from 1 to {self.max_party}")
        key = _key(name)
        if any(_key(given) == key for given, _ in self._parties):
            raise DuplicateParty(name)
        self._parties.append([name, size])
        return len(self._parties)

    def seat(self, table_size):
        if table_size < 1:
            raise ValueError("table_size must be at least 1")
        for i, (name, size) in enumerate(self._parties):
            if size <= table_size:
                del self._parties[i]
                self.seated += 1
                return name
        return None

    def remove(self, name):
        _, size = self._parties.pop(self._index(name))
        return size

    def position(self, name):
        return self._index(name) + 1

    def __len__(self):
        return len(self._parties)

    def guests_waiting(self):
        return sum(size for _, size in self._parties)
