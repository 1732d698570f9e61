"""The functions a task names that the work wrote or changed and no check ran.

A task's examples are the evidence that makes a result "done"; where they speak of one
function of three, the other two are unchecked. heldout57's tutor_invoice_module ended
``✓ Done`` on its one example that ran, ``parse_line("2024-03-05 ben 90 online")``; the
examples of ``invoice()`` and ``students()`` were on a log shown in the text and not read,
and the code raised on every in-person lesson of that log (three parts to a line, where it
wanted four). Here: each top-level function the task writes as a call (``invoice(``) that a
changed file defines, new or with another body than the task gave it, and that neither a
check that passed (nor a function such a check calls, in turn) nor a test file the task
gave calls. Where some are, what passed is evidence of the rest only, and the result is
not verified.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping

from openkoi.engine.evaluators.mutants import reached

UNCHECKED = "names functions that no check ran"


def unchecked(task: str, before: Mapping[str, str], after: Mapping[str, str],
              calls: Iterable[str], given_tests: Iterable[str]) -> list[str]:
    """The names, in the order the task writes them, of the functions ``task`` calls by name
    that a file of ``after`` (path -> source of the changed code) defines anew or otherwise
    than ``before`` (path -> the source the task gave), that no expression of ``calls`` (the
    checks that ran and passed) reaches and no source of ``given_tests`` calls."""
    written = list(dict.fromkeys(re.findall(r"(?<![\w.])([A-Za-z_]\w*)\(", task)))
    called = {n.func.id for call in calls for n in ast.walk(_parsed(call))
              if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    tested = "\n".join(given_tests)
    out: list[str] = []
    for path, source in after.items():
        tree = _module(source)
        defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        old = {n.name: n for n in _module(before.get(path, "")).body
               if isinstance(n, ast.FunctionDef)}
        done = reached(tree, called & set(defs))
        for name in written:
            if name in defs and name not in done and name not in out and \
                    (name not in old or _body(old[name]) != _body(defs[name])) and \
                    not re.search(rf"(?<![\w.]){re.escape(name)}\(", tested):
                out.append(name)
    return sorted(out, key=written.index)


def _parsed(code: str) -> ast.AST:
    """A check's call (an expression) or setup (statements), parsed; empty where neither."""
    for mode in ("eval", "exec"):
        try:
            return ast.parse(code, mode=mode)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
    return ast.Module(body=[], type_ignores=[])


def _module(source: str) -> ast.Module:
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ast.Module(body=[], type_ignores=[])


def _body(func: ast.FunctionDef) -> str:
    """A function's code as the parser reads it, its docstring left out."""
    body = func.body[1:] if ast.get_docstring(func) is not None else func.body
    return ast.dump(ast.Module(body=body, type_ignores=[])) + ast.dump(func.args)
