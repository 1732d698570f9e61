"""Bicycle gearing helpers."""
from .cadence import cadence_for, speed_kmh
from .gearing import development, gear_inches, ratio
from .tyres import circumference, tyre_diameter

__all__ = ["tyre_diameter", "circumference", "ratio", "gear_inches", "development",
           "speed_kmh", "cadence_for"]
