"""Score Scrabble words."""

TILE_GROUPS = {
    1: "AEIOULNSTR",
    2: "DG",
    3: "BCMP",
    4: "FHVWY",
    5: "K",
    8: "JX",
    10: "QZ",
    0: "?",
}
SCORES = {tile: points for points, tiles in TILE_GROUPS.items() for tile in tiles}
SEVEN_TILE_BONUS = 50


def _tile_score(tile, multiplier):
    return SCORES[tile] * multiplier


def word_score(word, letter_bonus=None, word_multiplier=1):
    tiles = list(word.upper())
    if not tiles:
        raise ValueError("a word needs at least one tile")
    invalid = [t for t in tiles if t not in SCORES]
    if invalid:
        raise ValueError("invalid tiles: " + "".join(invalid))
    if letter_bonus is None:
        letter_bonus = {}
    if set(letter_bonus) - set(range(len(tiles))):
        raise ValueError("letter bonus position outside the word")
    if not set(letter_bonus.values()) <= {2, 3}:
        raise ValueError("letter bonus must be 2 or 3")
    if word_multiplier not in (1, 2, 3):
        raise ValueError("word multiplier must be 1, 2 or 3")
    base = sum(_tile_score(t, letter_bonus.get(i, 1)) for i, t in enumerate(tiles))
    bonus = SEVEN_TILE_BONUS if len(tiles) == 7 else 0
    return base * word_multiplier + bonus


def best_word(words):
    ranked = sorted(words, key=lambda w: w.lower())
    ranked.sort(key=word_score, reverse=True)  # stable: keeps alphabetical ties
    return ranked[0] if ranked else None
