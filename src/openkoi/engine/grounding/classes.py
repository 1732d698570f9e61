"""What a class's own text says of it: its constructor, its methods and properties, its
fields, which methods return a value. Read by ``grounding.objects`` to build the steps it
runs on an object."""

from __future__ import annotations

import ast


def init_of(cls: ast.ClassDef) -> ast.FunctionDef | None:
    """The ``__init__`` of ``cls``; None where it has none (a dataclass)."""
    return next((n for n in cls.body if isinstance(n, ast.FunctionDef)
                 and n.name == "__init__"), None)


def ctor_defaults(cls: ast.ClassDef) -> list[tuple[str, object]]:
    """Each argument of ``cls``'s constructor with a literal default, and the default: the
    ``__init__``'s (positional ones in order, then the keyword-only), else the fields'."""
    init = init_of(cls)
    if init is None:
        named = [(n.target.id, n.value) for n in cls.body if isinstance(n, ast.AnnAssign)
                 and isinstance(n.target, ast.Name) and n.value is not None
                 and "ClassVar" not in ast.unparse(n.annotation)]
    else:
        args = init.args
        named = [*zip([a.arg for a in args.args[len(args.args) - len(args.defaults):]],
                      args.defaults, strict=True),
                 *((a.arg, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                   if d is not None)]
    out: list[tuple[str, object]] = []
    for name, node in named:
        try:
            out.append((name, ast.literal_eval(node)))
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            continue
    return out


def positional(cls: ast.ClassDef) -> int:
    """How many of ``cls``'s constructor's arguments a call may give by place without a
    default: a call's positional arguments beyond it fill the first defaulted ones."""
    init = init_of(cls)
    if init is None:
        return sum(1 for _, default, _ in fields(cls) if not default)
    return len(init.args.args) - 1 - len(init.args.defaults)


def required(cls: ast.ClassDef, method: str) -> int:
    """How many arguments ``method`` of ``cls`` needs."""
    fn = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == method)
    return len(fn.args.args) - 1 - len(fn.args.defaults)


def methods(cls: ast.ClassDef) -> set[str]:
    """The public methods of ``cls`` (not dunders, not static or class methods, not
    properties nor any other decorated one)."""
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)
            and not n.name.startswith("_") and n.args.args
            and n.args.args[0].arg == "self" and not n.decorator_list}


def properties(cls: ast.ClassDef) -> list[str]:
    """The public properties of ``cls``."""
    return [n.name for n in cls.body if isinstance(n, ast.FunctionDef)
            and not n.name.startswith("_")
            and any(isinstance(d, ast.Name) and d.id == "property" for d in n.decorator_list)]


def fields(cls: ast.ClassDef) -> list[tuple[str, bool, str]]:
    """The fields a class body declares (``count: int = 0``, a dataclass's), each with
    whether it has a default and its annotation; not a ``ClassVar``."""
    return [(n.target.id, n.value is not None, ast.unparse(n.annotation)) for n in cls.body
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
            and "ClassVar" not in ast.unparse(n.annotation)]


def returning(cls: ast.ClassDef) -> set[str]:
    """The methods of ``cls`` with a ``return`` of a value: their None is an answer."""
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)
            and any(isinstance(r, ast.Return) and r.value is not None
                    and not (isinstance(r.value, ast.Constant) and r.value.value is None)
                    for r in ast.walk(n))}


def helpers(tree: ast.Module, cls: ast.ClassDef) -> set[str]:
    """The module's functions the methods of ``cls`` call (``_check_count``), and the
    class's own private methods, static ones too (heldout29's minibar: ``_key`` and
    ``_check_quantity`` hold its name and quantity rules, and no change was made to them)."""
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    own = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)
           and n.name.startswith("_") and not n.name.endswith("__")}
    return own | {n.func.id for n in ast.walk(cls) if isinstance(n, ast.Call)
                  and isinstance(n.func, ast.Name) and n.func.id in functions}
