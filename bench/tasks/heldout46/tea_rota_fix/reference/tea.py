"""The office tea round: whose turn it is, and what everyone has."""

DRINKS = ("tea", "coffee", "green tea", "hot chocolate")


def parse_order(text):
    """'Tea, milk, 2 sugars' -> {'drink': 'tea', 'milk': True, 'sugars': 2}.

    The drink comes first, then any of 'milk', 'no sugar', '1 sugar' or 'N sugars'.
    Anything else is a ValueError.
    """
    parts = [p.strip().lower() for p in text.split(",") if p.strip()]
    if not parts or parts[0] not in DRINKS:
        raise ValueError(f"unknown drink: {text!r}")
    order = {"drink": parts[0], "milk": False, "sugars": 0}
    for part in parts[1:]:
        words = part.split()
        if part == "milk":
            order["milk"] = True
        elif part == "no sugar":
            order["sugars"] = 0
        elif len(words) == 2 and words[0].isdigit() and words[1] in ("sugar", "sugars"):
            order["sugars"] = int(words[0])
        else:
            raise ValueError(f"don't understand {part!r}")
    return order


def next_maker(rota, last, away=()):
    """Who makes the next round: the first person after last in the rota who isn't away,
    going back to the top of the rota after the bottom. last never makes two rounds in a
    row. last must be in the rota; if nobody else is in, ValueError."""
    if last not in rota:
        raise ValueError(f"{last!r} is not on the rota")
    i = rota.index(last)
    for name in rota[i + 1:] + rota[:i]:
        if name not in away:
            return name
    raise ValueError("nobody else is in to make the tea")


def plan(rota, last, rounds, away=()):
    """The makers of the next rounds, in order, as a list of names."""
    makers = []
    for _ in range(rounds):
        last = next_maker(rota, last, away)
        makers.append(last)
    return makers


def shopping(orders, rounds_a_week=15):
    """Milk (ml) and sugar (cubes) a week for a list of parsed orders: 30 ml for each milky
    drink and one cube per sugar, every round."""
    milk = sum(30 for order in orders if order["milk"]) * rounds_a_week
    sugar = sum(order["sugars"] for order in orders) * rounds_a_week
    return {"milk_ml": milk, "sugar_cubes": sugar}
