"""The sign-up sheet for the street's summer potluck: who brings which dish."""

CATEGORIES = ("main", "side", "salad", "dessert", "drinks")


class SignUpError(Exception):
    """Base class of the errors the sheet raises when a sign-up is refused."""


class DuplicateDishError(SignUpError):
    """The dish is already on the sheet."""


class CategoryFullError(SignUpError):
    """The category already has as many dishes as it may have."""


class TooManyDishesError(SignUpError):
    """The person already brings two dishes."""


class Potluck:
    """A potluck sign-up sheet.

    ``Potluck(guests, *, per_category=3)``
        ``guests`` is the number of people expected, an int from 2 to 200
        inclusive. ``per_category`` is the most dishes one category may have,
        an int of at least 1. Anything else raises ValueError.

    ``sign_up(person, dish, category) -> None``
        Puts ``dish`` on the sheet under ``category``. Categories are matched
        case-insensitively and must be one of CATEGORIES, else ValueError.
        Dish and person names have surrounding spaces stripped, must not be
        empty (ValueError) and are compared case-insensitively. Raises
        DuplicateDishError if the same dish is already on the sheet in any
        category, CategoryFullError if the category is full, and
        TooManyDishesError if the person already brings 2 dishes.

    ``withdraw(dish) -> str``
        Takes a dish off the sheet (matched like in sign_up()) and returns the
        name of the person who was bringing it, as stored at sign-up (stripped,
        their own spelling). This frees the place in its category and one of
        the person's two dishes. Raises KeyError for a dish that is not on the
        sheet.

    ``dishes(category) -> list``
        The dish names in that category (matched case-insensitively), as first
        written, in sign-up order.

    ``missing`` (property)
        The categories with no dish yet, in the order of CATEGORIES.

    ``len(sheet)``
        The number of dishes on the sheet.

    ``servings_per_dish`` (property)
        ``guests`` divided by the number of dishes, rounded up to a whole
        number; equal to ``guests`` while the sheet is empty.
    """

    def __init__(self, guests, *, per_category=3):
        for name, value, low in (("guests", guests, 2), ("per_category", per_category, 1)):
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ValueError(f"{name} must be an int of at least {low}")
        if guests > 200:
            raise ValueError("guests must be at most 200")
        self.guests = guests
        self.per_category = per_category
        self._sheet = []  # [person, dish, category] in sign-up order

    @staticmethod
    def _category(category):
        key = category.lower()
        if key not in CATEGORIES:
            raise ValueError(f"unknown category {category!r}")
        return key

    def _find(self, dish):
        key = dish.strip().lower()
        for i, (_, d, _) in enumerate(self._sheet):
            if d.lower() == key:
                return i
        return -1

    def sign_up(self, person, dish, category):
        category = self._category(category)
        person, dish = person.strip(), dish.strip()
        if not person or not dish:
            raise ValueError("person and dish must not be empty")
        if self._find(dish) >= 0:
            raise DuplicateDishError(dish)
        if len(self.dishes(category)) >= self.per_category:
            raise CategoryFullError(category)
        if sum(p.lower() == person.lower() for p, _, _ in self._sheet) >= 2:
            raise TooManyDishesError(person)
        self._sheet.append([person, dish, category])

    def withdraw(self, dish):
        i = self._find(dish)
        if i < 0:
            raise KeyError(dish)
        person, _, _ = self._sheet.pop(i)
        return person

    def dishes(self, category):
        category = self._category(category)
        return [d for _, d, c in self._sheet if c == category]

    @property
    def missing(self):
        return [c for c in CATEGORIES if not self.dishes(c)]

    def __len__(self):
        return len(self._sheet)

    @property
    def servings_per_dish(self):
        if not self._sheet:
            return self.guests
        return -(-self.guests // len(self._sheet))
