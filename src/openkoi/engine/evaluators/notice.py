"""Do the tests the task asks for notice when the code does nothing?

A task that asks for tests asks for tests that fail when the code is wrong. Tests that pass
whatever a function returns check nothing of it, and the cheap checks cannot see that: the
test file exists, runs, names the function and passes. So, where the task asks for tests and
this task wrote or changed test files that pass: for each function or method of the code
written for the task that those tests use, a copy of the code in which that function only
returns None (its body replaced, nothing else changed) is run under the same tests. Where
they still pass, they do not check it: a finding, and a failing grounded check (the tests
the user asked for are not there yet).

Then, for each such function that raises an exception the task names, a copy in which
those raises return None instead: tests that still pass check none of the errors the task
states for it (a weak test file that tries only the happy path; the checks of the held-out
"with tests" tasks run the user's tests on such copies).

Sound on right code by construction where it applies: a test of a function that passes when
the function does nothing at all asserts nothing about what it returns, raises or changes.
A test of an error the task states fails when the call returns None instead of raising;
only where every such test also raises elsewhere (the same exception from a library call)
would right tests pass on the copy (measured on every right version: BENCHMARKS.md).
A tested method that changes its object (``push``) is noticed through what the tests read
back; one whose body is already a stub is the cheap checks' finding, not this one's.

A test file openkoi builds of code the task gives and leaves alone passes these changes by
construction: its tests were chosen for them (``grounding.noticing``). There, what verifies
it is the changes held out of that choice (``Independent.heldout``): the file is "passed"
evidence only where every one of them was run, it notices at least ``MIN_HELD_OUT`` and
misses none that a call tells apart from the given code.
"""

from __future__ import annotations

import ast
import re
import sys
import time
from pathlib import Path

from openkoi.engine.evaluators import pytest_plugins
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.checks import (
    asks_for_tests,
    functions_of,
    is_stub,
    is_test_file,
)
from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.evaluators.mutants import Mutant, value_mutants
from openkoi.engine.grounding.cases import GroundedTest, HeldOut
from openkoi.engine.grounding.defined import function_docstrings
from openkoi.engine.grounding.edges import edge_probes
from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import run_grounded
from openkoi.records import Finding

MAX_MUTANTS = 12
# the changes held out from the making of a test file of given code that it must notice,
# missing none, to verify it (``grounding.noticing.choose``)
MIN_HELD_OUT = 3
MAX_BROKEN = 12  # the changes that break a stated example, each run under the tests
_CALLEE = re.compile(r"\s*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\(")  # f(...), obj.method(...)
MUTANT_S = 15.0  # a test run on a mutant: one that hangs (a loop waiting on it) noticed it
TOTAL_S = 60.0  # all the mutants of one evaluation
PYTEST = [sys.executable, "-m", "pytest", "-q", "-x", "--no-header", "-p", "no:cacheprovider"]


