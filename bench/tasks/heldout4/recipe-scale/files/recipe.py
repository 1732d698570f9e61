"""Recipes for the community kitchen."""
from dataclasses import dataclass, field


@dataclass
class Ingredient:
    name: str
    amount: float
    unit: str


@dataclass
class Recipe:
    title: str
    servings: int
    ingredients: list = field(default_factory=list)

    def add(self, name, amount, unit):
        """Add an ingredient; returns the recipe so that calls can be chained."""
        self.ingredients.append(Ingredient(name, amount, unit))
        return self

    def shopping_list(self):
        """Lines like '200 g flour', one per ingredient, in the order they were added."""
        return [f"{i.amount:g} {i.unit} {i.name}" for i in self.ingredients]
