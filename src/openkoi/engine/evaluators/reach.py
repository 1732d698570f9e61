"""Whether the project's tests run the code a task changed.

Passing tests are evidence about the code they execute, and about nothing else: a project
whose tests cover other modules passes them whatever the task wrote. So pytest runs under
coverage.py, measuring only the Python files the task changed, and a file counts as
*reached* when a test executed one of its changed lines that an import alone does not run:

- where the change touches function bodies (or an ``if __name__ == "__main__":`` block), a
  changed line inside one of them ran (a test called the code; importing it runs only the
  ``def`` lines);
- where the change is all module-level (constants, a plain script), a changed line ran.

Build and docs configuration (setup.py, noxfile.py, conftest.py, docs/) needs no test.

A file no test reaches makes the tests' pass no evidence for the change (the evaluation says
so, and names the file). Where coverage cannot measure (pytest from another interpreter, a
script the tests start as a subprocess), a test file that imports the module or names the
file counts instead: what is started in a subprocess is run, just not measured.
"""

from __future__ import annotations

import ast
import difflib
import importlib.util
import re
import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from openkoi.engine.evaluators import pytest_plugins
from openkoi.engine.evaluators.commands import CommandResult, run_command
from openkoi.engine.targets import is_test_file
from openkoi.tools import sandbox

PYTEST = [sys.executable, "-m", "pytest"]  # the one pytest coverage can run
DATA_FILE = ".openkoi-coverage"
UNREACHED = "no test runs "  # how an evaluation's evidence names a changed file not run


@dataclass(frozen=True)
class Reach:
    """What a test run reached of the changed source files."""

    sources: tuple[str, ...]  # the changed Python files that are not tests
    unreached: tuple[str, ...] = ()
    measured: bool = True  # False: judged from what the test files import or name
    lines: dict[str, int] = field(default_factory=dict)  # file -> changed lines that ran

    @property
    def complete(self) -> bool:
        return not self.unreached

    def describe(self) -> str:
        how = "" if self.measured else " (not measured: judged from the tests' imports)"
        ran = ", ".join(f"{name} ({self.lines[name]} changed line(s) ran)"
                        if name in self.lines else name
                        for name in self.sources if name not in self.unreached)
        parts = [f"the tests ran {ran}"] if ran else []
        if self.unreached:
            parts.append(UNREACHED + ", ".join(self.unreached))
        return "; ".join(parts) + how


def changed_sources(before: Mapping[str, bytes], after: Mapping[str, bytes]) -> list[str]:
    """The Python files (not tests, not build or docs configuration) that are new or
    differ in ``after``."""
    return sorted(name for name, data in after.items()
                  if name.endswith(".py") and not is_test_file(name) and not _tooling(name)
                  and before.get(name) != data and _text(data).strip())


_TOOLING = {"setup.py", "noxfile.py", "fabfile.py", "conftest.py"}


def _tooling(name: str) -> bool:
    """A file the project's tools run, not its code: no test is expected to run it."""
    path = PurePosixPath(name)
    return path.name in _TOOLING or path.parts[0] in ("docs", "doc")


def changed_lines(before: bytes | None, after: bytes) -> set[int]:
    """1-based numbers of the lines of ``after`` that are new or changed."""
    old = _text(before).splitlines() if before is not None else []
    new = _text(after).splitlines()
    lines: set[int] = set()
    for tag, _, _, j1, j2 in difflib.SequenceMatcher(None, old, new,
                                                     autojunk=False).get_opcodes():
        if tag in ("replace", "insert"):
            lines.update(range(j1 + 1, j2 + 1))
    return lines


