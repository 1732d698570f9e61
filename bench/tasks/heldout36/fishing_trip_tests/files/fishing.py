"""A log for one day's coarse and game fishing: what I caught, what I kept.

Weights are in kilograms, lengths in centimetres, money in pounds.
"""

MIN_KEEP_CM = {"trout": 25, "perch": 20, "pike": 60, "roach": 15, "bream": 30}
BAG_LIMIT = 4  # fish I may keep in one day, all species together


class FishingError(Exception):
    """Something that can't be done once the trip is finished."""


class Trip:
    """One day out on one water."""

    def __init__(self, water, permit_price=0.0):
        """water is where I fished (spaces round it taken off, can't be blank);
        permit_price is what the day ticket cost, 0 or more. Else ValueError."""
        water = water.strip()
        if not water:
            raise ValueError("where was this?")
        if permit_price < 0:
            raise ValueError("the permit can't cost less than nothing")
        self.water = water
        self.permit_price = permit_price
        self.catches = []  # (species, weight_kg, length_cm, kept), in the order caught
        self.finished = False

    def add_catch(self, species, weight_kg, length_cm, keep=False):
        """Record a fish and give back how many fish I've caught so far.

        species is one of MIN_KEEP_CM, any capitals, spaces round it ignored;
        it is stored in lower case. weight_kg and length_cm must be more than
        0. A fish can only be kept if it is at least MIN_KEEP_CM long for its
        species, and only BAG_LIMIT fish may be kept in a day. Breaking any of
        these is a ValueError and nothing is recorded. After finish(),
        FishingError.
        """
        if self.finished:
            raise FishingError("the trip is over")
        name = species.strip().lower()
        if name not in MIN_KEEP_CM:
            raise ValueError(f"unknown species: {species!r}")
        if weight_kg <= 0 or length_cm <= 0:
            raise ValueError("weight and length must be more than 0")
        if keep:
            if length_cm < MIN_KEEP_CM[name]:
                raise ValueError(f"a {name} under {MIN_KEEP_CM[name]} cm goes back")
            if self.kept_count() >= BAG_LIMIT:
                raise ValueError(f"only {BAG_LIMIT} fish may be kept")
        self.catches.append((name, weight_kg, length_cm, bool(keep)))
        return len(self.catches)

    def kept_count(self):
        """How many fish I've kept."""
        return sum(1 for catch in self.catches if catch[3])

    def kept_weight(self):
        """Total weight of the fish I kept, to 2 decimal places."""
        return round(sum(catch[1] for catch in self.catches if catch[3]), 2)

    def best_fish(self):
        """(species, weight_kg) of the heaviest fish caught, kept or not; the
        first one caught if two weigh the same; None if nothing was caught."""
        best = None
        for species, weight, _, _ in self.catches:
            if best is None or weight > best[1]:
                best = (species, weight)
        return best

    def finish(self):
        """End the trip and give back what each fish cost me: the permit price
        divided by the fish caught, to 2 decimal places (None if I caught
        nothing). Finishing twice is a FishingError."""
        if self.finished:
            raise FishingError("already finished")
        self.finished = True
        if not self.catches:
            return None
        return round(self.permit_price / len(self.catches), 2)

    def summary(self):
        """One line, like "River Wye: 5 fish (2 kept, 1.85 kg), best a pike of 3.20 kg",
        or "River Wye: no fish" when nothing was caught."""
        if not self.catches:
            return f"{self.water}: no fish"
        species, weight = self.best_fish()
        return (f"{self.water}: {len(self.catches)} fish ({self.kept_count()} kept, "
                f"{self.kept_weight():.2f} kg), best a {species} of {weight:.2f} kg")
