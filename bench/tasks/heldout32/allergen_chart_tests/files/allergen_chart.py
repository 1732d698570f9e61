"""The allergen chart for the cafe's menu board.

Only the allergens in ALLERGENS can go on the chart: those are the ones
we have to declare.
"""

ALLERGENS = ("celery", "dairy", "egg", "fish", "gluten", "mustard", "nuts", "peanuts",
             "sesame", "shellfish", "soya", "sulphites")


class UnknownAllergen(ValueError):
    """An allergen that isn't in ALLERGENS (a kind of ValueError)."""


def _allergen(name):
    key = name.strip().lower()
    if key not in ALLERGENS:
        raise UnknownAllergen(f"not a declarable allergen: {name!r}")
    return key


class AllergenChart:
    """Which dish contains which allergens.

    ``AllergenChart(dishes)``
        ``dishes`` maps each dish name to a list of its allergens. Dish
        names are stored with surrounding spaces stripped but otherwise as
        given; two dishes whose names only differ in case (or spaces round
        them) are a ValueError. Allergens are stripped and lower-cased, and
        one not in ALLERGENS raises UnknownAllergen. A dish may have no
        allergens, and an allergen listed twice counts once.

    Every method that takes a dish finds it ignoring case and surrounding
    spaces, and raises KeyError for a dish that isn't on the chart. Every
    method that takes an allergen reads it like the constructor does and
    raises UnknownAllergen for one not in ALLERGENS.

    ``allergens(dish) -> list``
        The dish's allergens in alphabetical order.

    ``add(dish, allergen)``
        The recipe changed: the dish now contains this allergen too.
        Adding one it already has changes nothing.

    ``safe_for(*allergies) -> list``
        The names (as stored) of the dishes containing none of the given
        allergens, sorted alphabetically ignoring case. With no allergies
        at all, every dish.

    ``label(dish) -> str``
        The line for the menu board, with the dish name as stored:
        "Pad Thai: contains peanuts, soya" (allergens in alphabetical
        order, separated by a comma and a space), or
        "Chips: no declared allergens".

    ``count(allergen) -> int``
        How many dishes contain this allergen.
    """

    def __init__(self, dishes):
        self._names = {}
        self._contents = {}
        for name, allergens in dishes.items():
            shown = name.strip()
            key = shown.lower()
            if key in self._names:
                raise ValueError(f"dish listed twice: {name!r}")
            self._names[key] = shown
            self._contents[key] = {_allergen(allergen) for allergen in allergens}

    def _dish(self, dish):
        key = dish.strip().lower()
        if key not in self._names:
            raise KeyError(dish)
        return key

    def allergens(self, dish):
        return sorted(self._contents[self._dish(dish)])

    def add(self, dish, allergen):
        key = self._dish(dish)
        self._contents[key].add(_allergen(allergen))

    def safe_for(self, *allergies):
        avoid = {_allergen(allergy) for allergy in allergies}
        safe = [self._names[key] for key, contents in self._contents.items()
                if not contents & avoid]
        return sorted(safe, key=str.lower)

    def label(self, dish):
        key = self._dish(dish)
        if not self._contents[key]:
            return f"{self._names[key]}: no declared allergens"
        return f"{self._names[key]}: contains {', '.join(sorted(self._contents[key]))}"

    def count(self, allergen):
        key = _allergen(allergen)
        return sum(1 for contents in self._contents.values() if key in contents)
