"""Charging the electric car at home."""

import math


def energy_to_add(battery_kwh, from_pct, to_pct):
    """kWh the battery gains going from from_pct to to_pct, to 1 decimal place."""
    if battery_kwh <= 0:
        raise ValueError("battery size must be more than 0")
    if not 0 <= from_pct <= to_pct <= 100:
        raise ValueError("percentages must be 0-100 and to_pct not below from_pct")
    return round(battery_kwh * (to_pct - from_pct) / 100, 1)


def _check(kwh, efficiency):
    if kwh < 0:
        raise ValueError("kwh can't be negative")
    if not 0 < efficiency <= 1:
        raise ValueError("efficiency must be more than 0 and at most 1")


def charging_minutes(kwh, charger_kw, efficiency=0.9):
    """Whole minutes (rounded up) to put kwh into the battery."""
    _check(kwh, efficiency)
    if charger_kw <= 0:
        raise ValueError("charger power must be more than 0")
    return math.ceil(round(kwh / efficiency / charger_kw * 60, 9))


def charge_cost(kwh, pence_per_kwh, efficiency=0.9):
    """Pounds for the electricity drawn from the wall, to 2 decimal places."""
    _check(kwh, efficiency)
    if pence_per_kwh < 0:
        raise ValueError("price can't be negative")
    return round(kwh / efficiency * pence_per_kwh / 100, 2)


def finish_time(start, minutes):
    """'HH:MM' on the 24-hour clock, minutes after start ('HH:MM')."""
    parts = start.split(":")
    if (len(parts) != 2 or not all(p.isdigit() and len(p) == 2 for p in parts)
            or int(parts[0]) > 23 or int(parts[1]) > 59):
        raise ValueError(f"not a time: {start!r}")
    total = (int(parts[0]) * 60 + int(parts[1]) + minutes) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"