class TestsNotice:
    name = "notice"

    async def evaluate(self, ctx: EvalContext) -> Part:
        if not asks_for_tests(ctx.task):
            return Part(self.name, applicable=False)
        changed = [n for n in ctx.changed if n in ctx.after.files and n.endswith(".py")]
        tests = [n for n in changed if is_test_file(n)]
        named = set().union(*(_named(ctx.after.files[t]) for t in tests)) if tests else set()
        # the code written for the task, and the code as the task gave it that the new
        # tests import (tests asked for of a module the task says to leave alone)
        imported = set().union(*(_imports(ctx.after.files[t]) for t in tests)) if tests \
            else set()
        sources = [n for n in ctx.after.files if n.endswith(".py") and not is_test_file(n)
                   and (n in changed or _module_name(n) in imported)]
        texts = {s: ctx.after.files[s].decode("utf-8", "replace") for s in sources}
        mutants = [*(m for s in sources for m in does_nothing(s, texts[s], named)),
                   *(m for s in sources for m in raises_nothing(
                       s, texts[s], named, ctx.task,
                       given=ctx.before.files.get(s) == ctx.after.files[s]))
                   ][:MAX_MUTANTS]
        changes = _in_turn([m for s in sources for m in value_mutants(s, texts[s], named)])
        if not tests or not (mutants or changes):
            return Part(self.name, applicable=False)
        timeout = min(ctx.timeout_s, 60.0)
        # the plugins the project does not name stay unloaded, as in the test run itself:
        # a run of the quick start's tests took 1.5 s with them, 0.17 s without
        command = [*PYTEST, *pytest_plugins.unused(ctx.after.files), *tests]
        deadline = time.monotonic() + TOTAL_S
        with laid_down(ctx.after.files, "openkoi-notice-") as root:
            base = await run_command(command, root, timeout)
            if base.exit_code != 0:
                return Part(self.name, applicable=False,
                            evidence="the tests do not pass on the code: the test run says why")
            # a change matters where it breaks an example the task or a docstring states
            broken = await _breaking(ctx, texts, changes, named, tests, root, deadline)
            unnoticed: list[Mutant] = []
            tried: list[Mutant] = []
            for mutant in [*mutants, *broken]:
                if time.monotonic() > deadline:
                    break  # a mutant that makes the tests hang costs its timeout: enough
                original = (root / mutant.path).read_bytes()
                (root / mutant.path).write_text(mutant.text, encoding="utf-8")
                run = await run_command(command, root, min(timeout, MUTANT_S))
                (root / mutant.path).write_bytes(original)
                tried.append(mutant)
                if run.exit_code == 0:
                    unnoticed.append(mutant)
            mutants = tried
        if not mutants:
            return Part(self.name, applicable=False)
        findings = [_finding(m, broken.get(m)) for m in unnoticed]
        lines = [f"{m.where}{'' if m.change else '()'} made to {m.what}: the tests "
                 f"{'still pass' if m in unnoticed else 'fail, as they should'}"
                 for m in mutants]
        score = 1 - len(unnoticed) / len(mutants)
        grounded = "failed" if unnoticed else ""
        held = ctx.independent.heldout if ctx.independent else None
        if held is not None and held.test_file in tests:
            lines += _held_out(held)
            if not unnoticed and len(held.noticed) >= MIN_HELD_OUT and not held.missed \
                    and not held.unrun:
                grounded = "passed"
        return Part(self.name, score, findings=findings, dimensions={"tests_notice": score},
                    grounded=grounded, evidence="\n".join(lines))


def _held_out(held: HeldOut) -> list[str]:
    """What the changes held out from the making of a test file of given code showed: the
    file checks the code's rules (it notices changes it was not chosen for: evidence), or
    it does not (no evidence; the missed ones got tests of their own afterwards)."""
    n = len(held.noticed) + len(held.missed)
    if not n and not held.unrun:
        return ["no change was held out from the choice of these tests: no evidence that "
                "they check more than the changes they were chosen for"]
    lines = [f"of {n} change(s) held out while these tests were chosen from the given code's "
             f"answers, they notice {len(held.noticed)}"]
    lines += [f"  missed (a test for it was added afterwards): {m}" for m in held.missed[:8]]
    if held.unrun:
        lines.append(f"  {held.unrun} more held out but not run to an answer (out of time): "
                     "not verified")
    if len(held.noticed) < MIN_HELD_OUT and not held.missed:
        lines.append(f"  too few to verify the tests (needs {MIN_HELD_OUT})")
    return lines


