"""Ten-pin bowling score."""


def score(rolls):
    rolls = list(rolls)
    for pins in rolls:
        if pins < 0 or pins > 10:
            raise ValueError(f"invalid roll: {pins}")

    def need(index):
        if index >= len(rolls):
            raise ValueError("incomplete game")
        return rolls[index]

    total = 0
    i = 0
    for frame in range(1, 11):
        first = need(i)
        if first == 10:
            bonus1, bonus2 = need(i + 1), need(i + 2)
            if frame == 10 and bonus1 != 10 and bonus1 + bonus2 > 10:
                raise ValueError("invalid bonus balls in the tenth frame")
            total += 10 + bonus1 + bonus2
            i += 3 if frame == 10 else 1
            continue
        second = need(i + 1)
        if first + second > 10:
            raise ValueError(f"frame {frame} has more than 10 pins")
        if first + second == 10:
            total += 10 + need(i + 2)
            i += 3 if frame == 10 else 2
        else:
            total += first + second
            i += 2
    if i != len(rolls):
        raise ValueError("rolls left over after the game ended")
    return total
