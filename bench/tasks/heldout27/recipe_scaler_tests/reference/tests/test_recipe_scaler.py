import pytest

from recipe_scaler import format_quantity, parse_quantity, scale, scale_line


@pytest.mark.parametrize("text,value", [
    ("2", 2.0), ("0.75", 0.75), ("3/4", 0.75), ("1/2", 0.5), ("1 1/2", 1.5), ("2 3/4", 2.75),
    (" 3/4 ", 0.75), ("1   1/2", 1.5), ("\t12\n", 12.0), ("1.25", 1.25), ("0 1/2", 0.5),
])
def test_parse_quantity(text, value):
    result = parse_quantity(text)
    assert result == pytest.approx(value)
    assert isinstance(result, float)


@pytest.mark.parametrize("text", [
    "", "   ", "0", "0.0", "0/4", "0 0/3", "1/0", "1 1/0", "-1", "+2", "-1/2", "one", "1/2/3",
    "1.5 1/2", "1 2", "1 1/2 3", "1,5", "a/b", ".5",
])
def test_parse_quantity_bad(text):
    with pytest.raises(ValueError):
        parse_quantity(text)


def test_scale():
    assert scale(200, 4, 6) == pytest.approx(300.0)
    assert scale(1.5, 4, 2) == pytest.approx(0.75)
    assert scale(3, 2, 2) == pytest.approx(3)
    assert scale(1, 1, 50) == pytest.approx(50)
    assert scale(50, 50, 1) == pytest.approx(1)


@pytest.mark.parametrize("serves,to_serves", [
    (0, 4), (4, 0), (51, 4), (4, 51), (-2, 4), (4.0, 2), (4, 2.0), (True, 2), (4, True), ("4", 2), (4, None),
])
def test_scale_bad_servings(serves, to_serves):
    with pytest.raises(ValueError):
        scale(100, serves, to_serves)


@pytest.mark.parametrize("quantity", [0, 0.0, -1, -0.5])
def test_scale_bad_quantity(quantity):
    with pytest.raises(ValueError):
        scale(quantity, 4, 2)


@pytest.mark.parametrize("value,text", [
    (1, "1"), (2.0, "2"), (0.25, "1/4"), (0.5, "1/2"), (0.75, "3/4"), (1.3, "1 1/4"), (1.2, "1 1/4"),
    (1.1, "1"), (1.5, "1 1/2"), (1.75, "1 3/4"), (2.9, "3"), (0.125, "1/4"), (0.375, "1/2"),
    (0.6, "1/2"), (0.65, "3/4"), (0.1, "a pinch"), (0.01, "a pinch"), (0.124, "a pinch"), (10.5, "10 1/2"),
])
def test_format_quantity(value, text):
    assert format_quantity(value) == text


@pytest.mark.parametrize("value", [0, 0.0, -1, -0.25])
def test_format_quantity_bad(value):
    with pytest.raises(ValueError):
        format_quantity(value)


@pytest.mark.parametrize("line,serves,to_serves,expected", [
    ("1 1/2 cups flour", 4, 2, "3/4 cups flour"),
    ("1 1/2 cups flour", 4, 8, "3 cups flour"),
    ("2 eggs", 4, 6, "3 eggs"),
    ("3/4 tsp  baking   soda", 2, 4, "1 1/2 tsp baking soda"),
    ("0.5 cup milk", 1, 3, "1 1/2 cup milk"),
    ("1 pinch salt", 4, 1, "1/4 pinch salt"),
    ("1/4 tsp nutmeg", 4, 1, "a pinch tsp nutmeg"),
    ("2", 2, 3, "3"),
    ("2 3 apples", 2, 1, "1 3 apples"),
])
def test_scale_line(line, serves, to_serves, expected):
    assert scale_line(line, serves, to_serves) == expected


@pytest.mark.parametrize("line", ["salt to taste", "  pepper,  to taste ", "", "a 1/2 cup of sugar", "0 eggs"])
def test_scale_line_without_quantity(line):
    assert scale_line(line, 4, 8) == line


@pytest.mark.parametrize("serves,to_serves", [(0, 4), (4, 51), (True, 2)])
def test_scale_line_bad_servings(serves, to_serves):
    with pytest.raises(ValueError):
        scale_line("2 eggs", serves, to_serves)
    with pytest.raises(ValueError):
        scale_line("salt to taste", serves, to_serves)
