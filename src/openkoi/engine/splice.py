"""Splice a model's rewrite of a Python file into the file it rewrites.

Small models asked for "the whole file" often return only the functions they changed, or
drop the file's imports. Writing that reply over the file would delete the rest. When the
new text parses and lacks top-level definitions the old file had, its definitions replace
the old ones of the same name (new ones are appended), and imports the old file had stay.
A reply of imports only adds the ones the file lacks. Anything that does not parse is
returned unchanged: the evaluator then reports the error.
"""

from __future__ import annotations

import ast

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def splice_python(old: str, new: str) -> str:
    try:
        old_tree, new_tree = ast.parse(old), ast.parse(new)
    except SyntaxError:
        return new
    old_defs = {n.name: n for n in old_tree.body if isinstance(n, _DEFS)}
    new_defs = {n.name: n for n in new_tree.body if isinstance(n, _DEFS)}
    if not new_defs:
        if new_tree.body and old_defs and all(
                isinstance(n, ast.Import | ast.ImportFrom) for n in new_tree.body):
            # only the imports the file lacked ("add `from app import f`"): add them
            return "".join(_imports_missing(new, new_tree, old)) + old
        return new
    missing_imports = _imports_missing(old, old_tree, new)
    if set(old_defs) <= set(new_defs):  # a complete file: keep it, with the old imports
        return "".join(missing_imports) + new if missing_imports else new
    old_lines = old.splitlines(keepends=True)
    new_lines = new.splitlines(keepends=True)
    out = list(old_lines)
    # replace from the bottom up so earlier line numbers stay valid
    for name, node in sorted(old_defs.items(), key=lambda kv: -kv[1].lineno):
        if name in new_defs:
            start, end = _span(node)
            out[start:end] = _segment(new_lines, new_defs[name])
    appended = [_segment(new_lines, n) for name, n in new_defs.items() if name not in old_defs]
    text = "".join(out)
    for segment in appended:
        text = text.rstrip("\n") + "\n\n\n" + "".join(segment)
    extra_imports = _imports_missing(new, new_tree, text)
    if extra_imports:
        text = "".join(extra_imports) + text
    return text if text.endswith("\n") else text + "\n"


def _span(node: ast.stmt) -> tuple[int, int]:
    decorators = getattr(node, "decorator_list", [])
    first = min([node.lineno, *(d.lineno for d in decorators)])
    return first - 1, node.end_lineno or node.lineno


def _segment(lines: list[str], node: ast.stmt) -> list[str]:
    start, end = _span(node)
    seg = lines[start:end]
    if seg and not seg[-1].endswith("\n"):
        seg[-1] += "\n"
    return seg


def _imports_missing(source: str, tree: ast.Module, target: str) -> list[str]:
    """Top-level import lines of ``source`` that ``target`` does not contain verbatim."""
    lines = source.splitlines(keepends=True)
    have = {ln.strip() for ln in target.splitlines()}
    missing = []
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            start, end = _span(node)
            text = "".join(lines[start:end])
            if text.strip() not in have:
                missing.append(text if text.endswith("\n") else text + "\n")
    return missing
