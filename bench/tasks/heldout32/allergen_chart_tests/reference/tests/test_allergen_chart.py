import pytest

from allergen_chart import ALLERGENS, AllergenChart, UnknownAllergen


def make_chart():
    return AllergenChart({
        " Pad Thai ": ["peanuts", "Soya", "egg", "fish"],
        "chips": [],
        "Banana bread": ["gluten", "EGG", " dairy ", "nuts", "egg"],
        "apple crumble": ["gluten", "dairy"],
        "Hummus": ["sesame"],
    })


def test_allergens_sorted_and_normalised():
    chart = make_chart()
    assert chart.allergens("Pad Thai") == ["egg", "fish", "peanuts", "soya"]
    assert chart.allergens("banana bread") == ["dairy", "egg", "gluten", "nuts"]
    assert chart.allergens("chips") == []


def test_dish_lookup_ignores_case_and_spaces():
    chart = make_chart()
    assert chart.allergens("  PAD THAI\t") == ["egg", "fish", "peanuts", "soya"]
    assert chart.allergens("Apple Crumble") == ["dairy", "gluten"]
    assert chart.label(" hummus ") == "Hummus: contains sesame"


def test_unknown_dish():
    chart = make_chart()
    with pytest.raises(KeyError):
        chart.allergens("soup")
    with pytest.raises(KeyError):
        chart.label("soup")
    with pytest.raises(KeyError):
        chart.add("soup", "celery")
    with pytest.raises(KeyError):
        chart.allergens("soup")


def test_duplicate_dish_names():
    with pytest.raises(ValueError):
        AllergenChart({"Chips": [], "chips": ["gluten"]})
    with pytest.raises(ValueError):
        AllergenChart({"Chips": [], " Chips ": ["gluten"]})


@pytest.mark.parametrize("bad", ["milk", "peanut", "", "lupin"])
def test_unknown_allergen_in_constructor(bad):
    with pytest.raises(UnknownAllergen):
        AllergenChart({"toast": ["gluten", bad]})


def test_unknown_allergen_is_a_value_error():
    assert issubclass(UnknownAllergen, ValueError)
    with pytest.raises(ValueError):
        AllergenChart({"toast": ["bread"]})


def test_every_listed_allergen_accepted():
    chart = AllergenChart({"everything": [name.upper() for name in ALLERGENS]})
    assert chart.allergens("everything") == sorted(ALLERGENS)


def test_add():
    chart = make_chart()
    chart.add("chips", "Sulphites")
    assert chart.allergens("chips") == ["sulphites"]
    chart.add("CHIPS", " gluten ")
    assert chart.allergens("chips") == ["gluten", "sulphites"]
    chart.add("chips", "gluten")
    assert chart.allergens("chips") == ["gluten", "sulphites"]
    assert chart.count("gluten") == 3


def test_add_unknown_allergen():
    chart = make_chart()
    with pytest.raises(UnknownAllergen):
        chart.add("chips", "salt")
    assert chart.allergens("chips") == []


def test_safe_for():
    chart = make_chart()
    assert chart.safe_for("egg") == ["apple crumble", "chips", "Hummus"]
    assert chart.safe_for("gluten", "sesame") == ["chips", "Pad Thai"]
    assert chart.safe_for("Nuts", " PEANUTS ") == ["apple crumble", "chips", "Hummus"]
    assert chart.safe_for("celery") == ["apple crumble", "Banana bread", "chips", "Hummus",
                                        "Pad Thai"]
    assert chart.safe_for() == ["apple crumble", "Banana bread", "chips", "Hummus",
                                "Pad Thai"]


def test_safe_for_needs_all_avoided():
    chart = make_chart()
    # apple crumble has gluten but no egg: still not safe
    assert "apple crumble" not in chart.safe_for("egg", "gluten")
    assert chart.safe_for("egg", "gluten") == ["chips", "Hummus"]


def test_safe_for_unknown_allergen():
    chart = make_chart()
    with pytest.raises(UnknownAllergen):
        chart.safe_for("egg", "garlic")


def test_label():
    chart = make_chart()
    assert chart.label("pad thai") == "Pad Thai: contains egg, fish, peanuts, soya"
    assert chart.label("CHIPS") == "chips: no declared allergens"
    assert chart.label("banana BREAD") == "Banana bread: contains dairy, egg, gluten, nuts"


def test_count():
    chart = make_chart()
    assert chart.count("egg") == 2
    assert chart.count(" Gluten") == 2
    assert chart.count("celery") == 0
    assert chart.count("sesame") == 1
    with pytest.raises(UnknownAllergen):
        chart.count("chocolate")
