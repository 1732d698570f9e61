"""Scoring for our family rummy nights.

Cards are written rank then suit: "7H", "10S", "KD", "AC". When someone goes
out, everyone else scores penalty points for the cards left in their hand.
Lowest total wins; reach the limit and you're out of the game.
"""

SUITS = "HDCS"
FACE_CARDS = {"J": 10, "Q": 10, "K": 10}
ACE_POINTS = 1


def card_points(card):
    """Penalty points for one card: 2-10 their number, J/Q/K 10, ace 1.
    Capitals don't matter; anything that isn't a card is a ValueError."""
    card = card.strip().upper()
    rank, suit = card[:-1], card[-1:]
    if suit not in SUITS or not rank:
        raise ValueError(f"not a card: {card!r}")
    if rank == "A":
        return ACE_POINTS
    if rank in FACE_CARDS:
        return FACE_CARDS[rank]
    if rank.isdigit() and 2 <= int(rank) <= 10:
        return int(rank)
    raise ValueError(f"not a card: {card!r}")


def hand_points(hand):
    """Total penalty for the cards left in a hand (an empty hand is 0)."""
    return sum(card_points(card) for card in hand)


def score_round(hands, winner):
    """Penalty points for one round: hands is {player: cards left}. The winner
    must be one of the players and must have no cards left (else ValueError);
    they score 0, everyone else the points in their hand."""
    if winner not in hands:
        raise ValueError(f"{winner!r} isn't playing")
    if hands[winner]:
        raise ValueError(f"{winner!r} still has cards")
    return {player: hand_points(cards) for player, cards in hands.items()}


def add_round(totals, round_scores):
    """New running totals: every player's round score added to their total
    (a player new to the totals starts from 0). totals is left unchanged."""
    new = dict(totals)
    for player, points in round_scores.items():
        new[player] = new.get(player, 0) + points
    return new


def knocked_out(totals, limit=100):
    """Players whose total has reached the limit, alphabetical."""
    return sorted(player for player, points in totals.items() if points >= limit)


def leaders(totals):
    """The player(s) with the lowest total, alphabetical (empty totals: [])."""
    if not totals:
        return []
    best = min(totals.values())
    return sorted(player for player, points in totals.items() if points == best)
