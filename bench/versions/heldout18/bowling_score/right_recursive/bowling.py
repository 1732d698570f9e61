def _check_pins(rolls):
    for r in rolls:
        if r < 0 or r > 10:
            raise ValueError("each roll must be 0-10")


def _take(rolls, n):
    if len(rolls) < n:
        raise ValueError("not enough rolls")
    return rolls[:n]


def _score_from(rolls, frame):
    if frame == 10:
        first, *rest = _take(rolls, 1) + rolls[1:]
        if first == 10:
            a, b = _take(rest, 2)
            if a != 10 and a + b > 10:
                raise ValueError("bad fill balls")
            if len(rest) != 2:
                raise ValueError("extra rolls")
            return 10 + a + b
        (second,) = _take(rest, 1)
        if first + second > 10:
            raise ValueError("frame over 10")
        if first + second == 10:
            if len(rest) != 2:
                raise ValueError("wrong number of rolls after tenth-frame spare")
            return 10 + rest[1]
        if len(rest) != 1:
            raise ValueError("extra rolls")
        return first + second
    first = _take(rolls, 1)[0]
    if first == 10:
        a, b = _take(rolls[1:], 2)
        return 10 + a + b + _score_from(rolls[1:], frame + 1)
    first, second = _take(rolls, 2)
    if first + second > 10:
        raise ValueError("frame over 10")
    frame_score = first + second
    if frame_score == 10:
        frame_score += _take(rolls[2:], 1)[0]
    return frame_score + _score_from(rolls[2:], frame + 1)


def score(rolls):
    rolls = list(rolls)
    _check_pins(rolls)
    return _score_from(rolls, 1)
