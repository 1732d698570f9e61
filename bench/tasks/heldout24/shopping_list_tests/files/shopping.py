"""Turn a recipe and what is already in the pantry into a shopping list."""

import math


def _norm(name):
    return name.strip().lower()


def to_buy(needed, pantry, *, pack_sizes=None):
    """Return ``{item: amount to buy}`` for a recipe.

    needed      {item: amount the recipe uses}     e.g. {"eggs": 6, "flour": 500}
    pantry      {item: amount already at home}     e.g. {"eggs": 2}
    pack_sizes  keyword-only, optional: {item: amount in one pack}

    Rules, in the order they apply:

    1. Item names are matched ignoring case and spaces around them, in all three
       dicts ("Eggs ", "eggs" and "EGGS" are one item). If the pantry lists the same
       item under two spellings, the two amounts are added up.
    2. An item missing from the pantry counts as 0 at home.
    3. shortfall = amount needed - amount at home. An item whose shortfall is 0 or
       less (enough at home) is left out of the result.
    4. For an item with a pack size the shortfall is rounded UP to whole packs; the
       result is still an amount (not a number of packs):
           need 7, have 2, packs of 6    -> 6    (short 5: one pack)
           need 13, have 0, packs of 6   -> 18   (three packs)
           need 12, have 0, packs of 6   -> 12   (exactly two packs, nothing extra)
       Items without a pack size are bought exactly: short 250 -> 250.
    5. The keys of the result are the names as written in ``needed``, with the
       spaces around them removed, in alphabetical order ignoring case.

    Examples:
        to_buy({"eggs": 6, "flour": 500}, {"eggs": 2, "Flour": 750})  -> {"eggs": 4}
        to_buy({"Milk ": 1}, {})                                        -> {"Milk": 1}
        to_buy({"sugar": 300, "Butter": 250}, {"sugar": 100})
            -> {"Butter": 250, "sugar": 200}

    The dicts passed in are not changed.

    Raises ValueError if an amount in ``needed`` or ``pantry`` is negative, or if a
    pack size is 0 or less.
    """
    packs = {_norm(name): size for name, size in (pack_sizes or {}).items()}
    for size in packs.values():
        if size <= 0:
            raise ValueError("pack sizes must be more than 0")
    home = {}
    for name, amount in pantry.items():
        if amount < 0:
            raise ValueError(f"negative amount at home for {name!r}")
        home[_norm(name)] = home.get(_norm(name), 0) + amount
    result = {}
    for name, amount in needed.items():
        if amount < 0:
            raise ValueError(f"negative amount needed for {name!r}")
        shortfall = amount - home.get(_norm(name), 0)
        if shortfall <= 0:
            continue
        size = packs.get(_norm(name))
        if size is not None:
            shortfall = math.ceil(shortfall / size) * size
        result[name.strip()] = shortfall
    return dict(sorted(result.items(), key=lambda item: item[0].lower()))
