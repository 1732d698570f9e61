"""Batting stats for the kids' baseball team."""


def batting_average(hits, at_bats):
    """hits / at_bats to 3 places; 0.0 with no at bats."""
    if hits < 0 or at_bats < 0 or hits > at_bats:
        raise ValueError("hits and at bats must be 0 or more, hits no more than at bats")
    if at_bats == 0:
        return 0.0
    return round(hits / at_bats, 3)


def show(average):
    """0.333 -> ".333", 1.0 -> "1.000"."""
    text = f"{average:.3f}"
    return text[1:] if text.startswith("0") else text
