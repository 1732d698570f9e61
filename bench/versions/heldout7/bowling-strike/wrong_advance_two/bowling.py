"""Ten-pin bowling scores."""


def score(rolls):
    """Total score of a complete game, given the pins knocked down by each roll in order.

    A strike (all 10 pins with the first roll of a frame) scores 10 plus the next two rolls;
    a spare (10 pins with both rolls of a frame) scores 10 plus the next roll. The tenth frame
    gets its bonus rolls at the end of the list; they only count as bonus.
    """
    total = 0
    i = 0
    for _frame in range(10):
        if rolls[i] == 10:
            total += 10 + rolls[i + 1] + rolls[i + 2]
            i += 2
        elif rolls[i] + rolls[i + 1] == 10:
            total += 10 + rolls[i + 2]
            i += 2
        else:
            total += rolls[i] + rolls[i + 1]
            i += 2
    return total
