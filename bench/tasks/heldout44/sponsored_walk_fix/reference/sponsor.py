"""Pledges for my sponsored walk.

sponsors.csv has one pledge a line: name,per_mile,fixed,cap,gift_aid
    Auntie Jean,0,20,,no
    Dave next door,1.50,0,30,yes
per_mile is pounds per mile walked, fixed is a set amount, cap (may be blank)
is the most that person will give, and gift_aid is yes or no.
"""

GIFT_AID_RATE = 0.25  # the charity claims 25p on every pound gift-aided


def load_pledges(text):
    """The pledges in the text of sponsors.csv (a header line is skipped)."""
    pledges = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.lower().startswith("name,"):
            continue
        name, per_mile, fixed, cap, gift_aid = [part.strip() for part in line.split(",")]
        answer = gift_aid.lower()
        if answer not in ("yes", "no"):
            raise ValueError(f"gift aid must be yes or no: {line!r}")
        pledges.append({
            "name": name,
            "per_mile": float(per_mile or 0),
            "fixed": float(fixed or 0),
            "cap": float(cap) if cap else None,
            "gift_aid": answer == "yes",
        })
    return pledges


def pledge_amount(pledge, miles):
    """What one person gives for the miles walked, capped, to the penny."""
    if miles < 0:
        raise ValueError("miles can't be negative")
    amount = pledge.get("fixed", 0) + pledge.get("per_mile", 0) * miles
    if pledge.get("cap") is not None:
        amount = min(amount, pledge["cap"])
    return round(amount, 2)


def total_raised(pledges, miles):
    """(donations, gift aid, total) for the walk, each to the penny."""
    donations = 0.0
    gift_aid = 0.0
    for pledge in pledges:
        amount = pledge_amount(pledge, miles)
        donations += amount
        if pledge.get("gift_aid"):
            gift_aid += round(amount * GIFT_AID_RATE, 2)
    donations = round(donations, 2)
    gift_aid = round(gift_aid, 2)
    return donations, gift_aid, round(donations + gift_aid, 2)


def thank_you_list(pledges, miles):
    """Lines for my thank-you cards, biggest amount first (then by name)."""
    amounts = [(pledge_amount(p, miles), p["name"]) for p in pledges]
    amounts.sort(key=lambda pair: (-pair[0], pair[1]))
    return [f"{name}: {amount:.2f}" for amount, name in amounts]
