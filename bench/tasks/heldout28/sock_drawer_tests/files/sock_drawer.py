"""An inventory of the single socks in a sock drawer."""


class SockError(Exception):
    """Base class of the drawer's refusals."""


class DrawerFullError(SockError):
    """Adding the socks would put more socks in the drawer than it holds."""


class NoPairError(SockError):
    """There is no pair to take out."""


class SockDrawer:
    """A drawer of single socks, counted by colour.

    ``SockDrawer(capacity=20)``
        ``capacity`` is the most single socks the drawer holds, an int from
        2 to 100 inclusive; anything else (bools included) raises ValueError.

    ``add(colour, count=1) -> None``
        Puts ``count`` single socks of ``colour`` in the drawer. Colours have
        surrounding spaces stripped and are lower-cased; an empty colour
        raises ValueError. ``count`` must be an int of at least 1, else
        ValueError. If the drawer would then hold more than ``capacity``
        socks, DrawerFullError is raised and nothing is added.

    ``take_pair(colour=None) -> str``
        Takes two socks of one colour out and returns that colour (in its
        stored, lower-case form). With ``colour`` given (matched like in
        add()), that colour must have at least 2 socks, else NoPairError.
        With no colour, the colour with the most socks is used, ties going
        to the alphabetically first colour; NoPairError if no colour has 2
        socks. A colour whose count reaches 0 disappears from the drawer.

    ``count(colour) -> int``
        The number of single socks of that colour (matched like in add()),
        0 for a colour the drawer does not have.

    ``len(drawer)``
        The total number of single socks in the drawer.

    ``pairs`` (property)
        How many complete pairs could be made: for each colour, its count
        divided by 2 and rounded down, summed.

    ``odd_socks`` (property)
        The colours with an odd number of socks, sorted alphabetically.
    """

    def __init__(self, capacity=20):
        if isinstance(capacity, bool) or not isinstance(capacity, int) or not 2 <= capacity <= 100:
            raise ValueError("capacity must be an int from 2 to 100")
        self.capacity = capacity
        self._socks = {}

    @staticmethod
    def _key(colour):
        key = colour.strip().lower()
        if not key:
            raise ValueError("colour must not be empty")
        return key

    def add(self, colour, count=1):
        key = self._key(colour)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("count must be an int of at least 1")
        if len(self) + count > self.capacity:
            raise DrawerFullError(f"the drawer holds {self.capacity} socks")
        self._socks[key] = self._socks.get(key, 0) + count

    def take_pair(self, colour=None):
        if colour is not None:
            key = self._key(colour)
            if self._socks.get(key, 0) < 2:
                raise NoPairError(key)
        else:
            candidates = sorted((-n, c) for c, n in self._socks.items() if n >= 2)
            if not candidates:
                raise NoPairError("no pairs in the drawer")
            key = candidates[0][1]
        self._socks[key] -= 2
        if self._socks[key] == 0:
            del self._socks[key]
        return key

    def count(self, colour):
        return self._socks.get(self._key(colour), 0)

    def __len__(self):
        return sum(self._socks.values())

    @property
    def pairs(self):
        return sum(n // 2 for n in self._socks.values())

    @property
    def odd_socks(self):
        return sorted(c for c, n in self._socks.items() if n % 2)
