"""What a Python expression written in a task reads: the function it calls, the names it
uses from outside it, whether it parses at all, and whether a name is an exception's."""

from __future__ import annotations

import ast
import builtins


def called(call: str) -> str | None:
    """The name a call expression calls first (``f`` of ``f(1)[0]``, ``Cls`` of
    ``Cls(2).m(3)``); None where it is no call of a name."""
    try:
        node = ast.parse(call, mode="eval").body
    except SyntaxError:
        return None
    while isinstance(node, ast.Subscript | ast.Attribute) and not isinstance(node, ast.Call):
        node = node.value
    if isinstance(node, ast.Call):
        func = node.func
        while isinstance(func, ast.Call):  # make_counter()() and the like
            func = func.func
        if isinstance(func, ast.Name):
            return func.id
        if isinstance(func, ast.Attribute):  # Class(...).method(...) / Class.method(...)
            base: ast.expr = func
            while isinstance(base, ast.Attribute | ast.Call):
                base = base.value if isinstance(base, ast.Attribute) else base.func
            if isinstance(base, ast.Name):
                return base.id
    return None


def parses(text: str) -> bool:
    """Whether ``text`` is one Python expression."""
    try:
        ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return True


def names_read(expr: str) -> list[str]:
    """The names an expression reads from outside it, in order of appearance (not those a
    lambda or a comprehension in it binds). Raises SyntaxError where it does not parse."""
    tree = ast.parse(expr, mode="eval")
    bound = {a.arg for n in ast.walk(tree) if isinstance(n, ast.Lambda)
             for a in n.args.args}
    bound |= {t.id for n in ast.walk(tree) if isinstance(n, ast.comprehension)
              for t in ast.walk(n.target) if isinstance(t, ast.Name)}
    nodes = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Name)),
                   key=lambda n: (n.lineno, n.col_offset))
    return list(dict.fromkeys(n.id for n in nodes if n.id not in bound))


def free_names(expr: str) -> set[str]:
    """Names an expression uses that are not builtins (``f(abc)`` meant ``f("abc")``)."""
    return {n for n in names_read(expr) if not hasattr(builtins, n)}


def is_exception(name: str) -> bool:
    """Whether ``name`` is a builtin exception or named like one."""
    obj = getattr(builtins, name, None)
    return (isinstance(obj, type) and issubclass(obj, BaseException)) or \
        name.endswith(("Error", "Exception"))
