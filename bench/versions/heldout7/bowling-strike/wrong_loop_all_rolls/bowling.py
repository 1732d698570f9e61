"""Ten-pin bowling scores."""


def score(rolls):
    """Total score of a complete game, given the pins knocked down by each roll in order.

    A strike (all 10 pins with the first roll of a frame) scores 10 plus the next two rolls;
    a spare (10 pins with both rolls of a frame) scores 10 plus the next roll. The tenth frame
    gets its bonus rolls at the end of the list; they only count as bonus.
    """
    total = 0
    i = 0
    while i < len(rolls):
        if rolls[i] == 10:
            total += 10 + sum(rolls[i + 1:i + 3])
            i += 1
        elif i + 1 < len(rolls) and rolls[i] + rolls[i + 1] == 10:
            total += 10 + sum(rolls[i + 2:i + 3])
            i += 2
        else:
            total += sum(rolls[i:i + 2])
            i += 2
    return total
