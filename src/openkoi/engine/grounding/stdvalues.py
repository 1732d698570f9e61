"""Values of the standard library's value types, written so a test can hold them.

Python's literals stop at numbers, texts and containers; code about days, money and
ratios answers with ``datetime.date(2026, 4, 27)``, ``Decimal('1.50')`` or
``Fraction(1, 3)``. A doctest shows them so, and the given code answers so: read as
literals they were no value at all, and a module of dates got two tests from four doctest
examples (heldout28's seed_calendar). Here such a repr is written with the type's own
name (``date(2026, 4, 27)``), which the harness and the test file both import from the
type's module, and it counts as a value where it is built of literals and those types
alone.
"""

from __future__ import annotations

import ast
import re

# name -> the module it comes from
STD_TYPES = {"date": "datetime", "datetime": "datetime", "time": "datetime",
             "timedelta": "datetime", "Decimal": "decimal", "Fraction": "fractions"}
NUMBER_TYPES = ("Decimal", "Fraction")  # the ones a text makes a number of
# a number written as the text of such a type, ``Decimal("2.50")``: a number, not a text
# (groups: the type, the text in double quotes, in single ones)
NUMBER_TEXT = re.compile(r"""\b(Decimal|Fraction)\(\s*(?:"([^"\n]{1,20})"|'([^'\n]{1,20})')\s*\)""")


def plain_value(text: str) -> str:
    """``text`` with each ``datetime.date(...)``-like name of ``STD_TYPES`` written by its
    own name (``date(...)``); ``text`` unchanged where it names none or does not parse."""
    if not any(f"{m}.{n}(" in text for n, m in STD_TYPES.items()):
        return text
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return text

    class _Plain(ast.NodeTransformer):
        def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
            if isinstance(node.value, ast.Name) and STD_TYPES.get(node.attr) == node.value.id:
                return ast.copy_location(ast.Name(node.attr, ast.Load()), node)
            return self.generic_visit(node)

    return ast.unparse(_Plain().visit(tree))


def is_value(text: str) -> bool:
    """Whether ``text`` is a value a test can compare with: a Python literal, or one built
    of literals and calls of ``STD_TYPES`` by their own names (``(date(2026, 4, 27), 3)``)."""
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return _value(tree.body)


def _value(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        return isinstance(node.operand, ast.Constant) and \
            isinstance(node.operand.value, int | float | complex)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return all(_value(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and _value(k) for k in node.keys) and \
            all(_value(v) for v in node.values)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id == "set" and not node.args and not node.keywords:
            return True  # set()
        return node.func.id in STD_TYPES and \
            all(_value(a) for a in node.args) and all(
                k.arg is not None and _value(k.value) for k in node.keywords)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub):
        # a complex number: 1+2j
        return _value(node.left) and _value(node.right) and \
            isinstance(node.right, ast.Constant) and isinstance(node.right.value, complex)
    return False


def value_of(node: ast.expr) -> object:
    """The value ``node`` writes: a literal, one of ``STD_TYPES`` built of literals
    (``date(2026, 4, 20)``, ``Decimal('2.50')``), or a tuple, list or dict of those.
    Raises ValueError for any other node."""
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        pass
    if isinstance(node, ast.Tuple | ast.List):  # of dates: [("book", date(...), None)]
        items = [value_of(e) for e in node.elts]
        return tuple(items) if isinstance(node, ast.Tuple) else items
    if isinstance(node, ast.Dict) and all(k is not None for k in node.keys):
        # a price list: {'cola': Decimal('2.50')}
        try:
            return {value_of(k): value_of(v)  # type: ignore[arg-type]
                    for k, v in zip(node.keys, node.values, strict=True)}
        except TypeError as exc:  # (a key that is no key)
            raise ValueError(f"not a value: {ast.unparse(node)[:80]}") from exc
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id in STD_TYPES:
        import importlib

        kind = getattr(importlib.import_module(STD_TYPES[node.func.id]), node.func.id)
        try:
            args = [ast.literal_eval(a) for a in node.args]
            keywords = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
            if len(keywords) == len(node.keywords):
                return kind(*args, **keywords)
        except (ValueError, TypeError, SyntaxError, OverflowError, ArithmeticError,
                MemoryError, RecursionError):
            pass
    raise ValueError(f"not a value: {ast.unparse(node)[:80]}")


def source_of(value: object) -> str:
    """``value`` written as a test writes it: its repr, with the standard library's value
    types by their own names (``date(2026, 4, 27)``)."""
    return plain_value(repr(value))
