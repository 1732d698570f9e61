"""Gauge arithmetic for knitting patterns: reading a gauge, stitches to cast on
for a width, the width a stitch count gives, and how many skeins to buy."""

import math
import re

CM_PER_INCH = 2.54

_GAUGE = re.compile(r"(\d+)\s*(?:sts|stitches)\s*[=/]\s*(\d+(?:\.\d+)?)\s*(cm|in|inch|inches)")


def _number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def parse_gauge(text):
    """Read a gauge the way patterns write it and return ``(stitches, cm)``.

    The form is ``"<stitches> sts = <measure> <unit>"``: ``sts`` may also be
    written ``stitches``, ``=`` may be ``/``, the spaces around the parts are
    optional, case does not matter and surrounding spaces are ignored.
    ``stitches`` is an int from 1 to 60; ``measure`` a number above 0 that may
    have decimals (``2.5``); the unit is ``cm``, ``in``, ``inch`` or ``inches``.
    Inches are turned into centimetres (2.54 cm each) and ``cm`` is rounded to
    2 decimals. Anything else raises ValueError.

    >>> parse_gauge("22 sts = 10 cm")
    (22, 10.0)
    >>> parse_gauge("18 Stitches/4 in")
    (18, 10.16)
    """
    match = _GAUGE.fullmatch(text.strip().lower())
    if not match:
        raise ValueError(f"not a gauge: {text!r}")
    stitches, measure = int(match.group(1)), float(match.group(2))
    if not 1 <= stitches <= 60:
        raise ValueError("stitches must be from 1 to 60")
    if measure <= 0:
        raise ValueError("the measure must be above 0")
    if match.group(3) != "cm":
        measure *= CM_PER_INCH
    return stitches, round(measure, 2)


def cast_on(width_cm, gauge, *, multiple=1, plus=0):
    """Stitches to cast on for a piece ``width_cm`` wide at ``gauge`` (a string
    for parse_gauge()).

    The width times the stitches per centimetre is rounded up to a whole
    stitch (a count within 0.001 of a whole number is taken as that number).
    Stitch patterns need a count of the form ``multiple * k + plus`` with k a
    whole number of at least 1: the result is the smallest such count that is
    not below the rounded-up one. ``width_cm`` must be a number above 0 and at
    most 500, ``multiple`` an int of at least 1 and ``plus`` an int of at
    least 0, else ValueError.

    >>> cast_on(51, "22 sts = 10 cm", multiple=4, plus=2)
    114
    """
    if not _number(width_cm) or not 0 < width_cm <= 500:
        raise ValueError("width_cm must be above 0 and at most 500")
    for name, value, low in (("multiple", multiple, 1), ("plus", plus, 0)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ValueError(f"{name} must be an int of at least {low}")
    stitches, cm = parse_gauge(gauge)
    count = math.ceil(width_cm * stitches / cm - 0.001)
    k = max(1, math.ceil((count - plus) / multiple))
    return k * multiple + plus


def finished_width(stitches, gauge):
    """The width in cm that ``stitches`` (an int of at least 1, else ValueError)
    make at ``gauge``, rounded to 1 decimal."""
    if isinstance(stitches, bool) or not isinstance(stitches, int) or stitches < 1:
        raise ValueError("stitches must be an int of at least 1")
    per, cm = parse_gauge(gauge)
    return round(stitches * cm / per, 1)


def skeins_needed(metres, skein_metres=200, *, spare=True):
    """Skeins to buy for ``metres`` of yarn: enough whole skeins of
    ``skein_metres`` each, plus one spare skein when ``spare`` is true. Both
    lengths must be numbers above 0, else ValueError."""
    if not _number(metres) or not _number(skein_metres) or metres <= 0 or skein_metres <= 0:
        raise ValueError("lengths must be numbers above 0")
    return math.ceil(metres / skein_metres) + (1 if spare else 0)
