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

    def per_serving(self, servings=None):
        """Nutrition for one serving: grams and kcal as ints, macros to 1 decimal."""
        from decimal import Decimal, ROUND_HALF_UP

        if servings is None:
            servings = self.servings
        self.servings = servings
        if isinstance(servings, bool) or not isinstance(servings, int) or servings < 1:
            raise ValueError("servings must be a positive whole number")
        totals = {"grams": Decimal(0), "kcal": Decimal(0), "protein": Decimal(0),
                  "fat": Decimal(0), "carbs": Decimal(0)}
        for ingredient, grams in self.items:
            g = Decimal(str(grams))
            totals["grams"] += g
            for key in ("kcal", "protein", "fat", "carbs"):
                totals[key] += Decimal(str(getattr(ingredient, key))) * g / 100
        result = {}
        for key, total in totals.items():
            each = total / servings
            if key in ("grams", "kcal"):
                result[key] = int(each.quantize(Decimal(1), rounding=ROUND_HALF_UP))
            else:
                result[key] = float(each.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
        return result
