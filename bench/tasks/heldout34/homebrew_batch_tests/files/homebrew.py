"""A log for one batch of home-brewed beer.

Gravity is written the way my hydrometer reads it, as a whole number of
"points": 1050 means a specific gravity of 1.050.
"""

ABV_FACTOR = 131.25  # ABV % = (original - current) * ABV_FACTOR / 1000
LOWEST_GRAVITY = 990  # no reading can go below this
OG_RANGE = (1020, 1130)  # a starting gravity outside this is a typo
BOTTLE_ML = 500
STABLE_READINGS = 3  # this many readings in a row the same = fermentation has finished


class BrewError(Exception):
    """Something that can't be done to the batch as it is now."""


class Batch:
    """One batch, from the original gravity to bottling."""

    def __init__(self, name, original_gravity, litres):
        name = name.strip()
        if not name:
            raise ValueError("the batch needs a name")
        low, high = OG_RANGE
        if not low <= original_gravity <= high:
            raise ValueError(f"original gravity should be {low} to {high}")
        if litres <= 0:
            raise ValueError("litres must be more than 0")
        self.name = name
        self.original_gravity = original_gravity
        self.litres = litres
        self.readings = []  # (day, gravity), oldest first
        self.bottled = False

    def add_reading(self, day, gravity):
        """Record a hydrometer reading taken ``day`` days after brewing.

        Days must go up with each reading (two on the same day is a
        ValueError), and the gravity must be from LOWEST_GRAVITY up to the
        original gravity, else ValueError. After bottling, BrewError.
        """
        if self.bottled:
            raise BrewError("already bottled")
        if day < 0 or (self.readings and day <= self.readings[-1][0]):
            raise ValueError("each reading must be on a later day")
        if not LOWEST_GRAVITY <= gravity <= self.original_gravity:
            raise ValueError("gravity out of range")
        self.readings.append((day, gravity))

    def current_gravity(self):
        """The latest reading, or the original gravity if there are none yet."""
        if not self.readings:
            return self.original_gravity
        return self.readings[-1][1]

    def abv(self):
        """Alcohol by volume so far, in percent, to 1 decimal place."""
        return round((self.original_gravity - self.current_gravity()) * ABV_FACTOR / 1000, 1)

    def attenuation(self):
        """How much of the sugar the yeast has eaten, as a whole percent.

        (original - current) / (original - 1000) * 100, rounded.
        """
        eaten = self.original_gravity - self.current_gravity()
        return round(eaten / (self.original_gravity - 1000) * 100)

    def is_finished(self):
        """True when the last STABLE_READINGS readings all have the same gravity."""
        if len(self.readings) < STABLE_READINGS:
            return False
        last = [gravity for _, gravity in self.readings[-STABLE_READINGS:]]
        return len(set(last)) == 1

    def bottle(self, sugar_per_litre=6):
        """Bottle the batch: {"bottles": full 500 ml bottles, "sugar_g": priming sugar}.

        sugar_g is litres * sugar_per_litre, rounded to a whole gram. Only
        when the batch is finished and not bottled yet, else BrewError.
        """
        if self.bottled:
            raise BrewError("already bottled")
        if not self.is_finished():
            raise BrewError("still fermenting")
        self.bottled = True
        return {"bottles": int(self.litres * 1000 // BOTTLE_ML),
                "sugar_g": round(self.litres * sugar_per_litre)}

    def summary(self):
        """One line, like "Best Bitter: 1.046 -> 1.011, 4.6% ABV, 76% attenuation"."""
        return (f"{self.name}: {self.original_gravity / 1000:.3f} -> "
                f"{self.current_gravity() / 1000:.3f}, {self.abv()}% ABV, "
                f"{self.attenuation()}% attenuation")