def wanted_lines(text: str, changed: set[int]) -> set[int] | None:
    """The statements (by first line, as coverage records them) whose running shows a test
    ran the change: those the changed lines fall in, inside function bodies and
    ``__main__`` blocks where the change touches any, else all of them. A ``def`` or
    ``class`` line, a docstring, a comment or a blank line is no such statement (an import
    runs the first two; nothing runs the rest). Empty: nothing executable changed. None:
    the file does not parse."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return None
    owner: dict[int, tuple[int, int, bool]] = {}  # line -> (span, first line, in a body)

    def visit(node: ast.AST, in_body: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, ast.stmt):
                continue
            inner = in_body or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or (
                isinstance(node, ast.If) and _is_main_guard(node.test) and child in node.body)
            header = isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            docstring = isinstance(child, ast.Expr) and isinstance(child.value, ast.Constant) \
                and isinstance(child.value.value, str)
            if not (header or docstring):
                end = child.end_lineno or child.lineno
                span = end - child.lineno
                first = child.lineno
                if isinstance(child, ast.If | ast.For | ast.While | ast.With | ast.Try
                              | ast.AsyncFor | ast.AsyncWith):
                    end = first = child.lineno  # its body's lines belong to its statements
                    span = 0
                for line in range(child.lineno, end + 1):
                    if line not in owner or owner[line][0] >= span:
                        owner[line] = (span, first, inner)
            visit(child, inner)

    visit(tree, False)
    hit = [owner[line] for line in changed if line in owner]
    inside = {first for _, first, in_body in hit if in_body}
    return inside or {first for _, first, _ in hit}


async def run_measured(pytest: list[str], options: list[str], cwd: Path, timeout_s: float,
                       before: Mapping[str, bytes], after: Mapping[str, bytes]
                       ) -> tuple[CommandResult, Reach]:
    """``pytest`` (the command: ``PYTEST`` or another interpreter's executable) with
    ``options`` run in ``cwd`` whose files are ``after``, measuring the files changed since
    ``before``. Only openkoi's own interpreter can run it under coverage; another's is judged
    by what the tests import."""
    sources = changed_sources(before, after)
    if pytest == PYTEST:  # openkoi's own pytest: the plugins installed beside it
        options = [*options, *pytest_plugins.unused(after)]
    if not sources or pytest != PYTEST or importlib.util.find_spec("coverage") is None:
        return await run_command([*pytest, *options], cwd, timeout_s), _by_imports(sources, after)
    temp = sandbox.make_temp_dir()
    try:
        data = temp / DATA_FILE
        rcfile = temp / "coveragerc"  # the project's own coverage settings are not ours
        rcfile.write_text("[run]\n", encoding="utf-8")
        include = ",".join(_glob_escape(str((cwd / name).resolve())) for name in sources)
        result = await run_command(
            [sys.executable, "-m", "coverage", "run", f"--rcfile={rcfile}",
             f"--data-file={data}",
             f"--include={include}", "-m", "pytest", *options],
            cwd, timeout_s, temp=temp)
        executed = _executed(data, cwd, sources)
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    return result, _reach(sources, before, after, executed)


def _reach(sources: list[str], before: Mapping[str, bytes], after: Mapping[str, bytes],
           executed: dict[str, set[int]]) -> Reach:
    unreached, counts = [], {}
    for name in sources:
        want = wanted_lines(_text(after[name]), changed_lines(before.get(name), after[name]))
        ran = (want or set()) & executed.get(name, set())
        if ran:
            counts[name] = len(ran)
        elif want is None or (want and not _started(name, after)):
            unreached.append(name)
    return Reach(tuple(sources), tuple(unreached), lines=counts)


def _by_imports(sources: list[str], after: Mapping[str, bytes]) -> Reach:
    tests = [_text(data) for name, data in after.items()
             if name.endswith(".py") and is_test_file(name)]
    unreached = [name for name in sources
                 if not any(_names(text, name) for text in tests)]
    return Reach(tuple(sources), tuple(unreached), measured=False)


def _names(test: str, source: str) -> bool:
    """Whether a test file imports ``source``'s module or names the file."""
    path = PurePosixPath(source)
    stem = re.escape(path.stem if path.stem != "__init__" else path.parent.name)
    return bool(re.search(rf"^\s*(from\s+[\w.]*\b{stem}\b[\w.]*\s+import|import\s+.*\b{stem}\b)",
                          test, re.M) or path.name in test)


def _started(source: str, after: Mapping[str, bytes]) -> bool:
    """Whether a test file names ``source`` as a file in its code, not in a comment or a
    docstring (a script it starts as a subprocess: run, not measured)."""
    name = PurePosixPath(source).name
    for test, data in after.items():
        if not (test.endswith(".py") and is_test_file(test)) or name not in _text(data):
            continue
        try:
            tree = ast.parse(_text(data))
        except SyntaxError:
            continue
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        if any(isinstance(n, ast.Constant) and isinstance(n.value, str) and name in n.value
               and id(n) not in docstrings for n in ast.walk(tree)):
            return True
    return False


def _executed(data_file: Path, cwd: Path, sources: list[str]) -> dict[str, set[int]]:
    if not data_file.exists():
        return {}
    from coverage import CoverageData

    found = CoverageData(basename=str(data_file))
    found.read()
    by_path = {str(Path(p).resolve()): p for p in found.measured_files()}
    executed = {}
    for name in sources:
        recorded = by_path.get(str((cwd / name).resolve()))
        if recorded is not None:
            executed[name] = set(found.lines(recorded) or ())
    return executed


def _span(body: list[ast.stmt]) -> set[int]:
    lines: set[int] = set()
    for stmt in body:
        lines.update(range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1))
    return lines


def _is_main_guard(test: ast.expr) -> bool:
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name)
            and test.left.id == "__name__" and len(test.comparators) == 1
            and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def _glob_escape(path: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", path)


def _text(data: bytes | None) -> str:
    return (data or b"").decode("utf-8", errors="replace")
