def split_bill(total_cents, people, tip_percent=0):
    if people < 1 or total_cents < 0:
        raise ValueError("invalid")
    tip = int(total_cents * tip_percent / 100)
    grand = total_cents + tip
    share, extra = divmod(grand, people)
    return [share + 1 if i < extra else share for i in range(people)]
