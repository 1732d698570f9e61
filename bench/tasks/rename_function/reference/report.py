from shapes import circle_area


def describe(radius):
    return f"circle r={radius}: area {circle_area(radius):.2f}"
