"""Do the tests the task asks for notice when the code does nothing?

A task that asks for tests asks for tests that fail when the code is wrong. Tests that pass
whatever a function returns check nothing of it, and the cheap checks cannot see that: the
test file exists, runs, names the function and passes. So, where the task asks for tests and
this task wrote or changed test files that pass: for each function or method of the code
written for the task that those tests use, a copy of the code in which that function only
returns None (its body replaced, nothing else changed) is run under the same tests. Where
they still pass, they do not check it: a finding, and a failing grounded check (the tests
the user asked for are not there yet).

Sound on right code by construction where it applies: a test of a function that passes when
the function does nothing at all asserts nothing about what it returns, raises or changes.
A tested method that changes its object (``push``) is noticed through what the tests read
back; one whose body is already a stub is the cheap checks' finding, not this one's.
"""

from __future__ import annotations

import ast
import sys
import time

from openkoi.engine.evaluators import pytest_plugins
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.checks import (
    asks_for_tests,
    functions_of,
    is_stub,
    is_test_file,
)
from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.grounding.agreement import laid_down
from openkoi.records import Finding

MAX_MUTANTS = 8
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
        sources = [n for n in changed if not is_test_file(n)]
        named = set().union(*(_named(ctx.after.files[t]) for t in tests)) if tests else set()
        mutants = [m for s in sources for m in does_nothing(
            s, ctx.after.files[s].decode("utf-8", "replace"), named)][:MAX_MUTANTS]
        if not mutants:
            return Part(self.name, applicable=False)
        timeout = min(ctx.timeout_s, 60.0)
        # the plugins the project does not name stay unloaded, as in the test run itself:
        # a run of the quick start's tests took 1.5 s with them, 0.17 s without
        command = [*PYTEST, *pytest_plugins.unused(ctx.after.files), *tests]
        with laid_down(ctx.after.files, "openkoi-notice-") as root:
            base = await run_command(command, root, timeout)
            if base.exit_code != 0:
                return Part(self.name, applicable=False,
                            evidence="the tests do not pass on the code: the test run says why")
            unnoticed: list[tuple[str, str]] = []
            tried: list[tuple[str, str, str]] = []
            deadline = time.monotonic() + TOTAL_S
            for where, path, text in mutants:
                if time.monotonic() > deadline:
                    break  # a mutant that makes the tests hang costs its timeout: enough
                original = (root / path).read_bytes()
                (root / path).write_text(text, encoding="utf-8")
                run = await run_command(command, root, min(timeout, MUTANT_S))
                (root / path).write_bytes(original)
                tried.append((where, path, text))
                if run.exit_code == 0:
                    unnoticed.append((where, path))
            mutants = tried
        findings = [Finding(
            "major", self.name, f"the tests pass even when {where}() does nothing (returns "
            f"None): they check nothing of what it does", path,
            f"add tests that check what {where}() returns, raises or changes, as the task "
            f"states it") for where, path in unnoticed]
        lines = [f"{where}() made to do nothing: the tests "
                 f"{'still pass' if (where, path) in unnoticed else 'fail, as they should'}"
                 for where, path, _ in mutants]
        score = 1 - len(unnoticed) / len(mutants)
        return Part(self.name, score, findings=findings, dimensions={"tests_notice": score},
                    grounded="failed" if unnoticed else "", evidence="\n".join(lines))


def does_nothing(path: str, source: str, named: set[str]) -> list[tuple[str, str, str]]:
    """(name, path, source with its body replaced by ``return None``) for each function or
    method of ``source`` in ``named`` (not a dunder, not a stub already, not one written on
    its def's line)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    lines = source.splitlines(keepends=True)
    out = []
    for cls, fn in functions_of(tree):
        if fn.name not in named or fn.name.startswith("__") or is_stub(fn.body):
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
        out.append((f"{cls}.{fn.name}" if cls else fn.name, path, "".join(mutant)))
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
