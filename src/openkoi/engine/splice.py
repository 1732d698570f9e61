"""Splice a model's rewrite of a Python file into the file it rewrites.

Small models asked for "the whole file" often return only the functions they changed, or
drop the file's imports. Writing that reply over the file would delete the rest. When the
new text parses and lacks top-level definitions the old file had, its definitions replace
the old ones of the same name (new ones are appended), and imports the old file had stay.
A complete rewrite wins, but what it dropped without meaning to comes back: the old file's
imports, its module docstring (where the rewrite has none), and the module-level constants
the rewrite still uses and no longer defines. A reply of imports only adds the ones the file
lacks. Anything that does not parse is returned unchanged: the evaluator then reports the
error.
"""

from __future__ import annotations

import ast
import builtins

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
    if set(old_defs) <= set(new_defs):  # a complete file: keep it, with what it dropped
        return _restored(old, old_tree, new, new_tree, missing_imports)
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


def _restored(old: str, old_tree: ast.Module, new: str, new_tree: ast.Module,
              missing_imports: list[str]) -> str:
    """``new``, a complete rewrite of ``old``, with the old module docstring where it has
    none, the old imports it lacks (after its docstring and ``__future__`` imports), and the
    old constants it uses but no longer defines (after its leading imports)."""
    head = ""
    doc = _docstring(old_tree)
    if doc is not None and _docstring(new_tree) is None:
        head = "".join(_segment(old.splitlines(keepends=True), doc)) + "\n"
    imported = _bound_by_imports(new_tree) | _bound_by_imports(ast.parse("".join(missing_imports)))
    dropped = "".join(_dropped_constants(old, old_tree, new_tree, imported))
    if not head and not missing_imports and not dropped:
        return new
    lines = new.splitlines(keepends=True)
    first, cut = _head_end(new_tree, future_only=True), _head_end(new_tree)
    out = head + "".join(lines[:first]) + "".join(missing_imports) + "".join(lines[first:cut])
    rest = "".join(lines[cut:])
    if not dropped:
        return out + rest
    out = (out.rstrip("\n") + "\n\n" if out.strip() else "") + dropped
    rest = rest.lstrip("\n")
    gap = "\n\n" if rest.startswith(("def ", "class ", "async ", "@")) else "\n"
    return out + (gap + rest if rest else "")


def _docstring(tree: ast.Module) -> ast.stmt | None:
    first = tree.body[0] if tree.body else None
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
            and isinstance(first.value.value, str):
        return first
    return None


def _head_end(tree: ast.Module, future_only: bool = False) -> int:
    """The line index past the module's docstring and its leading imports (only its
    ``__future__`` ones where ``future_only``)."""
    end = 0
    for i, node in enumerate(tree.body):
        imports = isinstance(node, ast.ImportFrom) and node.module == "__future__" \
            if future_only else isinstance(node, ast.Import | ast.ImportFrom)
        if not (imports or (i == 0 and _docstring(tree) is not None)):
            break
        end = node.end_lineno or node.lineno
    return end


def _bound_by_imports(tree: ast.Module) -> set[str]:
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
    return names


def _module_bound(tree: ast.Module) -> set[str]:
    bound = _bound_by_imports(tree)
    for node in tree.body:
        if isinstance(node, _DEFS):
            bound.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                bound |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return bound


def _dropped_constants(old: str, old_tree: ast.Module, new_tree: ast.Module,
                       imported: set[str]) -> list[str]:
    """Module-level assignments of ``old`` to one name that ``new`` reads and does not bind
    at module level, in the old order; only those whose value reads nothing but builtins,
    imports and constants already kept (they go right after the imports)."""
    used = {n.id for n in ast.walk(new_tree) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)}
    missing = used - _module_bound(new_tree)
    lines = old.splitlines(keepends=True)
    known = set(dir(builtins)) | imported
    kept: list[str] = []
    for node in old_tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        else:
            continue
        if not isinstance(target, ast.Name) or target.id not in missing:
            continue
        reads = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
        if reads <= known:
            kept.append("".join(_segment(lines, node)))
            known.add(target.id)
    return kept
