"""Letter grades of numeric scores."""

BANDS = ((90, "A"), (80, "B"), (70, "C"), (60, "D"))


def check_score(score: float) -> None:
    if not 0 <= score <= 100:
        raise ValueError(f"score must be from 0 to 100, got {score!r}")


def letter(score: float) -> str:
    """"A" for 90 and up, ..., "F" below 60."""
    check_score(score)
    for floor, grade in BANDS:
        if score >= floor:
            return grade
    return "F"
