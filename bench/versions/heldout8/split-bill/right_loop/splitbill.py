def split_bill(total_cents, people, tip_percent=0):
    if not isinstance(people, int) or people < 1:
        raise ValueError("need at least one person")
    if total_cents < 0:
        raise ValueError("negative bill")
    hundredths = total_cents * tip_percent  # tip in hundredths of a cent
    tip, rest = divmod(hundredths, 100)
    if rest >= 50:
        tip += 1
    amounts = [0] * people
    left = total_cents + tip
    i = 0
    while left > 0:
        amounts[i % people] += 1
        left -= 1
        i += 1
    return amounts