async def _breaking(ctx: EvalContext, texts: dict[str, str], changes: list[Mutant],
                    named: set[str], tests: list[str], root: Path, deadline: float,
                    ) -> dict[Mutant, GroundedTest]:
    """The changes that break an example the task or a docstring of the code as the task
    gave it states (one that passes on the code as it stands) of a function the tests use,
    each with the first example it breaks; one change per example, at most
    ``MAX_BROKEN``. An example of a function the tests never call is not theirs to check
    (heldout18's case_convert_tests: right tests of to_snake and to_camel left the helper
    split_words' bare digit run to them). Code the task gave and the work left as it was
    answers for the edges its text states too (``grounding.edges``)."""
    given = {n: d.decode("utf-8", "replace") for n, d in ctx.before.files.items()
             if n.endswith(".py") and (n in texts or is_test_file(n))}
    stated = [t for t in examples_to_tests(ctx.task, texts, given)
              if (m := _CALLEE.match(t.call)) and m.group(1) in named]
    if not changes:
        return {}
    timeout = min(ctx.timeout_s, 60.0)
    stated = [r.test for r in await run_grounded(stated, root, timeout) if r.passed]
    kept = {n: t for n, t in texts.items() if ctx.before.files.get(n) == ctx.after.files[n]}
    test_texts = [ctx.after.files[t].decode("utf-8", "replace") for t in tests]
    # an edge's example is held only against a change of that edge (its comparison or
    # its number), not against any change that happens to alter its answer
    calls = {s.call for s in stated}
    edges = [e for e in await edge_probes(ctx.task, kept, test_texts, named, root, timeout)
             if e.test.call not in calls]
    found: dict[Mutant, GroundedTest] = {}
    if not (stated or edges):
        return found
    for change in changes:
        mine = [*stated, *(e.test for e in edges if e.path == change.path
                           and change.line in e.lines)]
        if len(found) >= MAX_BROKEN or time.monotonic() > deadline - 20:
            break  # the time left is the test runs'
        if not mine:
            continue
        original = (root / change.path).read_bytes()
        (root / change.path).write_text(change.text, encoding="utf-8")
        results = await run_grounded(mine, root, min(timeout, MUTANT_S))
        (root / change.path).write_bytes(original)
        # the first example it breaks that no change before it was held to: a change that
        # breaks a bool's example and one more (raise TypeError made RuntimeError) does not
        # crowd out the one that breaks it alone (``or`` made ``and``)
        failed = next((r.test for r in results if not r.passed
                       and r.test not in found.values()), None)
        if failed is not None:
            found[change] = failed
    return found


def _in_turn(changes: list[Mutant]) -> list[Mutant]:
    """``changes`` with each place's first change first, then each one's second, ...: the
    ``MAX_BROKEN`` changes tried are spread over the functions and tables, not spent on the
    first table (heldout22's roman_tests: eight changes of the numeral tables used them all,
    and to_roman's range check was never changed)."""
    places: dict[tuple[str, str], list[Mutant]] = {}
    for change in changes:
        places.setdefault((change.path, change.where), []).append(change)
    rounds = max((len(mine) for mine in places.values()), default=0)
    return [mine[i] for i in range(rounds) for mine in places.values() if i < len(mine)]


def _finding(m: Mutant, example: GroundedTest | None) -> Finding:
    if m.change:
        return Finding("major", "notice", f"the tests pass even when {m.where} is changed "
                       f"({m.change}), which breaks the stated example "
                       f"{example.describe() if example else ''}: they do not check it",
                       m.path, "add tests that check what the task and the docstrings state")
    if m.raised:
        return Finding("major", "notice", f"the tests pass even when {m.where}() never raises "
                       f"{m.raised} (each raise returns None instead): they check none of the "
                       f"errors the task states for it", m.path,
                       f"add tests that check {m.where}() raises {m.raised} where the task "
                       f"says it does")
    return Finding("major", "notice", f"the tests pass even when {m.where}() does nothing "
                   f"(returns None): they check nothing of what it does", m.path,
                   f"add tests that check what {m.where}() returns, raises or changes, as the "
                   f"task states it")


