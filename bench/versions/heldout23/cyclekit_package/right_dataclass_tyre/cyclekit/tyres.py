"""ETRTO tyre sizes."""
import math
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Tyre:
    width: int
    bead: int

    @classmethod
    def parse(cls, text):
        if not isinstance(text, str):
            raise TypeError("tyre must be given as a string")
        if re.fullmatch(r"[0-9][0-9]-[0-9][0-9][0-9]", text) is None:
            raise ValueError(f"bad ETRTO size {text!r}")
        tyre = cls(int(text[:2]), int(text[3:]))
        if tyre.width not in range(18, 76) or tyre.bead not in range(200, 701):
            raise ValueError(f"ETRTO size out of range {text!r}")
        return tyre

    @property
    def diameter(self):
        return self.bead + 2 * self.width

    @property
    def circumference(self):
        return round(self.diameter * math.pi)


def tyre_diameter(tyre):
    return Tyre.parse(tyre).diameter


def circumference(tyre):
    return Tyre.parse(tyre).circumference
