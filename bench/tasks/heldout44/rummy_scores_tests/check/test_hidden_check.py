"""Hidden check for rummy_scores_tests: the user's tests/test_rummy.py must pass on the given
rummy.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'rummy.py'
TEST_FILE = 'tests/test_rummy.py'

# the given rummy.py, verbatim
ORIGINAL = r'''"""Scoring for our family rummy nights.

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
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'ace_scores_11': [
        ('ACE_POINTS = 1\n',
         'ACE_POINTS = 11\n'),
    ],
    'king_scores_13': [
        ('"K": 10}',
         '"K": 13}'),
    ],
    'ten_refused': [
        ('2 <= int(rank) <= 10',
         '2 <= int(rank) < 10'),
    ],
    'one_allowed': [
        ('2 <= int(rank) <= 10',
         '1 <= int(rank) <= 10'),
    ],
    'lower_case_refused': [
        ('    card = card.strip().upper()\n',
         '    card = card.strip()\n'),
    ],
    'any_suit_allowed': [
        ('    if suit not in SUITS or not rank:\n',
         '    if not rank:\n'),
    ],
    'winner_with_cards_allowed': [
        ('    if hands[winner]:\n        raise ValueError(f"{winner!r} still has cards")\n',
         ''),
    ],
    'add_round_changes_totals': [
        ('    new = dict(totals)\n',
         '    new = totals\n'),
    ],
    'limit_reached_still_in': [
        ('if points >= limit)',
         'if points > limit)'),
    ],
    'limit_default_150': [
        ('def knocked_out(totals, limit=100):',
         'def knocked_out(totals, limit=150):'),
    ],
    'leader_is_highest': [
        ('    best = min(totals.values())\n',
         '    best = max(totals.values())\n'),
    ],
    'tied_leaders_first_only': [
        ('    return sorted(player for player, points in totals.items() if points == best)\n',
         '    return sorted(player for player, points in totals.items() if points == best)[:1]\n'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
