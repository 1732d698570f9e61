from math import atan2, cos, degrees, radians, sin, sqrt

R = 6371.0


def haversine_km(a, b):
    (la1, lo1), (la2, lo2) = a, b
    p1, p2 = radians(la1), radians(la2)
    dp, dl = radians(la2 - la1), radians(lo2 - lo1)
    h = sin(dp / 2) ** 2 + cos(p1) * cos(p2) * sin(dl / 2) ** 2
    return 2 * R * atan2(sqrt(h), sqrt(1 - h))


def initial_bearing(a, b):
    p1, p2 = radians(a[0]), radians(b[0])
    dl = radians(b[1] - a[1])
    theta = atan2(sin(dl) * cos(p2), cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl))
    deg = degrees(theta)
    if deg < 0:
        deg += 360.0
    if deg >= 360.0:
        deg -= 360.0
    return deg
