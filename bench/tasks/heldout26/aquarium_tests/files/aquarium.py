"""Stocking plan for a home aquarium, using the rule of thumb "one centimetre of
adult fish per litre of water"."""

# species -> (adult length in cm, needs a heated tank, lives in shoals)
SPECIES = {
    "neon tetra": (3, True, True),
    "guppy": (5, True, False),
    "corydoras": (6, True, True),
    "zebra danio": (5, False, True),
    "white cloud minnow": (4, False, True),
    "goldfish": (20, False, False),
    "platy": (6, True, False),
}

SHOAL_SIZE = 6


class StockingError(Exception):
    """Base class of the errors Tank raises when a stocking change is not allowed."""


class UnknownSpeciesError(StockingError):
    """The species is not in SPECIES."""


class OverstockedError(StockingError):
    """Adding the fish would put more centimetres of fish in the tank than it has litres."""


class TooColdError(StockingError):
    """A species that needs a heated tank was added to an unheated one."""


class Tank:
    """One aquarium and the fish planned for it.

    ``Tank(litres, *, heated=False)``
        ``litres`` is an int or float from 10 to 1000 inclusive (not a bool),
        else ValueError.

    ``add(species, count=1) -> None``
        Species names are looked up in SPECIES case-insensitively, ignoring
        surrounding spaces; an unknown name raises UnknownSpeciesError.
        ``count`` must be an int from 1 to 50 inclusive (not a bool), else
        ValueError. A species that needs heating raises TooColdError in an
        unheated tank. If the fish would make ``stocked_cm`` larger than
        ``litres`` it raises OverstockedError; filling the tank exactly is
        fine. When anything is raised the tank is left unchanged.

    ``remove(species, count=1) -> None``
        Takes fish out again (names matched as in add()). Raises ValueError if
        fewer than ``count`` of that species are in the tank, or if ``count``
        is not an int of at least 1. A species whose count reaches 0 disappears
        from ``fish``.

    ``fish`` (property)
        ``{species name as in SPECIES: count}``, a new dict each time.

    ``stocked_cm`` (property)
        Sum of adult length times count over all fish.

    ``percent_full`` (property)
        ``stocked_cm`` as a percentage of ``litres``, rounded to 1 decimal.

    ``shoal_warnings() -> list``
        The shoaling species kept in groups smaller than 6, in the order they
        were first added to the tank.
    """

    def __init__(self, litres, *, heated=False):
        if isinstance(litres, bool) or not isinstance(litres, (int, float)):
            raise ValueError("litres must be a number")
        if not 10 <= litres <= 1000:
            raise ValueError("litres must be from 10 to 1000")
        self.litres = litres
        self.heated = heated
        self._fish = {}

    @staticmethod
    def _species(name):
        key = name.strip().lower()
        if key not in SPECIES:
            raise UnknownSpeciesError(name)
        return key

    @staticmethod
    def _check_count(count, most=None):
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("count must be an int of at least 1")
        if most is not None and count > most:
            raise ValueError(f"count must be at most {most}")

    def add(self, species, count=1):
        key = self._species(species)
        self._check_count(count, 50)
        length, tropical, _ = SPECIES[key]
        if tropical and not self.heated:
            raise TooColdError(key)
        if self.stocked_cm + length * count > self.litres:
            raise OverstockedError(key)
        self._fish[key] = self._fish.get(key, 0) + count

    def remove(self, species, count=1):
        key = self._species(species)
        self._check_count(count)
        have = self._fish.get(key, 0)
        if count > have:
            raise ValueError(f"only {have} {key} in the tank")
        if have == count:
            del self._fish[key]
        else:
            self._fish[key] = have - count

    @property
    def fish(self):
        return dict(self._fish)

    @property
    def stocked_cm(self):
        return sum(SPECIES[key][0] * n for key, n in self._fish.items())

    @property
    def percent_full(self):
        return round(100 * self.stocked_cm / self.litres, 1)

    def shoal_warnings(self):
        return [key for key, n in self._fish.items() if SPECIES[key][2] and n < SHOAL_SIZE]