def raises_nothing(path: str, source: str, named: set[str], task: str,
                   given: bool = False) -> list[Mutant]:
    """For each function or method of ``source`` in ``named`` that raises an exception the
    task names (``raise ValueError(...)``, ``raise InsufficientStock``), a copy in which
    each of those raises, in its own body, returns None instead: tests of the errors the task
    states fail on it (a call that should raise returns None), tests that never call it so
    pass. One mutant per function and exception. Code the task ``given`` and the work left
    as it was states its errors in its docstrings too (the module's, the class's, the
    function's): tests asked for of it check those (session 35's grades() task named its
    ValueError only in the docstring)."""
    lines, tested = _tested(source, named)
    module = _docstring(source) if given else ""
    classes = dict(function_docstrings(source)) if given else {}  # a method's class's
    out = []
    for cls, fn in tested:
        stated = "\n".join([task, module, classes.get(cls, ""),
                            (ast.get_docstring(fn) or "") if given else ""])
        by_name: dict[str, list[ast.Raise]] = {}
        for node in _own_nodes(fn):
            if not isinstance(node, ast.Raise):
                continue
            name = _raised_name(node)
            if name and re.search(rf"(?<![\w.]){re.escape(name)}\b", stated):
                by_name.setdefault(name, []).append(node)
        for name, raises in by_name.items():
            text = _replaced(lines, raises, "return None")
            if text is not None:
                out.append(Mutant(f"{cls}.{fn.name}" if cls else fn.name, path, text, name))
    return out


def _docstring(source: str) -> str:
    try:
        return ast.get_docstring(ast.parse(source)) or ""
    except SyntaxError:
        return ""


def _tested(source: str, named: set[str]) -> tuple[
        list[str], list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]]:
    """``source``'s lines and its functions and methods (class name or "", the def) in
    ``named``, not dunders; none where it does not parse."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return [], []
    return source.splitlines(keepends=True), [
        (cls, fn) for cls, fn in functions_of(tree)
        if fn.name in named and not fn.name.startswith("__")]


def _own_nodes(fn: ast.AST) -> list[ast.AST]:
    """The nodes of ``fn``'s body, not those of a function or class defined inside it."""
    out: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(fn))
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            continue
        out.append(node)
        todo += ast.iter_child_nodes(node)
    return out


def _raised_name(node: ast.Raise) -> str:
    exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
    return exc.id if isinstance(exc, ast.Name) else ""


def _replaced(lines: list[str], nodes: list[ast.Raise], code: str) -> str | None:
    """``lines`` with each of ``nodes`` (statements) replaced by ``code``, or None where a
    statement's position is not known."""
    out = list(lines)
    for node in sorted(nodes, key=lambda n: (n.lineno, n.col_offset), reverse=True):
        if node.end_lineno is None or node.end_col_offset is None:
            return None
        first, last = node.lineno - 1, node.end_lineno - 1
        head = out[first].encode()[:node.col_offset].decode(errors="replace")
        tail = out[last].encode()[node.end_col_offset:].decode(errors="replace")
        out[first:last + 1] = [head + code + tail]
    return "".join(out)


def does_nothing(path: str, source: str, named: set[str]) -> list[Mutant]:
    """A copy of ``source`` with the body replaced by ``return None`` for each function or
    method of ``source`` in ``named`` (not a dunder, not a stub already, not one written on
    its def's line)."""
    lines, tested = _tested(source, named)
    out = []
    for cls, fn in tested:
        if is_stub(fn.body):
            continue
        body = fn.body
        if isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
                isinstance(body[0].value.value, str):
            body = body[1:]  # keep the docstring
        first, last = body[0].lineno, fn.end_lineno or body[-1].lineno
        if first <= fn.lineno or body[0].col_offset == 0:
            continue
        indent = " " * body[0].col_offset
        mutant = [*lines[:first - 1], f"{indent}return None\n", *lines[last:]]
        out.append(Mutant(f"{cls}.{fn.name}" if cls else fn.name, path, "".join(mutant)))
    return out


def _named(data: bytes) -> set[str]:
    """The names a test file uses: ``f``, ``obj.method`` (called or not: a test that only
    asserts ``callable(parking_fee)`` uses it too, and checks nothing of it)."""
    try:
        tree = ast.parse(data.decode("utf-8", "replace"))
    except SyntaxError:
        return set()
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | \
        {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}


def _imports(data: bytes) -> set[str]:
    """The modules a test file imports (``import numwords``, ``from rpn.core import x``:
    ``rpn.core`` and ``rpn``)."""
    try:
        tree = ast.parse(data.decode("utf-8", "replace"))
    except SyntaxError:
        return set()
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    return names | {p for n in names for p in _parents(n)}


def _parents(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _module_name(path: str) -> str:
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")
