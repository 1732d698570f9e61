"""Little helpers for my Wordle clone."""


def feedback(guess, answer):
    """Colour a guess against the answer ('G', 'Y' or '.' per letter, case-insensitive)."""
    guess = guess.lower()
    answer = answer.lower()
    if len(guess) != len(answer):
        raise ValueError("guess and answer must be the same length")
    leftovers = [a for g, a in zip(guess, answer) if g != a]
    marks = []
    for g, a in zip(guess, answer):
        if g == a:
            marks.append("G")
        elif g in leftovers:
            leftovers.remove(g)
            marks.append("Y")
        else:
            marks.append(".")
    return "".join(marks)


def turns_to_solve(guesses, answer):
    """1-based number of the first guess that is all green, or None."""
    for turn, guess in enumerate(guesses, start=1):
        if feedback(guess, answer) == "G" * len(answer):
            return turn
    return None
