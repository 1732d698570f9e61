"""Ten-pin bowling scores."""


def score(rolls):
    """Total score of a complete game, given the pins knocked down by each roll in order.

    A strike (all 10 pins with the first roll of a frame) scores 10 plus the next two rolls;
    a spare (10 pins with both rolls of a frame) scores 10 plus the next roll. The tenth frame
    gets its bonus rolls at the end of the list; they only count as bonus.
    """
    frames = []
    i = 0
    while len(frames) < 10:
        if rolls[i] == 10:
            frames.append(10 + rolls[i + 1] + rolls[i + 2])
            i += 1
        else:
            first, second = rolls[i], rolls[i + 1]
            bonus = rolls[i + 2] if first + second == 10 else 0
            frames.append(first + second + bonus)
            i += 2
    return sum(frames)
