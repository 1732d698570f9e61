"""The office carpool: one car, its driver, the riders sharing it and the fuel bill."""


class CarpoolError(Exception):
    """Base class of the errors Carpool raises for riders (bad arguments raise
    ValueError instead)."""


class CarFullError(CarpoolError):
    """Raised by join() when every passenger seat is taken."""


class NotRidingError(CarpoolError):
    """Raised by leave() for a name that is not one of the riders."""


class Carpool:
    """One car driven to the office by ``driver``.

    ``Carpool(driver, seats=4)``
        ``driver`` is the driver's name; surrounding spaces are stripped and an
        empty name (after stripping) raises ValueError. ``seats`` is the number of
        passenger seats, the driver not counted: an int from 1 to 8 inclusive,
        else ValueError.

    ``join(name) -> int``
        Adds a rider and returns how many seats are still free afterwards. Names
        are stripped of surrounding spaces and matched case-insensitively; the
        spelling used the first time is the one kept. Raises ValueError for an
        empty name, for someone who is already riding and for the driver, and
        CarFullError when no seat is free.

    ``leave(name) -> None``
        Removes a rider (matched the same way as in join()). Raises
        NotRidingError if the name is not riding.

    ``riders`` (property)
        The riders' names in the order they joined, as a new list each time.

    ``free_seats`` (property)
        ``seats`` minus the number of riders.

    ``share(cost) -> float``
        Each person's part of a trip's fuel ``cost``: the cost split evenly
        between the driver and the riders, rounded to 2 decimals. A driver alone
        pays all of it. ``cost`` below 0 raises ValueError.

    ``record_trip() -> None``
        Counts one trip: ``trips`` goes up by one, and so does the ride count of
        every rider in the car right now (the driver is not counted).

    ``rides_of(name) -> int``
        How many recorded trips ``name`` rode along (matched like in join()).
        Leaving does not reset it, and a name that never rode has 0.
    """

    def __init__(self, driver, seats=4):
        driver = driver.strip()
        if not driver:
            raise ValueError("driver must not be empty")
        if isinstance(seats, bool) or not isinstance(seats, int):
            raise ValueError("seats must be an int")
        if not 1 <= seats <= 8:
            raise ValueError("seats must be from 1 to 8")
        self.driver = driver
        self.seats = seats
        self.trips = 0
        self._riders = []
        self._rides = {}

    def _find(self, name):
        key = name.strip().lower()
        for i, rider in enumerate(self._riders):
            if rider.lower() == key:
                return i
        return -1

    def join(self, name):
        name = name.strip()
        if not name:
            raise ValueError("name must not be empty")
        if name.lower() == self.driver.lower():
            raise ValueError("the driver cannot join as a rider")
        if self._find(name) >= 0:
            raise ValueError(f"{name} is already riding")
        if len(self._riders) >= self.seats:
            raise CarFullError(name)
        self._riders.append(name)
        return self.seats - len(self._riders)

    def leave(self, name):
        i = self._find(name)
        if i < 0:
            raise NotRidingError(name)
        del self._riders[i]

    @property
    def riders(self):
        return list(self._riders)

    @property
    def free_seats(self):
        return self.seats - len(self._riders)

    def share(self, cost):
        if cost < 0:
            raise ValueError("cost must not be negative")
        return round(cost / (len(self._riders) + 1), 2)

    def record_trip(self):
        self.trips += 1
        for rider in self._riders:
            key = rider.lower()
            self._rides[key] = self._rides.get(key, 0) + 1

    def rides_of(self, name):
        return self._rides.get(name.strip().lower(), 0)
