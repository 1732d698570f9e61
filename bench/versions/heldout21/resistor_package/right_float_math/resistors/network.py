def _validate(values):
    if len(values) == 0:
        raise ValueError("no resistors given")
    for v in values:
        if v < 0:
            raise ValueError(f"negative resistance: {v}")


def series(*ohms):
    _validate(ohms)
    total = 0.0
    for r in ohms:
        total += r
    return total


def parallel(*ohms):
    _validate(ohms)
    if 0 in ohms:
        return 0.0
    return 1 / sum(1 / r for r in ohms) * 1.0
