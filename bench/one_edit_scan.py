"""Would a one-edit repair search fix the bench's bug-fix tasks? (Tried in session 62, not
shipped: see BENCHMARKS.md, "A one-edit search of the given code".)

    PYTHONPATH=src .venv/bin/python bench/one_edit_scan.py [bench/tasks/heldout34/hen_eggs_fix ...]

For each ``_fix`` task (all of bench/tasks but the sets ``bench/pending/unrun-sets.txt``
lists, or the folders given): the one-edit variants of the given code (a comparison made
strict or loose or turned, a whole number one more or one less, an operator swapped, an
operand dropped, a condition negated, a line removed; each spliced into the file's text and
kept only where it parses to exactly that change), tried against the evidence openkoi
builds from the task without a model (``examples_to_tests``: its stated examples, and the
project's tests where they fail on the given code), where that evidence fails on the given
code. The first ``MAX_KEPT`` variants that pass it (the likelier kinds first) are run on
the task's hidden check. One JSON line per task: how many examples, the search's seconds,
and each kept variant with whether the hidden check passed. No model is involved.
"""

from __future__ import annotations

import ast
import asyncio
import copy
import glob
import json
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.evaluators.mutants import reached
from openkoi.engine.evaluators.reach import PYTEST
from openkoi.engine.grounding import GroundedTest
from openkoi.engine.grounding.defined import is_test_file
from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.exprs import names_read
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import run_grounded

sys.path.insert(0, str(Path(__file__).parent))
import suite  # noqa: E402

MAX_KEPT = 2  # the variants that pass, kept (the likelier kinds first)
MAX_TRIED = 200  # the variants of one file tried at most
BUDGET_S = 60.0  # the wall time one search may take, the runs of the tests included

MAX_EDITS = 400  # the variants one file gives at most, the likelier kinds first

# the likelier kinds of one-token bug first: an edge (``<`` for ``<=``), a number one off,
# an operator, a condition, a line too many
_CMP: dict[type[ast.cmpop], tuple[type[ast.cmpop], ...]] = {
    ast.Lt: (ast.LtE, ast.Gt), ast.LtE: (ast.Lt, ast.GtE), ast.Gt: (ast.GtE, ast.Lt),
    ast.GtE: (ast.Gt, ast.LtE), ast.Eq: (ast.NotEq,), ast.NotEq: (ast.Eq,),
    ast.In: (ast.NotIn,), ast.NotIn: (ast.In,), ast.Is: (ast.IsNot,), ast.IsNot: (ast.Is,)}
_BIN: dict[type[ast.operator], tuple[type[ast.operator], ...]] = {
    ast.Add: (ast.Sub, ast.Mult), ast.Sub: (ast.Add,), ast.Mult: (ast.Div, ast.Add),
    ast.Div: (ast.FloorDiv, ast.Mult), ast.FloorDiv: (ast.Div,), ast.Mod: (ast.FloorDiv,)}
_SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
           ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is",
           ast.IsNot: "is not", ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/",
           ast.FloorDiv: "//", ast.Mod: "%"}
_KIND_ORDER = ("comparison", "number", "operator", "operand", "condition", "line")


@dataclass(frozen=True)
class Edit:
    """A variant of a file: its whole text, what changed (``"<= made < on line 12"``), the
    kind of change (``_KIND_ORDER``) and the line."""

    text: str
    change: str
    kind: str
    line: int


