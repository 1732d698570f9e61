"""Reading and converting glasses prescriptions."""

import math
import re

_NUMBER = r"[+-]?\d+(?:\.\d+)?"
_CYL_FORM = re.compile(rf"^({_NUMBER}|plano)\s*/\s*({_NUMBER})\s*[xX]\s*(\d+)$")
_DS_FORM = re.compile(rf"^({_NUMBER})\s*DS$", re.IGNORECASE)


def _quarters(text):
    value = float(text)
    if (value * 4) != int(value * 4):
        raise ValueError(f"{text} is not in 0.25 steps")
    return value + 0.0


def _sphere(text):
    return 0.0 if text.lower() == "plano" else _quarters(text)


def parse_rx(text):
    """'-2.25 / -0.75 x 180' -> (-2.25, -0.75, 180); '+1.50 DS' or 'plano' -> (1.5, 0.0, None)."""
    text = text.strip()
    if text.lower() in ("plano", "plano ds"):
        return (0.0, 0.0, None)
    m = _DS_FORM.match(text)
    if m:
        return (_sphere(m.group(1)), 0.0, None)
    m = _CYL_FORM.match(text)
    if not m:
        raise ValueError(f"can't read prescription {text!r}")
    sph, cyl, axis = _sphere(m.group(1)), _quarters(m.group(2)), int(m.group(3))
    if cyl == 0:
        raise ValueError("a cylinder of 0 should be written as DS")
    if not 1 <= axis <= 180:
        raise ValueError("axis must be 1 to 180")
    return (sph, cyl, axis)


def _signed(value):
    return f"{value:+.2f}"


def format_rx(rx):
    sph, cyl, axis = rx
    sphere = "plano" if sph == 0 else _signed(sph)
    if cyl == 0:
        return "plano" if sph == 0 else f"{sphere} DS"
    return f"{sphere} / {_signed(cyl)} x {axis}"


def transpose(rx):
    sph, cyl, axis = rx
    if cyl == 0:
        return (sph + 0.0, 0.0, None)
    new_axis = axis + 90 if axis <= 90 else axis - 90
    return (sph + cyl + 0.0, -cyl + 0.0, new_axis)


def spherical_equivalent(rx):
    sph, cyl, _ = rx
    eighths = round((sph + cyl / 2) * 8)  # exact: quarters / 2
    if eighths % 2 == 0:
        return eighths / 8 + 0.0
    # halfway between two quarter steps: the one nearer zero
    toward_zero = eighths - 1 if eighths > 0 else eighths + 1
    return toward_zero / 8 + 0.0


def reading_rx(rx, add):
    if not isinstance(add, (int, float)) or isinstance(add, bool):
        raise ValueError("add must be a number")
    if not 0.75 <= add <= 3.5 or add * 4 != int(add * 4):
        raise ValueError("add must be +0.75 to +3.50 in 0.25 steps")
    sph, cyl, axis = rx
    return (sph + add + 0.0, cyl, axis)
