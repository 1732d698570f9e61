NAMES = "N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW".split()


def normalize(bearing):
    b = float(bearing)
    while b < 0:
        b += 360
    while b >= 360:
        b -= 360
    return b


def point(bearing):
    b = normalize(bearing)
    for i in range(16):
        upper = i * 22.5 + 11.25
        if b < upper:
            return NAMES[i]
    return "N"


def reciprocal(bearing):
    return normalize(normalize(bearing) + 180)
