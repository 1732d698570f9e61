"""Tiny 2-D geometry package."""
from .point import Point, distance
from .shapes import Circle, Polygon, Rectangle

__all__ = ["Point", "distance", "Circle", "Rectangle", "Polygon"]
