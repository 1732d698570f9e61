"""A list comprehension stated as one example, read as one example per item."""

from __future__ import annotations

import ast


def comprehension_items(call: str, want: str) -> list[tuple[str, str]]:
    """``[ordinal(n) for n in (1, 2, 11)]`` == ``['1st', '2nd', '11th']`` as one example per
    item, ``ordinal(1) == '1st'`` and so on (heldout21's ordinal_tests: a docstring's one
    example of ordinal() was written so, and read as none): a list comprehension of one
    name over a literal tuple or list, with no condition, and a list of as many values.
    [] for anything else."""
    try:
        node = ast.parse(call, mode="eval").body
        value = ast.parse(want, mode="eval").body
    except SyntaxError:
        return []
    if not isinstance(node, ast.ListComp) or len(node.generators) != 1 or \
            not isinstance(value, ast.List):
        return []
    gen = node.generators[0]
    if gen.ifs or gen.is_async or not isinstance(gen.target, ast.Name) or \
            not isinstance(gen.iter, ast.Tuple | ast.List) or \
            len(gen.iter.elts) != len(value.elts) or not value.elts:
        return []
    name = gen.target.id
    out = []
    for item, expected in zip(gen.iter.elts, value.elts, strict=True):
        elt = ast.parse(ast.unparse(node.elt), mode="eval").body
        for sub in ast.walk(elt):
            for field, child in ast.iter_fields(sub):
                if isinstance(child, ast.Name) and child.id == name:
                    setattr(sub, field, item)
                elif isinstance(child, list):
                    child[:] = [item if isinstance(c, ast.Name) and c.id == name else c
                                for c in child]
        out.append((ast.unparse(elt), ast.unparse(expected)))
    return out
