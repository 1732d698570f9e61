"""Sharing bills between flatmates. Money in pounds."""


def split(total, names):
    if not names or total < 0:
        raise ValueError("need some names and a total of 0 or more")
    pence = round(total * 100)
    each, left = divmod(pence, len(names))
    shares = {}
    for i, name in enumerate(sorted(names)):
        shares[name] = (each + (1 if i < left else 0)) / 100
    return shares


def balances(paid):
    shares = split(sum(paid.values()), list(paid))
    return {name: round(paid[name] - shares[name], 2) for name in paid}
