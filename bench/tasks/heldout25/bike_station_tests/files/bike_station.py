"""One bike-share station: docks, the bikes standing in them, and riders taking them out."""


class StationError(Exception):
    """Base class of every error this module raises on purpose (bad arguments to
    BikeStation() itself raise ValueError instead)."""


class NoBikeAvailable(StationError):
    """Raised by rent() when no docked bike can be rented."""


class AlreadyRiding(StationError):
    """Raised by rent() when the card already has a bike out from this station."""


class NotRiding(StationError):
    """Raised by give_back() when the card has no bike out from this station."""


class DockFull(StationError):
    """Raised by give_back() and deliver() when every dock is occupied."""


class UnknownBike(StationError):
    """Raised by repair() for a bike that is not docked here."""


def _card(card):
    return card.replace(" ", "").replace("-", "")


class BikeStation:
    """A station with ``docks`` docks.

    ``BikeStation(docks, bikes)``
        ``docks`` is an int of at least 1. ``bikes`` lists the ids (strings) of the
        bikes docked at the start, at most ``docks`` of them and no id twice.
        Anything else raises ValueError.

    ``rent(card) -> str``
        Hands out the bike that has been docked the longest and returns its id.
        The starting bikes count as docked in the order they were listed (the
        first one longest); a bike given back joins behind all bikes docked
        before it. Bikes flagged for repair stay in their dock and are skipped.
        Card numbers are compared ignoring spaces and hyphens: "1234-5678",
        "1234 5678" and "12345678" are the same card.
        Raises AlreadyRiding if the card already has a bike out, and
        NoBikeAvailable if no unflagged bike is docked.

    ``give_back(card, *, damaged=False) -> str``
        Docks the card's bike again and returns its id; with ``damaged=True`` the
        bike is flagged for repair. Raises NotRiding if the card has no bike out,
        and DockFull if every dock is occupied (the rider then keeps the bike).

    ``deliver(bike_id) -> None``
        Docks a bike that the service van brought from another station; it joins
        the docking order like a bike given back. Raises DockFull if every dock is
        occupied, and ValueError if a bike with that id is already docked here or
        out on a ride from here.

    ``repair(bike_id) -> None``
        Clears the repair flag of a docked bike (nothing happens if it was not
        flagged). The bike keeps its place in the docking order. Raises
        UnknownBike if the bike is not docked here.

    ``available`` (property)
        How many docked bikes are not flagged for repair.

    ``free_docks`` (property)
        How many docks are empty; a flagged bike still occupies its dock.

    ``rides``
        How many bikes have been rented from this station so far.

    ``riding() -> dict``
        ``{card as given to rent(): bike id}`` for every bike out, in the order the
        rides started.

    NoBikeAvailable, AlreadyRiding, NotRiding, DockFull and UnknownBike are all
    subclasses of StationError.

    Example::

        station = BikeStation(3, ["B1", "B2"])
        station.rent("1111-2222")                # "B1"
        station.rent("1111 2222")                # AlreadyRiding
        station.give_back("11112222", damaged=True)  # "B1"
        station.rent("3333")                     # "B2"  (B1 is flagged)
        station.rent("4444")                     # NoBikeAvailable
        station.available, station.free_docks    # (0, 2)
    """

    def __init__(self, docks, bikes):
        if isinstance(docks, bool) or not isinstance(docks, int) or docks < 1:
            raise ValueError("docks must be an int of at least 1")
        if len(bikes) > docks:
            raise ValueError("more bikes than docks")
        if len(set(bikes)) != len(bikes):
            raise ValueError("a bike id is listed twice")
        self.docks = docks
        self._docked = list(bikes)  # longest docked first
        self._flagged = set()
        self._out = {}  # _card(card) -> (card as given, bike id)
        self.rides = 0

    def rent(self, card):
        key = _card(card)
        if key in self._out:
            raise AlreadyRiding(card)
        for bike in self._docked:
            if bike not in self._flagged:
                self._docked.remove(bike)
                self._out[key] = (card, bike)
                self.rides += 1
                return bike
        raise NoBikeAvailable(card)

    def give_back(self, card, *, damaged=False):
        key = _card(card)
        if key not in self._out:
            raise NotRiding(card)
        if len(self._docked) >= self.docks:
            raise DockFull(card)
        _, bike = self._out.pop(key)
        self._docked.append(bike)
        if damaged:
            self._flagged.add(bike)
        return bike

    def deliver(self, bike_id):
        if len(self._docked) >= self.docks:
            raise DockFull(bike_id)
        out = [bike for _, bike in self._out.values()]
        if bike_id in self._docked or bike_id in out:
            raise ValueError("that bike is already at this station")
        self._docked.append(bike_id)

    def repair(self, bike_id):
        if bike_id not in self._docked:
            raise UnknownBike(bike_id)
        self._flagged.discard(bike_id)

    @property
    def available(self):
        return sum(1 for bike in self._docked if bike not in self._flagged)

    @property
    def free_docks(self):
        return self.docks - len(self._docked)

    def riding(self):
        return {card: bike for card, bike in self._out.values()}
