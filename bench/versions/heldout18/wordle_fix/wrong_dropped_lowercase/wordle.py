"""Little helpers for my Wordle clone."""

from collections import Counter


def feedback(guess, answer):
    """Colour a guess against the answer.

    Returns one character per letter of the guess: 'G' right letter in the right
    spot, 'Y' the letter is in the answer but somewhere else, '.' not in the answer.
    Case doesn't matter. Repeated letters are handled like the real game: greens
    are given out first, then yellows left to right while unmatched copies of the
    letter remain in the answer.
    """
    if len(guess) != len(answer):
        raise ValueError("guess and answer must be the same length")
    marks = ["."] * len(guess)
    unmatched = Counter()
    for i, letter in enumerate(guess):
        if letter == answer[i]:
            marks[i] = "G"
        else:
            unmatched[answer[i]] += 1
    for i, letter in enumerate(guess):
        if marks[i] != "G" and unmatched[letter] > 0:
            marks[i] = "Y"
            unmatched[letter] -= 1
    return "".join(marks)


def turns_to_solve(guesses, answer):
    """1-based number of the first guess that is all green, or None."""
    for turn, guess in enumerate(guesses, start=1):
        if feedback(guess, answer) == "G" * len(answer):
            return turn
    return None
