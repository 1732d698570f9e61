"""Scrabble word scoring."""

LETTER_VALUES = {}
for _letters, _value in (("AEIOULNSTR", 1), ("DG", 2), ("BCMP", 3), ("FHVWY", 4),
                         ("K", 5), ("JX", 8), ("QZ", 10)):
    for _letter in _letters:
        LETTER_VALUES[_letter] = _value
LETTER_VALUES["?"] = 0

ALL_TILES_BONUS = 50


def word_score(word, letter_bonus=None, word_multiplier=1):
    if not word:
        raise ValueError("word must not be empty")
    tiles = word.upper()
    for tile in tiles:
        if tile not in LETTER_VALUES:
            raise ValueError(f"invalid character {tile!r}")
    if word_multiplier not in (1, 2, 3):
        raise ValueError("word_multiplier must be 1, 2 or 3")
    letter_bonus = letter_bonus or {}
    for position, multiplier in letter_bonus.items():
        if not 0 <= position < len(tiles):
            raise ValueError(f"bonus position {position} is outside the word")
        if multiplier not in (2, 3):
            raise ValueError("letter multiplier must be 2 or 3")
    total = sum(LETTER_VALUES[t] * letter_bonus.get(i, 1) for i, t in enumerate(tiles))
    total *= word_multiplier
    if len(tiles) == 7:
        total += ALL_TILES_BONUS
    return total


def best_word(words):
    if not words:
        return None
    return min(words, key=lambda w: (-word_score(w), w.lower()))
