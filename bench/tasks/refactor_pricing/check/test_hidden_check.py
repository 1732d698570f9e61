import ast
from pathlib import Path

import pricing


def test_behaviour_unchanged():
    assert pricing.book_price(10) == 10.7
    assert pricing.book_price(19.99) == 21.39
    assert pricing.food_price(2.5, 2) == 5.35
    assert pricing.food_price(1.2, 3) == 3.85
    assert pricing.service_price(3, 40) == 142.8
    assert pricing.service_price(1.5, 60) == 107.1


def test_helper_exists_and_applies_tax_and_rounding():
    assert pricing._apply_tax(100, 0.19) == 119.0
    assert pricing._apply_tax(1.005, 0.0) in (1.0, 1.01)


def test_every_price_function_calls_the_helper():
    tree = ast.parse(Path("pricing.py").read_text())
    funcs = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
    for name in ("book_price", "food_price", "service_price"):
        called = {n.func.id for n in ast.walk(funcs[name])
                  if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        assert "_apply_tax" in called, name
