"""Feedback for a Wordle-style guessing game."""

WORD_LENGTH = 5


def score_guess(secret, guess):
    """Feedback for ``guess`` against ``secret`` (both lower case, same length).

    One character per letter of the guess: "G" = right letter in the right place,
    "Y" = the letter is in the secret but somewhere else, "." = not in the secret.
    """
    if len(secret) != len(guess):
        raise ValueError("guess and secret must have the same length")
    remaining = {}
    for letter in secret:
        remaining[letter] = remaining.get(letter, 0) + 1
    result = ["."] * len(guess)
    for i, letter in enumerate(guess):
        if secret[i] == letter:
            result[i] = "G"
    for i, letter in enumerate(guess):
        if result[i] != "G" and remaining.get(letter, 0) > 0:
            result[i] = "Y"
            remaining[letter] -= 1
    return "".join(result)


def is_solved(feedback):
    return feedback == "G" * len(feedback)
