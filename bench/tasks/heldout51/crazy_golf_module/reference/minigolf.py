"""Scorecards and prices for the crazy golf course."""

MAX_STROKES = 6
ADULT, CHILD, FAMILY = 7.00, 5.00, 20.00


def _whole(n, low):
    return isinstance(n, int) and not isinstance(n, bool) and n >= low


def card_total(strokes):
    """Total of a card, each hole capped at MAX_STROKES."""
    if not strokes:
        raise ValueError("empty card")
    for s in strokes:
        if not _whole(s, 1):
            raise ValueError("strokes must be whole numbers, 1 or more")
    return sum(min(s, MAX_STROKES) for s in strokes)


def versus_par(strokes, pars):
    """"level", "+N" or "-N" against the pars."""
    if len(strokes) != len(pars):
        raise ValueError("card and pars differ in length")
    diff = card_total(strokes) - sum(pars)
    if diff == 0:
        return "level"
    return f"{diff:+d}"


def holes_in_one(cards):
    """{player: count} for players with at least one hole in one."""
    out = {}
    for player, strokes in cards.items():
        n = sum(1 for s in strokes if s == 1)
        if n:
            out[player] = n
    return out


def leaderboard(cards):
    """[(place, player, total)], lowest total first, ties share a place."""
    totals = [(card_total(s), p) for p, s in cards.items()]
    totals.sort(key=lambda t: (t[0], t[1].lower()))
    board = []
    for i, (total, player) in enumerate(totals):
        place = board[-1][0] if board and board[-1][2] == total else i + 1
        board.append((place, player, total))
    return board


def group_price(adults, children):
    """Cheapest price for the group, using family tickets where they help."""
    if not _whole(adults, 0) or not _whole(children, 0) or adults + children == 0:
        raise ValueError("need a group of whole numbers of people")
    best = None
    for fam in range(min(adults, children) // 2 + 1):
        cost = fam * FAMILY + (adults - 2 * fam) * ADULT + (children - 2 * fam) * CHILD
        best = cost if best is None else min(best, cost)
    return round(best, 2)
