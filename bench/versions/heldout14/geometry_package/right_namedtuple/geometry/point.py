import math
from typing import NamedTuple


class Point(NamedTuple):
    x: float
    y: float


def distance(a, b):
    return math.dist((a.x, a.y), (b.x, b.y))
