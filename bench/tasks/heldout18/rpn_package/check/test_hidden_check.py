import importlib
import os
import sys

import pytest


def _fresh(name):
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    for mod in list(sys.modules):
        if mod == "rpn" or mod.startswith("rpn."):
            del sys.modules[mod]
    importlib.invalidate_caches()
    return importlib.import_module(name)


@pytest.fixture()
def rpn():
    return _fresh("rpn")


def test_layout(rpn):
    for sub in ("errors", "tokens", "calc"):
        importlib.import_module("rpn." + sub)
    assert os.path.isfile(os.path.join(os.getcwd(), "rpn", "__init__.py"))


def test_exports(rpn):
    assert set(rpn.__all__) == {"evaluate", "tokenize", "RPNError"}
    assert len(rpn.__all__) == 3
    from rpn import RPNError, evaluate, tokenize  # noqa: F401
    import rpn.calc
    import rpn.errors
    import rpn.tokens
    assert rpn.RPNError is rpn.errors.RPNError
    assert rpn.evaluate is rpn.calc.evaluate
    assert rpn.tokenize is rpn.tokens.tokenize
    assert issubclass(rpn.RPNError, ValueError)


def test_star_import():
    _fresh("rpn")
    namespace = {}
    exec("from rpn import *", namespace)
    assert {"evaluate", "tokenize", "RPNError"} <= set(namespace)


def test_examples(rpn):
    assert rpn.evaluate("3 4 + 2 *") == 14
    assert rpn.evaluate("5 1 2 + 4 * + 3 -") == 14
    assert rpn.evaluate("2 3 ^") == 8
    assert rpn.evaluate("7 2 /") == 3.5


def test_tokenize_types(rpn):
    tokens = rpn.tokenize("3 4 +")
    assert tokens == [3, 4, "+"]
    assert [type(t) for t in tokens] == [int, int, str]
    tokens = rpn.tokenize("2.5 -3 -0.5 1e3 - * / ^")
    assert tokens == [2.5, -3, -0.5, 1000.0, "-", "*", "/", "^"]
    assert [type(t) for t in tokens] == [float, int, float, float, str, str, str, str]


def test_tokenize_whitespace(rpn):
    assert rpn.tokenize("  1\t2\n+  ") == [1, 2, "+"]
    assert rpn.tokenize("") == []
    assert rpn.tokenize("   ") == []


@pytest.mark.parametrize("text, bad", [("3 x +", "x"), ("1 2 %", "%"), ("1 2 ++", "++"), ("abc", "abc"), ("1,5", "1,5")])
def test_tokenize_bad_token(rpn, text, bad):
    with pytest.raises(rpn.RPNError) as info:
        rpn.tokenize(text)
    assert str(info.value) == f"bad token: {bad}"
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("text, expected", [
    ("5 3 -", 2),
    ("3 5 -", -2),
    ("8 2 /", 4.0),
    ("1 4 /", 0.25),
    ("2 -1 ^", 0.5),
    ("-3 4 *", -12),
    ("1.5 2 *", 3.0),
    ("42", 42),
    ("-7", -7),
    ("2 3 ^ 2 ^", 64),
    ("2 3 2 ^ ^", 512),
    ("10 2 8 * + 3 -", 23),
    ("4 -2 -", 6),
    ("1e3 10 /", 100.0),
])
def test_evaluate(rpn, text, expected):
    assert rpn.evaluate(text) == expected


def test_division_gives_float(rpn):
    result = rpn.evaluate("8 2 /")
    assert isinstance(result, float) and result == 4.0


def test_int_results_stay_int(rpn):
    assert type(rpn.evaluate("3 4 + 2 *")) is int


@pytest.mark.parametrize("text, message", [
    ("", "empty expression"),
    ("   ", "empty expression"),
    ("1 +", "stack underflow"),
    ("+", "stack underflow"),
    ("1 2 + *", "stack underflow"),
    ("1 2", "too many values"),
    ("1 2 3 +", "too many values"),
    ("1 0 /", "division by zero"),
    ("1 0.0 /", "division by zero"),
    ("5 2 2 - /", "division by zero"),
    ("3 x +", "bad token: x"),
])
def test_evaluate_errors(rpn, text, message):
    with pytest.raises(rpn.RPNError) as info:
        rpn.evaluate(text)
    assert str(info.value) == message
    assert isinstance(info.value, ValueError)


def test_direct_module_imports():
    calc = _fresh("rpn.calc")
    tokens = importlib.import_module("rpn.tokens")
    errors = importlib.import_module("rpn.errors")
    assert calc.evaluate("1 2 +") == 3
    assert tokens.tokenize("1 2 +") == [1, 2, "+"]
    with pytest.raises(errors.RPNError):
        calc.evaluate("1 +")
