"""Is this car and caravan a safe match? Weights in kg."""

IDEAL_RATIO = 85  # per cent of the car's kerb weight
NOSE_SHARE = (5, 7)  # nose weight: 5% to 7% of the caravan's laden weight


def _weight(value, what):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise ValueError(f"{what} must be a number above 0")
    return value


def towing_ratio(car_kg, caravan_kg):
    """The caravan's weight as a percentage of the car's kerb weight, to 1 decimal place."""
    _weight(car_kg, "the car's weight")
    _weight(caravan_kg, "the caravan's weight")
    return round(caravan_kg / car_kg * 100, 1)


def ratio_advice(percent):
    """"ideal" up to 85, "experienced only" above 85 up to 100, "not advised" above 100."""
    if isinstance(percent, bool) or not isinstance(percent, (int, float)) or percent < 0:
        raise ValueError("percent must be a number, 0 or more")
    if percent <= IDEAL_RATIO:
        return "ideal"
    if percent <= 100:
        return "experienced only"
    return "not advised"


def nose_weight_range(laden_kg):
    """(lowest, highest) nose weight: 5% and 7% of the laden weight, to the nearest kg."""
    _weight(laden_kg, "the laden weight")
    low, high = NOSE_SHARE
    return round(laden_kg * low / 100), round(laden_kg * high / 100)


def payload(mtplm, miro):
    """How much can go in the caravan: the maximum laden weight less the empty weight."""
    _weight(mtplm, "the maximum laden weight")
    _weight(miro, "the empty weight")
    if miro > mtplm:
        raise ValueError("the empty weight can't be more than the maximum")
    return mtplm - miro


def check(car, caravan):
    """The problems with towing ``caravan`` with ``car``, in a fixed order; [] = all fine."""
    kerb = _weight(car["kerb"], "kerb")
    limit = _weight(car["towing_limit"], "towing_limit")
    nose_limit = _weight(car["nose_limit"], "nose_limit")
    laden = _weight(caravan["laden"], "laden")
    nose = _weight(caravan["nose"], "nose")
    problems = []
    if laden > limit:
        problems.append("over the car's towing limit")
    ratio = towing_ratio(kerb, laden)
    if ratio > 100:
        problems.append("caravan heavier than the car")
    elif ratio > IDEAL_RATIO:
        problems.append("over 85% of the car's weight")
    low, high = nose_weight_range(laden)
    if nose < low:
        problems.append("nose weight too light")
    elif nose > high:
        problems.append("nose weight too heavy")
    if nose > nose_limit:
        problems.append("over the car's nose weight limit")
    return problems
