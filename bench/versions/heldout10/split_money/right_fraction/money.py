from fractions import Fraction
import math


def split_amount(total_cents, weights):
    if len(weights) == 0:
        raise ValueError("no weights")
    for w in weights:
        if w < 0:
            raise ValueError("negative weight")
    s = sum(weights)
    if s == 0:
        raise ValueError("all weights are zero")
    exact = [Fraction(total_cents * w, s) for w in weights]
    parts = [math.floor(x) for x in exact]
    order = sorted(range(len(weights)), key=lambda i: (-(exact[i] - parts[i]), i))
    for i in order[: total_cents - sum(parts)]:
        parts[i] += 1
    return parts
