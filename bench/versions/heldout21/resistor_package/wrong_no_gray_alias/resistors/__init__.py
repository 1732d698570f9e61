"""Resistor colour codes, value formatting and series/parallel networks."""
from .bands import decode
from .fmt import format_ohms
from .network import parallel, series

__all__ = ["decode", "format_ohms", "series", "parallel", "describe"]


def describe(colors):
    ohms, tolerance = decode(colors)
    return f"{format_ohms(ohms)} ±{tolerance}%"
