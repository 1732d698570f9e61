"""A feeding log for the sourdough starter that lives in a jar on the kitchen counter."""

JAR_GRAMS = 1000  # the most the jar holds, flour and water together
FLOURS = ("white", "rye", "wholemeal")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


class Starter:
    """A starter and what is in its jar.

    ``Starter(name, flour="white")``
        ``name`` must be a str (else TypeError); surrounding whitespace is
        stripped and what is left must be 1 to 20 characters long, else
        ValueError. ``flour`` is the flour it is fed with: "white", "rye" or
        "wholemeal", else ValueError. A new starter's jar is empty (0 g of
        flour and 0 g of water) and it has had 0 feeds.

    ``feed(flour_g, water_g) -> float``
        Adds ``flour_g`` grams of flour (an int from 1 to 500) and ``water_g``
        grams of water (an int from 0 to 500); anything else raises
        ValueError. If the jar would then hold more than 1000 g in all, it
        raises ValueError and nothing changes. Counts one more feed and
        returns the new ``mass``.

    ``discard(grams) -> float``
        Throws ``grams`` of starter away: above 0 and at most ``mass``, else
        ValueError. Flour and water are taken in the proportion they are in,
        so the hydration stays the same. Returns the ``mass`` left.

    ``flour_g`` / ``water_g``
        Grams of flour and of water in the jar now.

    ``feeds``
        How many times it has been fed.

    ``mass`` (property)
        ``flour_g + water_g``.

    ``hydration`` (property)
        Water as a percentage of the flour's weight, rounded to the nearest
        int (equal weights are 100); None while there is no flour.

    ``label() -> str``
        ``"<name> (<flour>, <hydration>%)"``, e.g. ``"Clint (rye, 100%)"``,
        or ``"<name> (<flour>, empty)"`` while there is no flour.
    """

    def __init__(self, name, flour="white"):
        if not isinstance(name, str):
            raise TypeError("name must be a str")
        name = name.strip()
        if not 1 <= len(name) <= 20:
            raise ValueError("name must be 1 to 20 characters")
        if flour not in FLOURS:
            raise ValueError(f"flour must be one of {FLOURS}")
        self.name = name
        self.flour = flour
        self.flour_g = 0.0
        self.water_g = 0.0
        self.feeds = 0

    def feed(self, flour_g, water_g):
        if not _is_int(flour_g) or not 1 <= flour_g <= 500:
            raise ValueError("flour_g must be an int from 1 to 500")
        if not _is_int(water_g) or not 0 <= water_g <= 500:
            raise ValueError("water_g must be an int from 0 to 500")
        if self.mass + flour_g + water_g > JAR_GRAMS:
            raise ValueError("the jar would overflow")
        self.flour_g += flour_g
        self.water_g += water_g
        self.feeds += 1
        return self.mass

    def discard(self, grams):
        if grams <= 0 or grams > self.mass:
            raise ValueError("grams must be above 0 and at most the mass")
        keep = (self.mass - grams) / self.mass
        self.flour_g *= keep
        self.water_g *= keep
        return self.mass

    @property
    def mass(self):
        return self.flour_g + self.water_g

    @property
    def hydration(self):
        if self.flour_g == 0:
            return None
        return round(100 * self.water_g / self.flour_g)

    def label(self):
        hydration = self.hydration
        shown = "empty" if hydration is None else f"{hydration}%"
        return f"{self.name} ({self.flour}, {shown})"
