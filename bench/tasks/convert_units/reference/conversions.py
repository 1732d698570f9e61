def c_to_f(c):
    """Celsius to Fahrenheit."""
    return c * 9 / 5 + 32


def f_to_c(f):
    """Fahrenheit to Celsius."""
    return (f - 32) * 5 / 9


_TO_C = {"C": lambda v: v, "F": f_to_c, "K": lambda v: v - 273.15}
_FROM_C = {"C": lambda v: v, "F": c_to_f, "K": lambda v: v + 273.15}


def convert(value, from_unit, to_unit):
    if from_unit not in _TO_C or to_unit not in _FROM_C:
        raise ValueError(f"unknown unit: {from_unit!r} or {to_unit!r}")
    if from_unit == to_unit:
        return value
    return _FROM_C[to_unit](_TO_C[from_unit](value))
