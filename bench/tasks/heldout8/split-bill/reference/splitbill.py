"""Split a restaurant bill (in cents) between people, with an optional tip."""


def split_bill(total_cents, people, tip_percent=0):
    if people < 1:
        raise ValueError("people must be at least 1")
    if total_cents < 0:
        raise ValueError("total_cents must not be negative")
    # Tip rounded to the nearest cent, halves up (integer arithmetic, no floats).
    tip = (total_cents * tip_percent * 2 + 100) // 200
    grand = total_cents + tip
    share, extra = divmod(grand, people)
    return [share + 1 if i < extra else share for i in range(people)]
