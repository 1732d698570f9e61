"""Planning the pizza order for a party at Gino's.

Money is in whole cents. Gino's deal: buy two pizzas, get the third free,
i.e. every third pizza in an order costs nothing.
"""

SLICES_PER_PIZZA = 8
PIZZA_PRICE = 1250  # cents


def _check_count(value, name, minimum):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int")
    if value < minimum:
        raise ValueError(f"{name} must be at least {minimum}")


def pizzas_needed(guests, slices_each=3):
    """The fewest whole pizzas that give every guest ``slices_each`` slices.

    ``guests`` is an int of 0 or more, ``slices_each`` an int of 1 or more
    (TypeError for non-ints, bools included; ValueError when too small).
    """
    _check_count(guests, "guests", 0)
    _check_count(slices_each, "slices_each", 1)
    slices = guests * slices_each
    return -(-slices // SLICES_PER_PIZZA)


def order_cost(pizzas):
    """What ``pizzas`` pizzas cost in cents, with every third one free."""
    _check_count(pizzas, "pizzas", 0)
    free = pizzas // 3
    return (pizzas - free) * PIZZA_PRICE


def leftover_slices(guests, slices_each=3):
    """The slices left over once everybody has had their share."""
    return pizzas_needed(guests, slices_each) * SLICES_PER_PIZZA - guests * slices_each


def cost_per_guest(guests, slices_each=3):
    """The order's cost split over the guests, in cents, rounded up to a
    whole cent so the total is always covered. At least one guest is needed
    (ValueError for 0)."""
    _check_count(guests, "guests", 1)
    total = order_cost(pizzas_needed(guests, slices_each))
    return -(-total // guests)


def summary(guests, slices_each=3):
    """One line for the party chat, e.g.
    '10 guests: 4 pizzas, 2 slices spare, 37.50 in total (3.75 each)'."""
    pizzas = pizzas_needed(guests, slices_each)
    total = order_cost(pizzas)
    each = cost_per_guest(guests, slices_each)
    return (f"{guests} guests: {pizzas} pizzas, "
            f"{leftover_slices(guests, slices_each)} slices spare, "
            f"{total // 100}.{total % 100:02d} in total "
            f"({each // 100}.{each % 100:02d} each)")
