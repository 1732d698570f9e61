"""Costing the cocktail menu for the bar."""

import math
import re

PART = re.compile(r"(\d+(?:\.\d+)?)\s*ml\s+(.+)", re.IGNORECASE)


def parse_recipe(text):
    """{ingredient: ml} from text like "50ml gin, 25 ml lime juice"."""
    recipe = {}
    for part in text.split(","):
        match = PART.fullmatch(part.strip())
        if not match:
            raise ValueError(f"can't read {part.strip()!r}")
        ml = float(match.group(1))
        if ml <= 0:
            raise ValueError(f"no amount in {part.strip()!r}")
        name = " ".join(match.group(2).lower().split())
        recipe[name] = recipe.get(name, 0) + ml
    return recipe


def drink_cost(recipe, bottles):
    """What the ingredients for one drink cost, to 2 decimal places."""
    total = 0.0
    for name, ml in recipe.items():
        if name not in bottles:
            raise ValueError(f"no bottle price for {name}")
        bottle_ml, price = bottles[name]
        total += ml / bottle_ml * price
    return round(total, 2)


def units(recipe, strengths):
    """UK units of alcohol in one drink, to 1 decimal place."""
    return round(sum(ml * strengths.get(name, 0) / 1000 for name, ml in recipe.items()), 1)


def menu_price(cost, pour_cost=0.22):
    """Selling price: cost / pour_cost to the penny, rounded up to the next 50p."""
    if not 0 < pour_cost < 1:
        raise ValueError("pour_cost must be between 0 and 1")
    if cost <= 0:
        raise ValueError("cost must be more than 0")
    pence = round(cost / pour_cost * 100)
    return math.ceil(pence / 50) * 50 / 100


def batch(recipe, servings, dilution=0.2):
    """A jug for ``servings`` drinks: {ingredient: ml, ..., "water": ml}."""
    if not isinstance(servings, int) or isinstance(servings, bool) or servings < 1:
        raise ValueError("servings must be a whole number, 1 or more")
    if not 0 <= dilution <= 1:
        raise ValueError("dilution must be 0 to 1")
    jug = {name: round(ml * servings) for name, ml in recipe.items()}
    if dilution > 0:
        jug["water"] = round(sum(ml * servings for ml in recipe.values()) * dilution)
    return jug
