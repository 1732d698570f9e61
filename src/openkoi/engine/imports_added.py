"""Add the standard import a model's Python file uses but forgot.

A small model often writes ``calendar.monthrange(...)`` or ``timedelta(days=1)`` with no
import: every call of that code raises NameError (heldout45's dentist_recall_module: its
candidates used ``calendar`` unimported, and the loop spent its iterations on it). Where a
name that nothing in the file binds is used as a standard module (``calendar.x``,
``pytest.raises``) or is one of a few unambiguous standard names (``timedelta``,
``Counter``, ``Path``...), its import is added at the top, after the module docstring and
any ``__future__`` import. Nothing else changes, and the code is still run and judged as
before: this only spares an iteration on a missing line. A file that does not parse, or
that star-imports (what it binds is unknown), is returned as it is."""

from __future__ import annotations

import ast
import builtins
import sys

# names imported from a standard module, where the name means nothing else in practice
FROM = {
    "timedelta": "datetime", "timezone": "datetime",
    "Counter": "collections", "defaultdict": "collections", "namedtuple": "collections",
    "OrderedDict": "collections", "deque": "collections",
    "Path": "pathlib", "Decimal": "decimal", "ROUND_HALF_UP": "decimal",
    "Fraction": "fractions", "dataclass": "dataclasses", "Enum": "enum",
    "ZoneInfo": "zoneinfo", "reduce": "functools", "lru_cache": "functools",
    "Optional": "typing", "List": "typing", "Dict": "typing", "Tuple": "typing",
    "Any": "typing", "Iterable": "typing", "Iterator": "typing", "Callable": "typing",
    "Sequence": "typing", "Mapping": "typing", "Union": "typing",
}
# modules whose import does something (prints, opens a window or a browser): never added
_NOT_MODULES = frozenset({"this", "antigravity", "turtle", "turtledemo", "tkinter", "idlelib"})
_MODULES = (frozenset(sys.stdlib_module_names) | {"pytest"}) - _NOT_MODULES
# ``datetime`` is a module and a class: which one the attributes say
_DATETIME_MODULE = frozenset({"date", "datetime", "timedelta", "time", "timezone", "MINYEAR",
                              "MAXYEAR"})
_DATETIME_CLASS = frozenset({"strptime", "now", "today", "fromisoformat", "combine",
                             "fromtimestamp", "utcnow", "min", "max"})
_DATE_CLASS = frozenset({"today", "fromisoformat", "fromordinal", "min", "max"})


def add_missing_imports(source: str) -> str:
    """``source`` with an import line for each standard name it uses unbound."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    bound = _bound(tree)
    if bound is None:
        return source
    lines = sorted(set(_needed(tree, bound)))
    if not lines:
        return source
    text = source.splitlines(keepends=True)
    at = _insert_at(tree) or (1 if text and text[0].startswith("#!") else 0)
    if at and at <= len(text) and not text[at - 1].endswith("\n"):
        text[at - 1] += "\n"
    return "".join(text[:at]) + "".join(f"{line}\n" for line in lines) + "".join(text[at:])


def _bound(tree: ast.Module) -> set[str] | None:
    """Every name the file binds anywhere (any scope), or None after a star import."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                if alias.name == "*":
                    return None
                names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.Global | ast.Nonlocal):
            names.update(node.names)
        elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
    return names


def _needed(tree: ast.Module, bound: set[str]) -> list[str]:
    attrs: dict[str, set[str]] = {}
    called: set[str] = set()
    loaded: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            attrs.setdefault(node.value.id, set()).add(node.attr)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            called.add(node.func.id)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            loaded.add(node.id)
    lines = []
    for name in sorted(loaded - bound - set(dir(builtins))):
        used = attrs.get(name, set())
        if name == "datetime":
            if used and used <= _DATETIME_MODULE:
                lines.append("import datetime")
            elif (used and used <= _DATETIME_CLASS) or (name in called and not used):
                lines.append("from datetime import datetime")
        elif name == "date":
            if (used and used <= _DATE_CLASS) or (name in called and not used):
                lines.append("from datetime import date")
        elif name in FROM:
            lines.append(f"from {FROM[name]} import {name}")
        elif name in _MODULES and used:
            lines.append(f"import {name}")
    return lines


def _insert_at(tree: ast.Module) -> int:
    """The line (0-based) before which the imports go: after the module docstring and the
    ``__future__`` imports."""
    at = 0
    for i, node in enumerate(tree.body):
        docstring = (i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                     and isinstance(node.value.value, str))
        future = isinstance(node, ast.ImportFrom) and node.module == "__future__"
        if not (docstring or future):
            break
        at = node.end_lineno or node.lineno
    return at
