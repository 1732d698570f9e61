"""resistors: colour bands, pretty values, networks."""
from . import bands, fmt, network

decode = bands.decode
format_ohms = fmt.format_ohms
series = network.series
parallel = network.parallel


def describe(colors):
    ohms, tolerance = decode(colors)
    return format_ohms(ohms) + " ±" + str(tolerance) + "%"