def one_edits(source: str, functions: set[str] | None = None,
              limit: int = MAX_EDITS) -> list[Edit]:
    """The one-edit variants of ``source`` inside the functions and methods ``functions``
    names (None: all of them), the likelier kinds first; none where it does not parse."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found: list[Edit] = []
    seen = {source}
    for kind, path, change, mutate in _sites(tree, functions):
        edited = _spliced(source, tree, path, mutate)
        if edited is not None and edited not in seen:
            seen.add(edited)
            found.append(Edit(edited, change, kind, _line_of(tree, path)))
    found.sort(key=lambda e: _KIND_ORDER.index(e.kind))
    return found[:limit]


Path = tuple[int, ...]  # a node's place: the indexes of ``_children`` from the module down
Mutate = Callable[[ast.AST], ast.AST | None]  # the changed copy of a node (None: removed)


def _children(node: ast.AST) -> list[ast.AST]:
    return list(ast.iter_child_nodes(node))


def _walk(node: ast.AST, path: Path = ()) -> Iterator[tuple[Path, ast.AST]]:
    yield path, node
    for i, child in enumerate(_children(node)):
        yield from _walk(child, (*path, i))


def _at(tree: ast.AST, path: Path) -> ast.AST:
    node = tree
    for i in path:
        node = _children(node)[i]
    return node


def _line_of(tree: ast.AST, path: Path) -> int:
    return getattr(_at(tree, path), "lineno", 0)


def _scopes(tree: ast.Module, functions: set[str] | None) -> Iterator[tuple[Path, ast.AST]]:
    for path, node in _walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and \
                (functions is None or node.name in functions):
            yield path, node


def _sites(tree: ast.Module, functions: set[str] | None
           ) -> Iterator[tuple[str, Path, str, Mutate]]:
    for scope_path, scope in _scopes(tree, functions):
        first = scope.body[0] if scope.body else None  # type: ignore[attr-defined]
        docstring = first if isinstance(first, ast.Expr) and isinstance(
            first.value, ast.Constant) and isinstance(first.value.value, str) else None
        for sub, node in _walk(scope):
            path = (*scope_path, *sub)
            line = getattr(node, "lineno", 0)
            nested = sub and isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            if (docstring is not None and node is docstring.value) or nested:
                continue
            if isinstance(node, ast.Compare):
                for k, op in enumerate(node.ops):
                    for new in _CMP.get(type(op), ()):
                        yield ("comparison", path,
                               f"{_SYMBOL[type(op)]} made {_SYMBOL[new]} on line {line}",
                               _set_op(k, new))
            elif isinstance(node, ast.Constant) and type(node.value) is int:
                for step in (1, -1):
                    yield ("number", path,
                           f"{node.value} made {node.value + step} on line {line}",
                           _plus(step))
            elif isinstance(node, ast.BinOp):
                for new_op in _BIN.get(type(node.op), ()):
                    yield ("operator", path,
                           f"{_SYMBOL[type(node.op)]} made {_SYMBOL[new_op]} on line {line}",
                           _bin_op(new_op))
                if type(node.op) in _BIN:
                    for side in ("left", "right"):
                        kept = node.right if side == "left" else node.left
                        yield ("operand", path,
                               f"{ast.unparse(node)} made {ast.unparse(kept)} on line {line}",
                               _keep(side))
            elif isinstance(node, ast.BoolOp):
                other = "or" if isinstance(node.op, ast.And) else "and"
                yield ("operator", path, f"{'and' if other == 'or' else 'or'} made {other} "
                       f"on line {line}", _swap_bool)
            elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
                yield ("condition", path, f"not dropped on line {line}",
                       lambda n: n.operand)  # type: ignore[attr-defined]
            if isinstance(node, ast.If | ast.While) and \
                    not (isinstance(node.test, ast.UnaryOp) and isinstance(node.test.op, ast.Not)):
                yield ("condition", (*path, 0), f"condition negated on line {line}", _negate)
            for field in ("body", "orelse"):
                body = getattr(node, field, None)
                if isinstance(body, list) and len(body) > 1:
                    start = _children(node).index(body[0])
                    for j, stmt in enumerate(body):
                        if stmt is docstring or isinstance(stmt, ast.FunctionDef
                                                           | ast.AsyncFunctionDef | ast.Return):
                            continue
                        yield ("line", (*path, start + j),
                               f"line {stmt.lineno} removed", lambda n: None)


def _set_op(k: int, new: type[ast.cmpop]) -> Mutate:
    def mutate(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.Compare)
        node.ops[k] = new()
        return node
    return mutate


def _plus(step: int) -> Mutate:
    def mutate(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.Constant) and isinstance(node.value, int)
        node.value = node.value + step
        return node
    return mutate


def _bin_op(new: type[ast.operator]) -> Mutate:
    def mutate(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.BinOp)
        node.op = new()
        return node
    return mutate


def _keep(side: str) -> Mutate:
    def mutate(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.BinOp)
        return node.right if side == "left" else node.left
    return mutate


def _swap_bool(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BoolOp)
    node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    return node


def _negate(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.expr)
    return ast.UnaryOp(op=ast.Not(), operand=node)


def _spliced(source: str, tree: ast.Module, path: Path, mutate: Mutate) -> str | None:
    """``source`` with the node at ``path`` replaced by ``mutate``'s copy of it (or its
    whole lines removed), where the result parses to exactly the tree so changed."""
    want = copy.deepcopy(tree)
    old = _at(tree, path)
    if not isinstance(old, ast.expr | ast.stmt) or old.end_lineno is None or \
            old.end_col_offset is None:
        return None
    target = _at(want, path)
    new = mutate(target)
    if not _replace(want, target, new):
        return None
    expected = ast.dump(want)
    lines = source.encode("utf-8").splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    data = source.encode("utf-8")
    begin = starts[old.lineno - 1] + old.col_offset
    end = starts[old.end_lineno - 1] + old.end_col_offset
    if new is None:  # the statement's whole lines go, where it has them to itself
        if data[starts[old.lineno - 1]:begin].strip() or \
                data[end:starts[old.end_lineno]].split(b"#")[0].strip():
            return None
        texts = [data[:starts[old.lineno - 1]] + data[starts[old.end_lineno]:]]
    else:
        code = ast.unparse(new).encode("utf-8")
        texts = [data[:begin] + code + data[end:], data[:begin] + b"(" + code + b")" + data[end:]]
    for text in texts:
        try:
            edited = text.decode("utf-8")
            if ast.dump(ast.parse(edited)) == expected:
                return edited
        except (SyntaxError, UnicodeDecodeError, ValueError):
            continue
    return None


def _replace(tree: ast.AST, old: ast.AST, new: ast.AST | None) -> bool:
    """Put ``new`` where ``old`` is in ``tree`` (None: take ``old`` out of its list)."""
    if new is old:
        return True
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                if new is None:
                    return False
                setattr(parent, field, new)
                return True
            if isinstance(value, list) and any(v is old for v in value):
                at = next(i for i, v in enumerate(value) if v is old)
                if new is None:
                    del value[at]
                else:
                    value[at] = new
                return True
    return False


Laid = Callable[[Mapping[str, str]], dict[str, bytes]]
Project = Callable[[Mapping[str, str]], Awaitable[bool | None]]


async def search(sources: Sequence[str], given: Mapping[str, str],
                 tests: Sequence[GroundedTest], laid: Laid, *, timeout_s: float,
                 budget_s: float = BUDGET_S,
                 project: Project | None = None) -> list[tuple[Edit, str]]:
    """The one-edit variants of ``sources`` as the task gave them (``given``: name -> text)
    that pass every trusted test of that file (the task's examples) and, where the project's
    tests fail on the given code, those too (``project``: whether they pass with a file laid
    over the work; None where there are none). None where the given code fails nothing:
    there is no bug the evidence shows. ``laid``: the work's files with some laid over.
    Each found as (the variant, its file)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + budget_s
    found: list[tuple[Edit, str]] = []
    project_fails = project is not None and \
        await project({s: given[s] for s in sources if s in given}) is False
    for source in sources:
        text = given.get(source)
        if not text or not source.endswith(".py") or is_test_file(source):
            continue
        module = source[:-3].replace("/", ".")
        mine = [t for t in tests if t.trusted and t.module == module]
        with laid_down(laid({source: text}), "openkoi-edit-") as root:
            before = await run_grounded(mine, root, timeout_s)
        failing = [r.test for r in before if not r.passed]
        if not failing and not project_fails:
            continue
        # the failing examples first: most variants fail one of them, and stop there
        order = [*failing, *(r.test for r in before if r.passed)]
        # the functions the failing examples call, or the project's tests name, and those
        # they call in turn: where the bug can be
        named = {n for t in failing for n in names_read(t.call)}
        if project_fails:
            named |= {n for name, data in laid({}).items() if is_test_file(name)
                      for n in re.findall(r"[A-Za-z_]\w*", data.decode("utf-8", "replace"))}
        functions = reached(ast.parse(text), named)
        for edit in one_edits(text, functions)[:MAX_TRIED]:
            if loop.time() > deadline:
                return found
            contents = {source: edit.text}
            if order:
                with laid_down(laid(contents), "openkoi-edit-") as root:
                    results = await run_grounded(order, root, timeout_s)
                if not all(r.passed for r in results):
                    continue
            if project_fails and project is not None and await project(contents) is False:
                continue
            found.append((edit, source))
            if len(found) >= MAX_KEPT:
                return found
    return found


async def project_passes(files: Mapping[str, bytes], timeout_s: float) -> bool | None:
    """Whether the Python tests among ``files`` pass (pytest, to the first failure, in a
    throwaway copy); None where there are none."""
    if not any(is_test_file(n) and n.endswith(".py") for n in files):
        return None
    with laid_down(files, "openkoi-edit-") as root:
        result = await run_command([*PYTEST, "-q", "-x", "-p", "no:cacheprovider"], root,
                                   timeout_s)
    return result.exit_code == 0 and not result.timed_out


async def scan(folder: Path) -> dict[str, object]:
    task = suite._task(folder, str(folder.relative_to(suite.TASKS)), folder.parent.name)
    prompt = json.loads((folder / "task.json").read_text())["prompt"]
    work = {str(p.relative_to(folder / "files")): p.read_bytes()
            for p in (folder / "files").rglob("*") if p.is_file()}
    given = {n: b.decode() for n, b in work.items()
             if n.endswith(".py") and not is_test_file(n)}
    tests = examples_to_tests(prompt, given, given)

    def laid(contents: Mapping[str, str]) -> dict[str, bytes]:
        return {**work, **{n: t.encode() for n, t in contents.items()}}

    async def project(contents: Mapping[str, str]) -> bool | None:
        return await project_passes(laid(contents), 60.0)

    start = time.time()
    found = await search(list(given), given, tests, laid, timeout_s=60.0, project=project)
    took = time.time() - start
    kept = []
    for edit, source in found:
        with tempfile.TemporaryDirectory() as tmp:
            ws = Path(tmp) / "ws"
            shutil.copytree(folder / "files", ws)
            (ws / source).write_text(edit.text)
            right, _ = suite.run_check(task, ws)
        kept.append((f"{source}: {edit.change}", right))
    return {"task": task.id, "examples": len(tests), "search_s": round(took), "kept": kept}


async def main(argv: list[str]) -> int:
    unrun = suite.unrun_sets()
    folders = [Path(a) for a in argv] or [Path(p) for p in sorted(
        glob.glob(str(suite.TASKS / "*" / "*_fix")))]
    for folder in folders:
        if folder.parent.name in unrun:
            continue
        print(json.dumps(await scan(folder)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(sys.argv[1:])))
