"""Recipes built from ingredients with nutrition values per 100 g."""
from fractions import Fraction
import math
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
        n = self.servings if servings is None else servings
        if type(n) is not int or n <= 0:
            raise ValueError("servings must be a positive int")

        def half_up(value, places):
            scale = 10 ** places
            return Fraction(math.floor(value * scale + Fraction(1, 2)), scale)

        grams = sum((Fraction(str(g)) for _, g in self.items), Fraction(0))
        out = {"grams": int(half_up(grams / n, 0))}
        for key in ("kcal", "protein", "fat", "carbs"):
            total = sum((Fraction(str(getattr(ing, key))) * Fraction(str(g)) / 100
                         for ing, g in self.items), Fraction(0))
            if key == "kcal":
                out[key] = int(half_up(total / n, 0))
            else:
                out[key] = float(half_up(total / n, 1))
        return out
