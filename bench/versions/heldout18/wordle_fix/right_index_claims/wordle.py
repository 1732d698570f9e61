"""Little helpers for my Wordle clone."""


def feedback(guess, answer):
    """Colour a guess against the answer.

    'G' right letter right spot, 'Y' elsewhere in the answer, '.' not (left) in it.
    """
    guess = guess.lower()
    answer = answer.lower()
    if len(guess) != len(answer):
        raise ValueError("guess and answer must be the same length")
    n = len(guess)
    used = [guess[i] == answer[i] for i in range(n)]  # answer positions already claimed
    marks = ["G" if used[i] else "." for i in range(n)]
    for i in range(n):
        if marks[i] == "G":
            continue
        for j in range(n):
            if not used[j] and answer[j] == guess[i]:
                used[j] = True
                marks[i] = "Y"
                break
    return "".join(marks)


def turns_to_solve(guesses, answer):
    """1-based number of the first guess that is all green, or None."""
    for turn, guess in enumerate(guesses, start=1):
        if feedback(guess, answer) == "G" * len(answer):
            return turn
    return None
