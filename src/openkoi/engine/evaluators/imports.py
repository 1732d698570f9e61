"""The imports a task states must work: ``from trailstats import Track, load_csv``.

A package task often says what its ``__init__.py`` must give ("should re-export Point,
Track, haversine_m and load_csv, so `from trailstats import Track, load_csv` works"): eight
of the benchmark's tasks do. A test of the package's modules imports them from where they
are defined and never sees an ``__init__.py`` that re-exports too little (heldout16's
trailstats_pkg: a wrong version left ``load_csv`` out and no check saw it). ``unexported``
reads the module the import names among the workspace's files and finds each stated name
it neither defines, imports nor holds as a submodule; a module that star-imports or
defines ``__getattr__`` may give any name, and is left alone, as is one the workspace does
not hold (a standard module, or a file another check finds missing).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection, Mapping

from openkoi.records import Finding

_STATED = re.compile(r"(?:^|(?<=[`\s>]))from\s+(?P<module>[A-Za-z_][\w.]*)\s+import\s+"
                     r"(?P<names>[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)", re.M)


def stated_imports(task: str) -> list[tuple[str, list[str]]]:
    """Each ``from M import a, b`` the task writes: the module and the names."""
    return [(m.group("module"), [n.strip() for n in m.group("names").split(",")])
            for m in _STATED.finditer(task)]


# the names a package's __init__.py is said to export, in a list: "chesskit/__init__.py must
# re-export parse_square, square_name, knight_moves and king_moves", "rpn/__init__.py exports
# evaluate, tokenize and RPNError, with `__all__` listing exactly those three" ("exports both"
# names none)
_EXPORTS = re.compile(
    r"`?(?P<package>[A-Za-z_][\w/]*)/__init__\.py`?:?\s+(?:(?:must|should|will|has\s+to"
    r"|needs?\s+to|is\s+to)\s+)?(?:re-?)?export(?:s|ing)?\s+"
    r"(?P<names>`?[A-Za-z_]\w*`?(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)`?[A-Za-z_]\w*`?)*)"
    r"(?P<rest>[^.\n]*)")


_PROSE = frozenset({"and", "so", "with", "which", "that", "as", "plus", "all", "both", "them",
                    "these", "those", "everything", "the", "each"})


def stated_exports(task: str) -> list[tuple[str, list[str], bool]]:
    """Each package whose ``__init__.py`` the task says exports a list of names: the module,
    the names, and whether the sentence says ``__all__`` lists them."""
    return [(m.group("package").replace("/", "."),
             [n for n in re.findall(r"[A-Za-z_]\w*", m.group("names")) if n not in _PROSE],
             "__all__" in m.group("rest"))
            for m in _EXPORTS.finditer(task)]


def unexported(task: str, trees: Mapping[str, ast.Module],
               files: Collection[str]) -> list[Finding]:
    """``trees``: the workspace's parsed Python sources; ``files``: every file's name."""
    out: list[Finding] = []
    for module, names in stated_imports(task):
        path = module.replace(".", "/")
        source = next((p for p in (f"{path}/__init__.py", f"{path}.py") if p in trees), None)
        if source is None:
            continue  # not in the workspace, or it does not parse: other checks say so
        tree = trees[source]
        given = _top_level_names(tree)
        if given is None:
            continue
        folder = f"{path}/" if source.endswith("__init__.py") else None
        for name in names:
            if name in given or (folder is not None and (
                    f"{folder}{name}.py" in files or f"{folder}{name}/__init__.py" in files)):
                continue
            out.append(Finding(
                "major", "checks", f"the task says `from {module} import {', '.join(names)}` "
                f"works, but {source} gives no {name}", source,
                f"define {name} in {source}, or import it there"))
    for module, names, listed in stated_exports(task):
        out += _unexported_by_init(module, names, listed, trees, files)
    return out


def _unexported_by_init(module: str, names: list[str], listed: bool,
                        trees: Mapping[str, ast.Module], files: Collection[str]
                        ) -> list[Finding]:
    """The names a package's ``__init__.py`` is said to export that it does not give (and,
    where the task says ``__all__`` lists them, that its ``__all__`` leaves out). A name counts
    only where another module of the package binds it: a word of the sentence that names
    nothing the code has is prose, and a name no module defines is another check's."""
    path = module.replace(".", "/")
    source = f"{path}/__init__.py"
    given = _top_level_names(trees[source]) if source in trees else None
    if given is None:
        return []
    inside: set[str] = set()
    for name, tree in trees.items():
        if name.startswith(f"{path}/") and name != source:
            inside |= _top_level_names(tree) or set()
    said = f"the task says {source} exports {', '.join(names)}"
    out = [Finding("major", "checks", f"{said}, but it gives no {name}", source,
                   f"import {name} in {source}")
           for name in names if name in inside and name not in given
           and f"{path}/{name}.py" not in files]
    listing = _all_names(trees[source]) if listed else None
    out += [Finding("major", "checks", f"{said}, with __all__ listing them, but its __all__ "
                    f"leaves out {name}", source, f"add {name!r} to __all__ in {source}")
            for name in names if listing is not None and name in inside and name in given
            and name not in listing]
    return out


def _all_names(tree: ast.Module) -> set[str] | None:
    """The strings a module's top-level ``__all__ = [...]`` lists; None where it has none
    written as a literal."""
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                for t in node.targets):
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                return None
            return {v for v in value if isinstance(v, str)} \
                if isinstance(value, list | tuple) else None
    return None


def _top_level_names(tree: ast.Module) -> set[str] | None:
    """The names a module binds at its top level (in ``if`` and ``try`` blocks too); None
    where it may bind any (``from x import *``, a module ``__getattr__``)."""
    names: set[str] = set()
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            if node.name == "__getattr__":
                return None
            names.add(node.name)
        elif isinstance(node, ast.Import):
            names |= {a.asname or a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if any(a.name == "*" for a in node.names):
                return None
            names |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.If | ast.Try | ast.With | ast.For | ast.While):
            for field in ("body", "orelse", "finalbody", "handlers"):
                for child in getattr(node, field, []) or []:
                    if isinstance(child, ast.ExceptHandler):
                        todo.extend(child.body)
                    else:
                        todo.append(child)
    return names
