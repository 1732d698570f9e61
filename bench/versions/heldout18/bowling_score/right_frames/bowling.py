def _split_frames(rolls):
    """Split rolls into 10 frames plus the list of bonus balls."""
    frames = []
    i = 0
    while len(frames) < 10:
        if i >= len(rolls):
            raise ValueError("game is not finished")
        if rolls[i] == 10:
            frames.append([10])
            i += 1
        else:
            if i + 1 >= len(rolls):
                raise ValueError("game is not finished")
            if rolls[i] + rolls[i + 1] > 10:
                raise ValueError("too many pins in a frame")
            frames.append([rolls[i], rolls[i + 1]])
            i += 2
    return frames, rolls[i:]


def score(rolls):
    rolls = list(rolls)
    if any(not 0 <= r <= 10 for r in rolls):
        raise ValueError("roll out of range")
    frames, bonus = _split_frames(rolls)
    last = frames[-1]
    if last == [10]:
        if len(bonus) != 2:
            raise ValueError("need exactly two bonus balls")
        if bonus[0] < 10 and bonus[0] + bonus[1] > 10:
            raise ValueError("bad bonus balls")
    elif sum(last) == 10:
        if len(bonus) != 1:
            raise ValueError("need exactly one bonus ball")
    elif bonus:
        raise ValueError("too many rolls")
    flat = [pins for frame in frames for pins in frame] + bonus
    total = 0
    pos = 0
    for frame in frames:
        if frame == [10]:
            total += 10 + flat[pos + 1] + flat[pos + 2]
        elif sum(frame) == 10:
            total += 10 + flat[pos + 2]
        else:
            total += sum(frame)
        pos += len(frame)
    return total
