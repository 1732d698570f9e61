"""Sums for my telescopes and eyepieces. Lengths in millimetres."""

EYE_PUPIL_MM = 7.0  # the widest a dark-adapted eye opens: a wider exit pupil wastes light
SMALLEST_EXIT_MM = 0.5  # below this the view is too dim and blurry to be any use
POWER_PER_MM = 2.0  # highest useful magnification: twice the aperture in mm...
POWER_CAP = 350  # ...but never more than this, the air won't allow it
BARLOWS = (1, 2, 2.5, 3)  # 1 = no Barlow lens


def magnification(scope_focal, eyepiece_focal, barlow=1):
    """Magnification: scope focal length times the Barlow, over the eyepiece
    focal length, to 1 decimal place.

    Both focal lengths must be more than 0 and barlow one of BARLOWS, else
    ValueError.
    """
    if scope_focal <= 0 or eyepiece_focal <= 0:
        raise ValueError("focal lengths must be more than 0")
    if barlow not in BARLOWS:
        raise ValueError(f"no such Barlow: {barlow!r}")
    return round(scope_focal * barlow / eyepiece_focal, 1)


def exit_pupil(aperture, power):
    """Width of the beam leaving the eyepiece: aperture / magnification, to 2 decimal places."""
    return round(aperture / power, 2)


def true_field(apparent_field, power):
    """How much sky you see, in degrees: the eyepiece's apparent field over
    the magnification, to 2 decimal places."""
    return round(apparent_field / power, 2)


def max_useful(aperture):
    """Highest useful magnification: POWER_PER_MM per mm of aperture, at most
    POWER_CAP, as a whole number (rounded down)."""
    return int(min(aperture * POWER_PER_MM, POWER_CAP))


def usable(aperture, scope_focal, eyepiece_focal, barlow=1):
    """Is this eyepiece (with this Barlow) worth using on this scope?

    Yes when the exit pupil is from SMALLEST_EXIT_MM to EYE_PUPIL_MM (both
    ends included) and the magnification is no more than max_useful.
    """
    power = magnification(scope_focal, eyepiece_focal, barlow)
    pupil = exit_pupil(aperture, power)
    return SMALLEST_EXIT_MM <= pupil <= EYE_PUPIL_MM and power <= max_useful(aperture)


def best_eyepiece(scope_focal, eyepieces, target):
    """The eyepiece focal length (from my box, eyepieces) giving the
    magnification nearest to target. If two are equally near, the longer
    one (the lower power). An empty box is a ValueError."""
    if not eyepieces:
        raise ValueError("no eyepieces")
    return min(eyepieces,
               key=lambda ep: (abs(magnification(scope_focal, ep) - target), -ep))
