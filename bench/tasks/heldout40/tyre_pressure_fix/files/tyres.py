"""Checking the car's tyre pressures at the petrol station."""

PSI_PER_BAR = 14.5038


def psi_to_bar(psi):
    """A pressure in psi as bar, to 2 decimal places. Negative: ValueError."""
    if psi < 0:
        raise ValueError("pressure can't be negative")
    return round(psi / PSI_PER_BAR, 1)


def bar_to_psi(bar):
    """A pressure in bar as psi, to 1 decimal place. Negative: ValueError."""
    if bar < 0:
        raise ValueError("pressure can't be negative")
    return round(bar * PSI_PER_BAR, 1)


def needs_air(reading, target, slack=2):
    """True when the reading is more than ``slack`` psi below the target."""
    return reading <= target - slack


def check_all(readings, target, slack=2):
    """Which tyres need air: ``readings`` is {tyre name: psi}; names in alphabetical order."""
    return sorted(name for name, psi in readings.items() if needs_air(psi, target, slack))
