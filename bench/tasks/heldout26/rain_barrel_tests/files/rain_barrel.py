"""A garden water butt fed by the shed roof's downpipe."""

RUNOFF = 0.8  # share of the rain on the roof that reaches the barrel


class BarrelError(Exception):
    """Base class of the errors RainBarrel raises while in use."""


class FrozenError(BarrelError):
    """Raised by draw() while the barrel is frozen."""


class RainBarrel:
    """A rain barrel and the roof that fills it.

    ``RainBarrel(capacity=200, *, roof_m2=10.0)``
        ``capacity`` is in litres, an int from 50 to 1000 inclusive.
        ``roof_m2`` is the roof area in square metres, above 0 and at most 200.
        Anything else (bools included) raises ValueError. A new barrel is
        empty and not frozen.

    ``rain(mm) -> float``
        A shower of ``mm`` millimetres (0 or more, else ValueError). One
        millimetre on one square metre is one litre, and 80% of it reaches the
        barrel. Water that does not fit runs over the top and is added to
        ``overflow``. Returns the litres the barrel actually kept. While the
        barrel is frozen the downpipe is blocked: nothing is kept, nothing
        counts as overflow, and it returns 0.0.

    ``draw(litres) -> float``
        Fills a watering can: takes ``litres`` (above 0, else ValueError) or,
        if the barrel holds less, everything that is in it. Returns what was
        taken and adds it to ``drawn``. Raises FrozenError while frozen.

    ``freeze()`` / ``thaw()``
        Set and clear the ``frozen`` flag.

    ``level``
        Litres in the barrel now.

    ``overflow`` / ``drawn``
        Total litres lost over the top / taken out so far.

    ``percent_full`` (property)
        ``level`` as a percentage of ``capacity``, rounded to the nearest int.

    ``is_full`` (property)
        Whether ``level`` has reached ``capacity``.
    """

    def __init__(self, capacity=200, *, roof_m2=10.0):
        if isinstance(capacity, bool) or not isinstance(capacity, int):
            raise ValueError("capacity must be an int")
        if not 50 <= capacity <= 1000:
            raise ValueError("capacity must be from 50 to 1000 litres")
        if isinstance(roof_m2, bool) or not isinstance(roof_m2, (int, float)):
            raise ValueError("roof_m2 must be a number")
        if not 0 < roof_m2 <= 200:
            raise ValueError("roof_m2 must be above 0 and at most 200")
        self.capacity = capacity
        self.roof_m2 = roof_m2
        self.level = 0.0
        self.overflow = 0.0
        self.drawn = 0.0
        self.frozen = False

    def rain(self, mm):
        if mm < 0:
            raise ValueError("mm must not be negative")
        if self.frozen:
            return 0.0
        water = mm * self.roof_m2 * RUNOFF
        kept = min(water, self.capacity - self.level)
        self.level += kept
        self.overflow += water - kept
        return kept

    def draw(self, litres):
        if litres <= 0:
            raise ValueError("litres must be above 0")
        if self.frozen:
            raise FrozenError("the barrel is frozen")
        taken = min(litres, self.level)
        self.level -= taken
        self.drawn += taken
        return taken

    def freeze(self):
        self.frozen = True

    def thaw(self):
        self.frozen = False

    @property
    def percent_full(self):
        return round(100 * self.level / self.capacity)

    @property
    def is_full(self):
        return self.level >= self.capacity
