"""What the code an example runs against defines, and the docstrings it holds.

An example is of a function the code defines (``Defined.names``, the module it is in), not of
a method (``methods``) or of a name it imports (``imported``); its value may build an object
of a class that compares by value (``comparable``). The docstrings of the files as the task
gave them state examples too (``docstrings``, ``function_docstrings``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Defined:
    """What the code defines, each file parsed once: top-level function and class name ->
    its module (``names``); the names of its classes' methods; the names the modules import
    at their top level; and the classes whose instances compare by value (``comparable``,
    name -> module: they define ``__eq__``, or are dataclasses without ``eq=False``)."""

    names: dict[str, str]
    methods: set[str]
    imported: set[str]
    comparable: dict[str, str]
    classes: set[str] = field(default_factory=set)  # the top-level classes' names


def definitions(files: Mapping[str, str]) -> Defined:
    found = Defined({}, set(), set(), {})
    for name, text in files.items():
        if not name.endswith(".py") or is_test_file(name):
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:  # a file that does not parse still names what it means to define
            for m in re.finditer(r"^(?:def|class)\s+(\w+)", text, re.M):
                found.names.setdefault(m.group(1), module_of(name))
            continue
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                found.names.setdefault(node.name, module_of(name))
            if isinstance(node, ast.ClassDef):
                found.classes.add(node.name)
                own = {item.name for item in node.body
                       if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)}
                found.methods.update(own)
                if "__eq__" in own or any("dataclass" in ast.unparse(d) and "eq=False" not in
                                          ast.unparse(d) for d in node.decorator_list):
                    found.comparable.setdefault(node.name, module_of(name))
            if isinstance(node, ast.ImportFrom):
                found.imported.update(a.asname or a.name for a in node.names if a.name != "*")
    return found


def docstrings(text: str) -> list[str]:
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return re.findall(r'"""(.*?)"""', text, re.S)  # still read the stated examples
    docs: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            doc = ast.get_docstring(node)
            if doc:
                docs.append(doc)
    return docs


def function_docstrings(text: str) -> list[tuple[str, str]]:
    """(name, docstring) of each top-level function and class of ``text``."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return []
    return [(node.name, doc) for node in tree.body
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            and (doc := ast.get_docstring(node))]


def module_of(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".")


def is_test_file(name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return base.startswith("test_") or base.endswith("_test.py") or base == "conftest.py"
