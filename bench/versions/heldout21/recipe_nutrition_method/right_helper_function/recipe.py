"""Recipes built from ingredients with nutrition values per 100 g."""
from decimal import Decimal, ROUND_HALF_UP

MACROS = ("protein", "fat", "carbs")


def _d(x):
    return Decimal(repr(x)) if isinstance(x, float) else Decimal(x)
from dataclasses import dataclass


@dataclass(frozen=True)
class Ingredient:
    name: str
    kcal: float     # per 100 g
    protein: float  # grams per 100 g
    fat: float      # grams per 100 g
    carbs: float    # grams per 100 g


class Recipe:
    def __init__(self, name, servings):
        if not isinstance(servings, int) or servings < 1:
            raise ValueError("servings must be a positive whole number")
        self.name = name
        self.servings = servings
        self.items = []  # list of (Ingredient, grams)

    def add(self, ingredient, grams):
        if grams <= 0:
            raise ValueError("grams must be positive")
        self.items.append((ingredient, grams))
        return self

    def total_grams(self):
        return sum(grams for _, grams in self.items)

    def __repr__(self):
        return f"Recipe({self.name!r}, servings={self.servings}, items={len(self.items)})"

    def _totals(self):
        totals = {"grams": Decimal(0), "kcal": Decimal(0)}
        totals.update({m: Decimal(0) for m in MACROS})
        for ing, grams in self.items:
            totals["grams"] += _d(grams)
            totals["kcal"] += _d(ing.kcal) * _d(grams) / 100
            for m in MACROS:
                totals[m] += _d(getattr(ing, m)) * _d(grams) / 100
        return totals

    def per_serving(self, servings=None):
        if servings is None:
            servings = self.servings
        elif type(servings) is not int or servings < 1:
            raise ValueError(f"bad servings: {servings!r}")
        t = self._totals()
        one = Decimal(1)
        tenth = Decimal("0.1")
        return {
            "grams": int((t["grams"] / servings).quantize(one, ROUND_HALF_UP)),
            "kcal": int((t["kcal"] / servings).quantize(one, ROUND_HALF_UP)),
            **{m: float((t[m] / servings).quantize(tenth, ROUND_HALF_UP)) for m in MACROS},
        }
