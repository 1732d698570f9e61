"""Counting a cribbage hand.

Cards are written rank then suit: "AH", "5S", "10D", "QC". The ranks are
A 2 3 4 5 6 7 8 9 10 J Q K and the suits C D H S (lower case is fine too).
A hand is four cards; the starter is the card cut from the deck, and it
counts together with the hand. Points, for those five cards:

- fifteens: 2 for every different combination of cards whose values add
  up to 15 (A is 1, J Q K are 10, the rest their number);
- pairs: 2 for every two cards of the same rank, so three of a kind is
  three pairs (6) and four of a kind six pairs (12);
- runs: three or more cards of consecutive ranks (A is low, K is high,
  no going round the corner). Only the longest run counts, and each
  different way of picking one card of each of its ranks is a separate
  run: 3 4 4 5 is two runs of three (6 points) and 3 3 4 4 5 is four
  runs of three (12 points);
- flush: 4 when the four hand cards are one suit, 5 when the starter is
  that suit too;
- nobs: 1 for a jack in the hand of the same suit as the starter.
"""

from collections import Counter
from itertools import combinations

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = "CDHS"


def parse_card(text):
    """"10D" -> (10, "D"), "qc" -> (12, "C"). ValueError for anything else."""
    card = text.strip().upper()
    rank, suit = card[:-1], card[-1:]
    if rank not in RANKS or not suit or suit not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return RANKS.index(rank) + 1, suit


def card_value(rank):
    """What a rank (1-13) counts for in fifteens."""
    return min(rank, 10)


def fifteens(ranks):
    """Points for fifteens among these ranks."""
    count = 0
    for size in range(2, len(ranks) + 1):
        for combo in combinations(ranks, size):
            if sum(card_value(rank) for rank in combo) == 15:
                count += 1
    return 2 * count


def pairs(ranks):
    """Points for pairs among these ranks."""
    return 2 * sum(1 for a, b in combinations(ranks, 2) if a == b)


def runs(ranks):
    """Points for runs among these ranks."""
    counts = Counter(ranks)
    best = 0
    for start in counts:
        if start - 1 in counts:
            continue
        length, ways = 0, 1
        while start + length in counts:
            ways += counts[start + length] - 1
            length += 1
        if length >= 3:
            best = max(best, length * ways)
    return best


def breakdown(hand, starter):
    """The points of a hand with its starter, as a dict per kind of score.

    ``hand`` is a list of four cards and ``starter`` one card, all as
    text. ValueError for a bad card, a hand that isn't four cards, or the
    same card twice.
    """
    if len(hand) != 4:
        raise ValueError("a hand is four cards")
    cards = [parse_card(card) for card in hand]
    cut = parse_card(starter)
    if len(set(cards + [cut])) != 5:
        raise ValueError("the same card twice")
    ranks = [rank for rank, _suit in cards + [cut]]
    suits = {suit for _rank, suit in cards}
    flush = 0
    if len(suits) == 1:
        flush = 5 if cut[1] in suits else 4
    nobs = 1 if (11, cut[1]) in cards else 0
    return {"fifteens": fifteens(ranks), "pairs": pairs(ranks), "runs": runs(ranks),
            "flush": flush, "nobs": nobs}


def score_hand(hand, starter):
    """The total points of a hand with its starter."""
    return sum(breakdown(hand, starter).values())
