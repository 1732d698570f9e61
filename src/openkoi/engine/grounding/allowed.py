"""The values a parameter must be one of: the members of a module constant the code checks
it against (``key = name.strip().lower(); if key not in ALLERGENS: raise ...``).

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
    if depth >= 2:
        return []
    for node in ast.walk(func):
        if isinstance(node, ast.Call):
            callee = handed(node, func, derived, scope)
            if callee is not None and (
                    found := allowed(callee[0], callee[1].arg, known, scope, depth + 1)):
                return found
    return []


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
