def c_to_f(c):
    """Celsius to Fahrenheit."""
    return c * 9 / 5 + 32
