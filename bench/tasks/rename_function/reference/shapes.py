import math


def circle_area(radius):
    """The area of a circle."""
    return math.pi * radius ** 2
