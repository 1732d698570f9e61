"""Filament spools for the makerspace 3D printers: what is left on each spool and
what the prints on it cost."""

from dataclasses import dataclass, field

MATERIALS = ("PLA", "PETG", "ABS", "TPU")


class SpoolError(Exception):
    """Base class of the errors a Spool raises while printing."""


class NotEnoughFilament(SpoolError):
    """Raised by print_job() when the spool has less filament left than the job needs."""


@dataclass
class Spool:
    """One spool of filament.

    Fields:

    ``material``
        One of MATERIALS, given in any case ("pla", "Petg") and stored in upper
        case. Anything else raises ValueError.
    ``net_grams``
        Filament on a full spool, default 1000. An int from 250 to 3000
        inclusive (not a bool), else ValueError.
    ``used_grams``
        Filament used so far, default 0. Must be from 0 to ``net_grams``
        inclusive, else ValueError.
    ``price``
        What the full spool cost, default 20.0. Must not be negative, else
        ValueError.
    ``jobs``
        ``(name, grams)`` for each print made from this spool, oldest first;
        starts empty.

    ``print_job(name, grams) -> float``
        Uses ``grams`` of filament for a print called ``name`` and returns what
        that print cost: ``grams * price / net_grams`` rounded to 2 decimals.
        ``grams`` must be an int or float above 0 (not a bool), else
        ValueError. If more than ``remaining`` is needed it raises
        NotEnoughFilament and nothing changes; using up exactly what is left is
        fine.

    ``undo_last() -> tuple``
        Takes the newest job off the list, gives its grams back and returns the
        ``(name, grams)`` tuple. Raises SpoolError when there is no job.

    ``remaining`` (property)
        ``net_grams - used_grams``.

    ``is_low`` (property)
        True when less than 10% of ``net_grams`` is left (exactly 10% is not
        low).

    ``percent_left`` (property)
        ``remaining`` as a whole-number percentage of ``net_grams``, rounded to
        the nearest int.
    """

    material: str
    net_grams: int = 1000
    used_grams: float = 0
    price: float = 20.0
    jobs: list = field(default_factory=list)

    def __post_init__(self):
        material = self.material.upper() if isinstance(self.material, str) else None
        if material not in MATERIALS:
            raise ValueError(f"unknown material {self.material!r}")
        self.material = material
        if isinstance(self.net_grams, bool) or not isinstance(self.net_grams, int):
            raise ValueError("net_grams must be an int")
        if not 250 <= self.net_grams <= 3000:
            raise ValueError("net_grams must be from 250 to 3000")
        if not 0 <= self.used_grams <= self.net_grams:
            raise ValueError("used_grams must be from 0 to net_grams")
        if self.price < 0:
            raise ValueError("price must not be negative")

    @property
    def remaining(self):
        return self.net_grams - self.used_grams

    @property
    def is_low(self):
        return self.remaining < self.net_grams * 0.1

    @property
    def percent_left(self):
        return round(100 * self.remaining / self.net_grams)

    def print_job(self, name, grams):
        if isinstance(grams, bool) or not isinstance(grams, (int, float)) or grams <= 0:
            raise ValueError("grams must be a number above 0")
        if grams > self.remaining:
            raise NotEnoughFilament(f"{name} needs {grams} g, {self.remaining} g left")
        self.used_grams += grams
        self.jobs.append((name, grams))
        return round(grams * self.price / self.net_grams, 2)

    def undo_last(self):
        if not self.jobs:
            raise SpoolError("no job to undo")
        name, grams = self.jobs.pop()
        self.used_grams -= grams
        return name, grams
