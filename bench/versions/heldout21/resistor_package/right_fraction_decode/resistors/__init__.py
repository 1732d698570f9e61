from resistors.bands import decode
from resistors.fmt import format_ohms
from resistors.network import parallel, series


def describe(colors):
    value, tol = decode(colors)
    return "{} ±{}%".format(format_ohms(value), tol)
