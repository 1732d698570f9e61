"""Recipes built from ingredients with nutrition values per 100 g."""
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
