"""Scale a recipe from one number of servings to another."""


def scale_recipe(ingredients, servings_from, servings_to):
    if servings_from <= 0 or servings_to <= 0:
        raise ValueError("servings must be positive")
    factor = servings_to / servings_from
    return {name: round(amount * factor, 2) for name, amount in ingredients.items()}
