from shapes import area


def describe(radius):
    return f"circle r={radius}: area {area(radius):.2f}"
