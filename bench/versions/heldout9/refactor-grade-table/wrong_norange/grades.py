"""Letter grades for exam scores between 0 and 100."""

GRADE_BOUNDARIES = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


def letter_grade(score):
    return next(letter for minimum, letter in GRADE_BOUNDARIES if score >= minimum)


def grade_counts(scores):
    counts = dict.fromkeys((letter for _, letter in GRADE_BOUNDARIES), 0)
    for s in scores:
        counts[letter_grade(s)] += 1
    return counts
