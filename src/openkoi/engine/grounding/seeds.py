"""Calls of a function that no example calls, made from its parameters and the text.

``grounding.noticing`` builds its calls from the examples' own calls: a module whose
docstrings show no call gave it nothing to start from (heldout26's payment_terms and
heldout27's tide_table ended with no test of the given code at all). Here each parameter
without a default gets the values the function's docstring writes, then the task's, of
the kinds the body uses it as (a text where it calls ``.strip()`` on it, a number where it
does arithmetic or compares it with a number; unknown: both), and a few small ones. The
given code's answers to those calls then decide which calls are worth building on, as
they decide everything else the tests hold.
"""

from __future__ import annotations

import ast
import itertools
import random
import re
from collections.abc import Iterable

MAX_SEEDS = 80  # calls tried per function
PER_PARAM = 8  # values tried per parameter
_STR_METHODS = {n for n in dir(str) if not n.startswith("_")}
_FLOAT = re.compile(r"(?<![\w.:])-?\d+(?:\.\d+)?(?![\w.:])")
_QUOTE = re.compile(r"""(?<!\w)(?:"([^"\n]{1,30})"|'([^'\n]{1,30})')(?!\w)""")
_SMALL = ("1", "2", "0", "-1")
_TEXTS = ("'a'", "''")


def seed_calls(tree: ast.Module, text: str, names: Iterable[str]) -> dict[str, list[str]]:
    """For each top-level function of ``tree`` among ``names``: calls of it with each
    parameter that has no default given a value ``text`` or its docstring writes, of the
    kind the body uses it as; at most ``MAX_SEEDS``, the same ones on every run."""
    wanted = set(names)
    out: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in wanted and \
                (lists := arguments(node, text)):
            out[node.name] = [f"{node.name}({', '.join(a)})" for a in lists]
    return out


def arguments(node: ast.FunctionDef, text: str, skip: int = 0) -> list[tuple[str, ...]]:
    """The argument lists ``seed_calls`` tries for ``node`` (its first ``skip`` parameters
    left out: a method's ``self``); none where it takes ``*args``, ``**kwargs`` or a
    keyword-only parameter without a default."""
    args = node.args
    if args.vararg or args.kwarg or any(d is None for d in args.kw_defaults):
        return []
    positional = [*args.posonlyargs, *args.args][skip:]
    needed = positional[:len(positional) - len(args.defaults)]
    if not needed:
        return [()]
    doc = ast.get_docstring(node) or ""
    values = [_values(_kind(node, a.arg, a.annotation), doc, text) for a in needed]
    combos = list(itertools.islice(itertools.product(*values), 20_000))
    # each parameter's values in turn with the others at their first, then a fixed
    # sample of the rest
    first = [tuple(v[0] for v in values)]
    for at, vs in enumerate(values):
        first += [(*first[0][:at], v, *first[0][at + 1:]) for v in vs[1:]]
    tried = set(first)
    rest = [c for c in combos if c not in tried]
    random.Random(node.name).shuffle(rest)
    return list(dict.fromkeys([*first, *rest]))[:MAX_SEEDS]


def _kind(func: ast.FunctionDef, name: str, annotation: ast.expr | None) -> str:
    """"str", "number" or "" (either) for parameter ``name``: its annotation, else how the
    body uses it."""
    if annotation is not None:
        written = ast.unparse(annotation)
        return "str" if written == "str" else "number" if written in ("int", "float") else ""
    text = number = False
    for node in ast.walk(func):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                node.value.id == name and node.attr in _STR_METHODS:
            text = True
        elif isinstance(node, ast.BinOp | ast.Compare):
            sides = [node.left, node.right] if isinstance(node, ast.BinOp) else \
                [node.left, *node.comparators]
            if any(isinstance(s, ast.Name) and s.id == name for s in sides) and not any(
                    isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides):
                number = isinstance(node, ast.BinOp) and not isinstance(node.op, ast.Mod) \
                    or any(isinstance(s, ast.Constant) and isinstance(s.value, int | float)
                           for s in sides) or number
    return "str" if text and not number else "number" if number and not text else ""


def _values(kind: str, doc: str, text: str) -> list[str]:
    """The values tried for a parameter of ``kind``: the docstring's, then the text's, then
    small ones."""
    texts = [repr(a or b) for a, b in [*_QUOTE.findall(doc), *_QUOTE.findall(text)]]
    numbers = [repr(float(m.group()) if "." in m.group() else int(m.group()))
               for m in [*_FLOAT.finditer(doc), *_FLOAT.finditer(text)]]
    if kind == "str":
        found = [*texts, *_TEXTS]
    elif kind == "number":
        found = [*numbers, *_SMALL]
    else:
        found = [v for pair in itertools.zip_longest(texts, numbers) for v in pair if v] + \
            [*_SMALL, *_TEXTS]
    return list(dict.fromkeys(found))[:PER_PARAM]
