from typing import Dict, Iterable, Optional

VALUES: Dict[str, int] = {
    "A": 1, "E": 1, "I": 1, "O": 1, "U": 1, "L": 1, "N": 1, "S": 1, "T": 1, "R": 1,
    "D": 2, "G": 2,
    "B": 3, "C": 3, "M": 3, "P": 3,
    "F": 4, "H": 4, "V": 4, "W": 4, "Y": 4,
    "K": 5,
    "J": 8, "X": 8,
    "Q": 10, "Z": 10,
    "?": 0,
}


def word_score(word: str, letter_bonus: Optional[Dict[int, int]] = None,
               word_multiplier: int = 1) -> int:
    if word == "":
        raise ValueError("empty word")
    if any(ch.upper() not in VALUES for ch in word):
        raise ValueError(f"word {word!r} contains invalid characters")
    if word_multiplier not in {1, 2, 3}:
        raise ValueError(f"bad word multiplier {word_multiplier}")
    bonus = dict(letter_bonus or {})
    for pos, mult in bonus.items():
        if pos < 0 or pos >= len(word):
            raise ValueError(f"bonus position {pos} out of range")
        if mult not in {2, 3}:
            raise ValueError(f"bad letter multiplier {mult}")
    score = 0
    for pos, ch in enumerate(word):
        score += VALUES[ch.upper()] * bonus.get(pos, 1)
    score = score * word_multiplier
    return score + 50 if len(word) == 7 else score


def best_word(words: Iterable[str]) -> Optional[str]:
    best = None
    best_score = -1
    for w in words:
        s = word_score(w)
        if s > best_score or (s == best_score and w.lower() < best.lower()):
            best, best_score = w, s
    return best
