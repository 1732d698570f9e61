"""Feedback for a Wordle-style guessing game."""

WORD_LENGTH = 5


def score_guess(secret, guess):
    """Feedback for ``guess`` against ``secret`` (both lower case, same length).

    One character per letter of the guess: "G" = right letter in the right place,
    "Y" = the letter is in the secret but somewhere else, "." = not in the secret.
    """
    if len(secret) != len(guess):
        raise ValueError("guess and secret must have the same length")
    from collections import Counter

    pool = Counter(s for s, g in zip(secret, guess) if s != g)
    result = []
    for s, g in zip(secret, guess):
        if s == g:
            result.append("G")
        elif pool[g] > 0:
            pool[g] -= 1
            result.append("Y")
        else:
            result.append(".")
    return "".join(result)


def is_solved(feedback):
    return feedback == "G" * len(feedback)
