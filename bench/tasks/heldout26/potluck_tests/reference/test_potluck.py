import pytest

from potluck import (CATEGORIES, CategoryFullError, DuplicateDishError, Potluck, SignUpError,
                     TooManyDishesError)


def test_new_sheet():
    p = Potluck(30)
    assert p.guests == 30
    assert p.per_category == 3
    assert len(p) == 0
    assert p.missing == list(CATEGORIES)
    assert p.servings_per_dish == 30


@pytest.mark.parametrize("guests", [2, 3, 199, 200])
def test_guests_in_range(guests):
    assert Potluck(guests).guests == guests


@pytest.mark.parametrize("guests", [1, 0, -5, 201, 20.0, "20", True, None])
def test_bad_guests(guests):
    with pytest.raises(ValueError):
        Potluck(guests)


@pytest.mark.parametrize("per", [0, -1, 2.0, True, "3"])
def test_bad_per_category(per):
    with pytest.raises(ValueError):
        Potluck(20, per_category=per)


def test_per_category_one_allowed():
    p = Potluck(20, per_category=1)
    p.sign_up("Ann", "Lasagne", "main")
    with pytest.raises(CategoryFullError):
        p.sign_up("Bob", "Curry", "main")


def test_sign_up_and_dishes():
    p = Potluck(20)
    p.sign_up("Ann", "Lasagne", "main")
    p.sign_up("Bob", "Potato salad", "salad")
    assert len(p) == 2
    assert p.dishes("main") == ["Lasagne"]
    assert p.dishes("salad") == ["Potato salad"]
    assert p.dishes("dessert") == []


def test_category_case_insensitive():
    p = Potluck(20)
    p.sign_up("Ann", "Lasagne", "MAIN")
    p.sign_up("Bob", "Lemonade", "Drinks")
    assert p.dishes("main") == ["Lasagne"]
    assert p.dishes("Main") == ["Lasagne"]
    assert p.dishes("DRINKS") == ["Lemonade"]


@pytest.mark.parametrize("category", ["soup", "mains", "", "dessert "])
def test_unknown_category(category):
    p = Potluck(20)
    with pytest.raises(ValueError):
        p.sign_up("Ann", "Lasagne", category)
    assert len(p) == 0


def test_names_stripped_first_spelling_kept():
    p = Potluck(20)
    p.sign_up("  Ann ", "  Apple Pie ", "dessert")
    assert p.dishes("dessert") == ["Apple Pie"]
    assert p.withdraw("apple pie") == "Ann"


@pytest.mark.parametrize("person, dish", [("", "Pie"), ("  ", "Pie"), ("Ann", ""), ("Ann", "   ")])
def test_empty_names(person, dish):
    p = Potluck(20)
    with pytest.raises(ValueError):
        p.sign_up(person, dish, "dessert")
    assert len(p) == 0


def test_duplicate_dish_case_insensitive():
    p = Potluck(20)
    p.sign_up("Ann", "Apple Pie", "dessert")
    with pytest.raises(DuplicateDishError):
        p.sign_up("Bob", "apple pie", "dessert")
    with pytest.raises(DuplicateDishError):
        p.sign_up("Bob", " APPLE PIE ", "dessert")
    assert p.dishes("dessert") == ["Apple Pie"]
    assert len(p) == 1


def test_duplicate_dish_in_another_category():
    p = Potluck(20)
    p.sign_up("Ann", "Corn bread", "side")
    with pytest.raises(DuplicateDishError):
        p.sign_up("Bob", "Corn Bread", "main")
    assert p.dishes("main") == []
    assert len(p) == 1


def test_category_full():
    p = Potluck(20)
    p.sign_up("Ann", "Brownies", "dessert")
    p.sign_up("Bob", "Trifle", "dessert")
    p.sign_up("Cy", "Flan", "dessert")
    with pytest.raises(CategoryFullError):
        p.sign_up("Di", "Cookies", "dessert")
    assert p.dishes("dessert") == ["Brownies", "Trifle", "Flan"]
    p.sign_up("Di", "Cookies", "side")


def test_custom_per_category():
    p = Potluck(20, per_category=2)
    p.sign_up("Ann", "Cola", "drinks")
    p.sign_up("Bob", "Juice", "drinks")
    with pytest.raises(CategoryFullError):
        p.sign_up("Cy", "Tea", "drinks")


def test_two_dishes_per_person_case_insensitive():
    p = Potluck(20)
    p.sign_up("Ann", "Lasagne", "main")
    p.sign_up("ann", "Garlic bread", "side")
    with pytest.raises(TooManyDishesError):
        p.sign_up(" ANN ", "Salsa", "side")
    assert len(p) == 2
    assert p.dishes("side") == ["Garlic bread"]


def test_exception_hierarchy():
    for exc in (DuplicateDishError, CategoryFullError, TooManyDishesError):
        assert issubclass(exc, SignUpError)
        assert not issubclass(exc, ValueError)


def test_withdraw_returns_person_and_frees_places():
    p = Potluck(20, per_category=1)
    p.sign_up("Ann", "Lasagne", "main")
    p.sign_up("Ann", "Tiramisu", "dessert")
    assert p.withdraw(" LASAGNE ") == "Ann"
    assert len(p) == 1
    assert p.dishes("main") == []
    p.sign_up("Bob", "Curry", "main")
    p.sign_up("ANN", "Lemonade", "drinks")
    assert p.dishes("main") == ["Curry"]
    assert len(p) == 3


def test_withdrawn_dish_can_come_back():
    p = Potluck(20)
    p.sign_up("Ann", "Lasagne", "main")
    p.withdraw("lasagne")
    p.sign_up("Bob", "lasagne", "main")
    assert p.dishes("main") == ["lasagne"]


def test_withdraw_unknown():
    p = Potluck(20)
    p.sign_up("Ann", "Lasagne", "main")
    with pytest.raises(KeyError):
        p.withdraw("Curry")
    assert len(p) == 1


def test_dishes_in_sign_up_order():
    p = Potluck(20)
    p.sign_up("Ann", "Water", "drinks")
    p.sign_up("Bob", "Cola", "drinks")
    p.sign_up("Cy", "Lemonade", "drinks")
    assert p.dishes("drinks") == ["Water", "Cola", "Lemonade"]
    p.withdraw("cola")
    p.sign_up("Di", "Apple juice", "drinks")
    assert p.dishes("drinks") == ["Water", "Lemonade", "Apple juice"]


def test_missing_in_categories_order():
    p = Potluck(20)
    p.sign_up("Ann", "Flan", "dessert")
    assert p.missing == ["main", "side", "salad", "drinks"]
    p.sign_up("Bob", "Chili", "main")
    p.sign_up("Cy", "Slaw", "salad")
    assert p.missing == ["side", "drinks"]
    p.withdraw("chili")
    assert p.missing == ["main", "side", "drinks"]


def test_servings_per_dish_rounded_up():
    p = Potluck(10)
    p.sign_up("Ann", "Chili", "main")
    assert p.servings_per_dish == 10
    p.sign_up("Bob", "Rice", "side")
    assert p.servings_per_dish == 5
    p.sign_up("Cy", "Slaw", "salad")
    assert p.servings_per_dish == 4
    p.sign_up("Di", "Flan", "dessert")
    assert p.servings_per_dish == 3


def test_len_counts_dishes():
    p = Potluck(50)
    for i, cat in enumerate(CATEGORIES):
        p.sign_up(f"P{i}", f"Dish {i}", cat)
    assert len(p) == 5
    assert p.missing == []
