"""Feedback for a Wordle-style guessing game."""

WORD_LENGTH = 5


def score_guess(secret, guess):
    """Feedback for ``guess`` against ``secret`` (both lower case, same length).

    One character per letter of the guess: "G" = right letter in the right place,
    "Y" = the letter is in the secret but somewhere else, "." = not in the secret.
    """
    if len(secret) != len(guess):
        raise ValueError("guess and secret must have the same length")
    result = ["."] * len(guess)
    unmatched = {}
    for i, letter in enumerate(guess):
        if secret[i] == letter:
            result[i] = "G"
        else:
            unmatched[secret[i]] = unmatched.get(secret[i], 0) + 1
    for i, letter in enumerate(guess):
        if result[i] != "G" and unmatched.get(letter, 0) > 0:
            result[i] = "Y"
            unmatched[letter] -= 1
    return "".join(result)


def is_solved(feedback):
    return feedback == "G" * len(feedback)
