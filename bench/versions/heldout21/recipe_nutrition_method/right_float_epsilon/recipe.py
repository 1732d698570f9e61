"""Recipes built from ingredients with nutrition values per 100 g."""
import math


def _round_half_up(x, digits=0):
    factor = 10 ** digits
    return math.floor(x * factor + 0.5 + 1e-9) / factor
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

    def per_serving(self, servings=None):
        count = self.servings if servings is None else servings
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("servings must be a positive whole number")
        sums = dict.fromkeys(("kcal", "protein", "fat", "carbs"), 0.0)
        for ing, grams in self.items:
            for key in sums:
                sums[key] += getattr(ing, key) * grams / 100
        result = {"grams": int(_round_half_up(self.total_grams() / count))}
        result["kcal"] = int(_round_half_up(sums["kcal"] / count))
        for key in ("protein", "fat", "carbs"):
            result[key] = _round_half_up(sums[key] / count, 1)
        return result
