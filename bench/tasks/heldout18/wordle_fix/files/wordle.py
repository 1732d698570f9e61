"""Little helpers for my Wordle clone."""


def feedback(guess, answer):
    """Colour a guess against the answer.

    Returns one character per letter of the guess: 'G' right letter in the right
    spot, 'Y' the letter is in the answer but somewhere else, '.' not in the answer.
    Case doesn't matter.
    """
    guess = guess.lower()
    answer = answer.lower()
    if len(guess) != len(answer):
        raise ValueError("guess and answer must be the same length")
    marks = []
    for i, letter in enumerate(guess):
        if letter == answer[i]:
            marks.append("G")
        elif letter in answer:
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
