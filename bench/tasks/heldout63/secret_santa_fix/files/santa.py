"""Our family Secret Santa: who buys for whom.

names.txt has one household a line. A couple (or anyone living together)
goes on one line joined with "&", e.g. "Sue & Dave". Nobody should end up
buying for someone from their own household - they'd know anyway.
"""

import random
from datetime import date


def parse_households(lines):
    """Households from the lines of names.txt, as a list of lists of names.

    Blank lines and lines starting with # are skipped. Names are stripped of
    spaces. The same name twice (anywhere) or an empty name is a ValueError.
    """
    households, seen = [], set()
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        names = [name.strip() for name in line.split("&")]
        for name in names:
            if not name:
                raise ValueError(f"empty name in {line!r}")
            if name.lower() in seen:
                raise ValueError(f"{name} is on the list twice")
            seen.add(name.lower())
        households.append(names)
    return households


def draw(households, seed=None, tries=1000):
    """The draw, as {giver: receiver}.

    Everyone is shuffled into a circle and buys for the next person round
    it, so everyone gives one present and gets one. A circle where someone
    would buy for their own household is thrown away and we shuffle again,
    up to ``tries`` times; if no good circle turns up, ValueError. The same
    seed always gives the same draw. Fewer than 2 people is a ValueError.
    """
    people = [name for household in households for name in household]
    if len(people) < 2:
        raise ValueError("need at least 2 people")
    home = {name: i for i, household in enumerate(households) for name in household}
    rng = random.Random(seed)
    for _ in range(tries):
        circle = people[:]
        rng.shuffle(circle)
        if all(home[circle[i]] != home[circle[i + 1]] for i in range(len(circle) - 1)):
            return {circle[i]: circle[(i + 1) % len(circle)] for i in range(len(circle))}
    raise ValueError("couldn't find a draw where nobody buys for their own household")


def message(giver, receiver, budget=20, exchange=date(2024, 12, 22)):
    """The note each giver gets, e.g.

    Hi Sue! You're buying for Tom. Spend up to £20 - presents on Sunday 22 December.
    """
    if budget <= 0:
        raise ValueError("budget must be more than 0")
    amount = f"£{budget:.2f}".replace(".00", "")
    day = f"{exchange:%A} {exchange.day} {exchange:%B}"
    return (f"Hi {giver}! You're buying for {receiver}. "
            f"Spend up to {amount} - presents on {day}.")
