"""The values a parameter must be one of: the members of a module constant the code checks
it against (``key = name.strip().lower(); if key not in ALLERGENS: raise ...``), or lie
between: the bounds of a constant pair it is compared with (``low, high = OG_RANGE; if not
low <= og <= high: raise ...``, heldout34's homebrew_batch: no value tried lay inside, no
batch was made, and no test was written), their middle first.

Tried with the texts a docstring quotes, such a parameter is refused every time, and every
object made of it is never made: heldout32's allergen_chart built ``AllergenChart({'Chips:
no declared allergens': 'Chips: no declared allergens'})``, each a refusal, and 12 of its
hidden mutants lived. The constant's first members are values the code takes.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Mapping, Sequence

MEMBERS = 3  # the constant's members tried, first


def constants(tree: ast.Module) -> dict[str, list[str]]:
    """Module-level names bound to a literal tuple, list, set or frozenset (its items), or
    a dict (its keys), of plain constants: name -> the members as code, in order."""
    found: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and \
                value.func.id in ("frozenset", "set", "tuple") and len(value.args) == 1:
            value = value.args[0]
        items = value.keys if isinstance(value, ast.Dict) else \
            value.elts if isinstance(value, ast.Tuple | ast.List | ast.Set) else None
        if not items or not all(isinstance(i, ast.Constant) for i in items):
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                found[target.id] = [ast.unparse(i) for i in items if i is not None]
    return found


def allowed(func: ast.FunctionDef, name: str, known: Mapping[str, list[str]],
            scope: Sequence[ast.FunctionDef] = (), depth: int = 0) -> list[str]:
    """The first members of the constant of ``known`` that ``func`` checks parameter (or
    loop item) ``name`` against with ``in`` / ``not in``, directly or through a name it
    derives from it (``key = name.strip().lower()``), or in a function of ``scope`` it
    hands ``name`` to; [] where it checks none."""
    if not known:
        return []
    derived = {name}
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name) and _uses(node.value, derived):
            derived.add(node.targets[0].id)
    for node in ast.walk(func):
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and \
                isinstance(node.ops[0], ast.In | ast.NotIn) and \
                isinstance(node.comparators[0], ast.Name) and \
                node.comparators[0].id in known and _uses(node.left, derived):
            return known[node.comparators[0].id][:MEMBERS]
    if (between := _between(func, derived, known)):
        return between
    if depth >= 2:
        return []
    for node in ast.walk(func):
        if isinstance(node, ast.Call):
            callee = handed(node, func, derived, scope)
            if callee is not None and (
                    found := allowed(callee[0], callee[1].arg, known, scope, depth + 1)):
                return found
    return []


def _between(func: ast.FunctionDef, derived: set[str], known: Mapping[str, list[str]]
             ) -> list[str]:
    """The middle and the bounds of a constant pair of two numbers that ``func`` compares a
    name of ``derived`` with (``low, high = RANGE`` then ``low <= x <= high``, or
    ``RANGE[0] <= x``); [] where it compares none."""
    pairs = {name: members for name, members in known.items() if len(members) == 2}
    bound: dict[str, str] = {}  # a name unpacked from a pair -> the pair
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Tuple) and \
                isinstance(node.value, ast.Name) and node.value.id in pairs:
            bound |= {t.id: node.value.id for t in node.targets[0].elts
                      if isinstance(t, ast.Name)}
    for node in ast.walk(func):
        if not isinstance(node, ast.Compare) or \
                not all(isinstance(op, ast.Lt | ast.LtE | ast.Gt | ast.GtE) for op in node.ops):
            continue
        sides = [node.left, *node.comparators]
        if not any(isinstance(side, ast.Name) and side.id in derived for side in sides):
            continue
        for side in sides:
            pair = bound.get(side.id) if isinstance(side, ast.Name) else \
                side.value.id if isinstance(side, ast.Subscript) and \
                isinstance(side.value, ast.Name) and side.value.id in pairs else None
            if pair is not None and (values := _middle(pairs[pair])):
                return values
    return []


def _middle(members: list[str]) -> list[str]:
    """The middle of two numbers written as code, then the two (the middle a whole number
    where both are); [] where they are not numbers."""
    try:
        low, high = (ast.literal_eval(m) for m in members)
    except (ValueError, SyntaxError):
        return []
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (low, high)):
        return []
    middle = (low + high) // 2 if isinstance(low, int) and isinstance(high, int) \
        else (low + high) / 2
    return list(dict.fromkeys([repr(middle), *members]))


def _uses(node: ast.expr, names: set[str]) -> bool:
    """Whether ``node`` reads one of ``names``."""
    return any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


def handed(call: ast.Call, func: ast.FunctionDef, names: Collection[str],
           scope: Sequence[ast.FunctionDef]) -> tuple[ast.FunctionDef, ast.arg] | None:
    """The function of ``scope`` that ``call`` calls (a module function, or a method on
    ``self``) and its parameter that one of ``names`` is handed to."""
    target = call.func
    on_self = isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and \
        target.value.id == "self"
    called = target.id if isinstance(target, ast.Name) else \
        target.attr if isinstance(target, ast.Attribute) and on_self else ""
    callee = next((f for f in scope if f.name == called and f is not func), None)
    if callee is None:
        return None
    params = [*callee.args.posonlyargs, *callee.args.args][1 if on_self else 0:]
    for at, arg in enumerate(call.args[:len(params)]):
        if isinstance(arg, ast.Name) and arg.id in names:
            return callee, params[at]
    for keyword in call.keywords:
        if isinstance(keyword.value, ast.Name) and keyword.value.id in names:
            param = next((p for p in [*params, *callee.args.kwonlyargs]
                          if p.arg == keyword.arg), None)
            if param is not None:
                return callee, param
    return None
