"""Stated examples the code answers by matching their inputs, not by computing the rule.

heldout43's batting_stats_module ended "done" on ``show()`` written as ``if average == 0.25:
return ".250"`` for each example the task gave and ``f"{average:.3f}"`` for every other input:
all four stated examples passed, and the hidden checks failed. A branch that tests the
function's parameters against one example's input and returns that example's answer is a
*literal branch*; it counts against the code only where it is needed: with that one branch
taken out (its test made ``False``), the example fails, and no other example does (so it is
no base case the rule itself builds on, as ``fib(0)`` is for ``fib(10)``). Two or more such
examples of one function that does not call itself are fitted, not computed: evidence that
the code is wrong for inputs the task did not show.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from openkoi.engine.grounding.cases import GroundedTest, TestResult
from openkoi.engine.grounding.defined import module_of
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import run_grounded
from openkoi.records import Finding

_NONE = object()


@dataclass(frozen=True)
class Branch:
    file: str
    function: str
    line: int  # the ``if``'s line, which identifies it in the file
    test: GroundedTest


def _literal(node: ast.AST | None) -> object:
    if node is None:
        return _NONE
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _NONE


def _compared(test: ast.expr, params: list[str]) -> dict[str, object] | None:
    """``p == literal`` (either side), or several joined by ``and``: parameter -> value."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) \
        else [test]
    out: dict[str, object] = {}
    for part in parts:
        if not (isinstance(part, ast.Compare) and len(part.ops) == 1
                and isinstance(part.ops[0], ast.Eq)):
            return None
        left, right = part.left, part.comparators[0]
        if isinstance(right, ast.Name):
            left, right = right, left
        value = _literal(right)
        if not isinstance(left, ast.Name) or left.id not in params or value is _NONE:
            return None
        out[left.id] = value
    return out or None


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b or \
        isinstance(a, (int, float)) and isinstance(b, (int, float)) and \
        not isinstance(a, bool) and not isinstance(b, bool) and a == b


def _call(test: GroundedTest) -> tuple[str, list[object], object] | None:
    """The function, positional literal arguments and literal answer of a plain example."""
    if test.expected is None or test.raises is not None or test.setup:
        return None
    try:
        call = ast.parse(test.call, mode="eval").body
        want = _literal(ast.parse(test.expected, mode="eval").body)
    except SyntaxError:
        return None
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.keywords:
        return None
    args = [_literal(a) for a in call.args]
    if _NONE in args or want is _NONE:
        return None
    return call.func.id, args, want


def literal_branches(tests: Sequence[GroundedTest], files: Mapping[str, str]) -> list[Branch]:
    """The literal branches of ``files`` (name -> source) that answer one of ``tests``, in
    functions that do not call themselves."""
    found: list[Branch] = []
    for name, source in files.items():
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for fn in tree.body:
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                   and n.func.id == fn.name for n in ast.walk(fn)):
                continue  # recursive: its literal branches are the rule's base cases
            params = [a.arg for a in (*fn.args.posonlyargs, *fn.args.args)]
            examples = [(t, c) for t in tests if t.module == module_of(name)
                        and (c := _call(t)) is not None and c[0] == fn.name]
            for node in ast.walk(fn):
                if not (isinstance(node, ast.If) and node.body
                        and isinstance(node.body[0], ast.Return)):
                    continue
                compared = _compared(node.test, params)
                answer = _literal(node.body[0].value)
                if compared is None or answer is _NONE:
                    continue
                for test, (_, args, want) in examples:
                    if _same(answer, want) and all(
                            params.index(p) < len(args) and _same(args[params.index(p)], v)
                            for p, v in compared.items()):
                        found.append(Branch(name, fn.name, node.lineno, test))
    return found


class _Untaken(ast.NodeTransformer):
    def __init__(self, line: int) -> None:
        self.line = line

    def visit_If(self, node: ast.If) -> ast.AST:
        self.generic_visit(node)
        if node.lineno == self.line:
            node.test = ast.Constant(False)
        return node


async def fitted(tests: Sequence[GroundedTest], results: Sequence[TestResult],
                 files: Mapping[str, bytes], timeout_s: float,
                 changed: Collection[str] | None = None) -> list[Branch]:
    """The literal branches of the passing examples in ``results`` that only their own
    branch answers, where a function has two or more: ``files`` is the whole work (name ->
    bytes), laid down in a throwaway folder once per branch taken out; ``changed``: the
    files to read for such branches (None: every Python file of ``files``)."""
    passed = [r.test for r in results if r.passed]
    sources = {n: d.decode("utf-8", "replace") for n, d in files.items()
               if n.endswith(".py") and (changed is None or n in changed)}
    branches = literal_branches(passed, sources)
    out: list[Branch] = []
    for function in {(b.file, b.function) for b in branches}:
        mine = [b for b in branches if (b.file, b.function) == function]
        if len({b.test for b in mine}) < 2:
            continue
        needed: list[Branch] = []
        for branch in mine:
            tree = _Untaken(branch.line).visit(ast.parse(sources[branch.file]))
            laid = {**files, branch.file: ast.unparse(tree).encode("utf-8")}
            with laid_down(laid, "openkoi-fitted-") as root:
                again = await run_grounded(passed, Path(root), timeout_s)
            broken = [r.test for r in again if not r.passed]
            if broken == [branch.test]:
                needed.append(branch)
        if len({b.test for b in needed}) >= 2:
            out += needed
    return sorted(out, key=lambda b: (b.file, b.line))


def fitted_findings(fit: list[Branch]) -> list[Finding]:
    """One finding per function whose stated examples are answered by literal branches."""
    out = []
    for file, function in dict.fromkeys((b.file, b.function) for b in fit):
        mine = [b for b in fit if (b.file, b.function) == (file, function)]
        calls = ", ".join(dict.fromkeys(b.test.call for b in mine))
        lines = ", ".join(str(b.line) for b in mine)
        out.append(Finding(
            "major", "examples", f"{function}() answers the stated examples {calls} only "
            f"through branches that match their inputs ({file} lines {lines}): the rule is "
            "not computed, so inputs the task did not show get something else", file,
            "take those branches out and compute every answer from the rule the task states"))
    return out
