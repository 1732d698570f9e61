"""Tests apart from code: a test file the task asks for is written in its own call.

Asked for code and its tests in one reply, the embedded 1.5B model wrote long, wrong test
lists (and tests shaped after its own code, bugs included). Here the code's reply holds only
the code; the test file is then built from evidence that does not come from that reply: the
examples the task states (``examples_to_tests``) and a test-writing call that sees the task
and the names to test, never the code (``write_tests``). The asserts become a small pytest
file, written through the tool registry like any other file.
"""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.engine.draft import write_through
from openkoi.engine.grounding import GroundedTest, examples_to_tests, write_tests
from openkoi.engine.grounding.baseline import against_baseline
from openkoi.engine.grounding.exprs import names_read
from openkoi.engine.grounding.stdvalues import STD_TYPES
from openkoi.engine.grounding.writer import against_user_tests
from openkoi.prompts import render

if TYPE_CHECKING:
    from openkoi.engine.grounding.noticing import HeldOutLog
from openkoi.engine.targets import says_code_is_wrong, task_calls
from openkoi.models.base import Capabilities
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry

TESTS_PER_FILE = 8
# Answers of the test-writing call, where the model samples them in one batched decode
# (``Capabilities.parallel_samples``), pooled by ``agreed_asserts``: every assert some
# answer gives is kept unless the answers disagree on its outcome. Chosen on the task suite's
# tuning part with bench/writer_tests.py (BENCHMARKS.md): against one greedy answer, wrong
# mutants killed 52 -> 59 of 105 and wrong code passing every written test 10 -> 6, with
# right code passing all its tests in as many modules (5).
WRITER_SAMPLES = 3
WRITER_VOTES = 1


def source_under_test(test_file: str, sources: Sequence[str]) -> str | None:
    """The source file a test file tests: ``test_calc.py`` / ``calc_test.py`` -> ``calc.py``
    when it is among ``sources``, else the only Python source."""
    base = test_file.rsplit("/", 1)[-1].removesuffix(".py")
    stem = base.removeprefix("test_").removesuffix("_test")
    py = [s for s in sources if s.endswith(".py")]
    for source in py:
        if source.rsplit("/", 1)[-1].removesuffix(".py") == stem:
            return source
    return py[0] if len(py) == 1 else None


def public_names(code: str) -> list[str]:
    """The top-level functions and classes a module defines for others (no leading _)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    return [n.name for n in tree.body
            if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            and not n.name.startswith("_")]


def interface(code: str) -> str:
    """The signatures and docstrings of a module's public functions, classes and methods,
    without their bodies: what a file states it does, not how (the spec of a function with a
    bug in it is its docstring, not its code). "" when it does not parse."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return ""
    lines: list[str] = []

    def add(node: ast.stmt, indent: str) -> None:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) or \
                (node.name.startswith("_") and node.name != "__init__"):
            return
        if isinstance(node, ast.ClassDef):
            bases = ", ".join(ast.unparse(b) for b in node.bases)
            lines.append(f"{indent}class {node.name}" + (f"({bases})" if bases else "") + ":")
        else:
            lines.append(f"{indent}def {node.name}({ast.unparse(node.args)}):")
        doc = ast.get_docstring(node)
        if doc:
            lines.extend(f"{indent}    {ln}" if ln else "" for ln in f'"""{doc}"""'.splitlines())
        if isinstance(node, ast.ClassDef):
            for child in node.body:
                add(child, indent + "    ")

    for node in tree.body:
        add(node, "")
    return "\n".join(lines)


def pytest_file(tests: Sequence[GroundedTest], module: str, code: str = "") -> str:
    """A pytest module with one test function per grounded test. It imports from ``module``
    the names the tests use that ``code`` (the module's text) defines at its top level, as
    the grounded harness has the module's names in scope; without the code (or where it does
    not parse), the names the tests use that are not builtins. ``bool(f(x))`` imports f, not
    bool."""
    defined = top_level_names(code) if code else None
    own = top_level_names(code, imports=False) or set() if code else set()
    used = [_used_names(t) for t in tests]
    # a value type of the standard library (``date(2026, 4, 27)``) from its own module,
    # unless the module under test binds that name itself
    std = sorted({n for u in used for n in u if n in STD_TYPES and n not in own})
    names = sorted({n for u in used for n in u if n not in std
                    and (n in defined if defined is not None else not hasattr(builtins, n))})
    lines = []
    if any(t.raises or "pytest." in t.setup for t in tests):
        lines.append("import pytest\n")
    for origin in sorted({STD_TYPES[n] for n in std}):
        lines.append(f"from {origin} import "
                     f"{', '.join(n for n in std if STD_TYPES[n] == origin)}\n")
    if names:
        lines.append(f"from {module} import {', '.join(names)}\n")
    for n, (test, uses) in enumerate(zip(tests, used, strict=True), 1):
        func = next((u for u in uses if u in names), "case")
        lines.append(f"\n\ndef test_{func}_{n}():\n")
        lines.extend(f"    {ln}\n" for ln in test.setup.splitlines())
        if test.raises:
            lines.append(f"    with pytest.raises({test.raises}):\n        {test.call}\n")
        elif test.expected is not None:
            lines.append(f"    assert {test.call} == {test.expected}\n")
        else:
            lines.append(f"    {test.call}\n")
    return "".join(lines)


def _used_names(test: GroundedTest) -> list[str]:
    """The names a test's call and expected value read (``names_read``), in order; a call
    that does not parse names what comes before its first parenthesis."""
    found: list[str] = []
    if test.setup:
        try:
            tree = ast.parse(test.setup)
        except SyntaxError:
            tree = ast.Module(body=[], type_ignores=[])
        found += [n.id for n in ast.walk(tree) if isinstance(n, ast.Name)
                  and isinstance(n.ctx, ast.Load)]
    for text in (test.call, test.expected or ""):
        try:
            found += names_read(text) if text else []
        except SyntaxError:
            if text == test.call:
                found.append(text.split("(", 1)[0].split(".", 1)[0])
    if test.raises:  # the module's own exception (``pytest.raises(NoLockerFree)``)
        found.append(test.raises)
    return list(dict.fromkeys(found))


def top_level_names(code: str, *, imports: bool = True) -> set[str] | None:
    """Every name a module binds at its top level (functions, classes, assignments, and
    with ``imports`` its imports); None when it does not parse."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    return module_names(tree, imports=imports)


def module_names(tree: ast.Module, *, imports: bool = True) -> set[str]:
    """The names ``tree`` binds at its top level: functions, classes, assignments, and
    (with ``imports``) what it imports."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            if imports:
                names.update((a.asname or a.name).split(".", 1)[0] for a in node.names)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name))
    return names


def writer_names(task: str, source: str, code: str, spec: str = "") -> list[str]:
    """The names of ``code`` the test writer is asked about: its public names, except in a
    script the task runs as a program (``python x.py ...``), where only those the task
    itself names: the task states what the program prints, not what the helpers a draft
    made up return. Asked about ``read_csv`` or ``main('test.csv')``, every answer of the
    writer was a guess, which every candidate failed (heldout9's expenses-cli: 0 of 8; on
    the writer bench's stored answers for such scripts, 1 of 16 right). In a file that
    existed (``spec``) where the task adds a function it calls by name, only the functions
    it calls by name (``added_names``) that ``code`` defines."""
    names = public_names(code)
    if source in scripts_run(task):
        named = _named_at(task, names)
        return [n for n in names if n in named]
    focus = [n for n in focus_names(task, spec) if n in names]
    return focus or names


def _named_at(task: str, names: Sequence[str]) -> dict[str, int]:
    """Where ``task`` first names each of ``names`` as a word (not ``x.name``)."""
    return {name: m.start() for name in names
            if (m := re.search(rf"(?<![\w.]){re.escape(name)}\b", task)) is not None}


def focus_names(task: str, spec: str) -> list[str]:
    """The functions of a file that existed (``spec``) the writer is asked about instead of
    all its public names: where the task adds a function, those it calls by name
    (``added_names``); else the file's functions the task names, in its order. [] where
    neither (or the file has classes): every public name. Asked about every public name of
    bookclub.py, the writer spent its four asserts on ``parse_members`` (which the task never
    names, and the code as given answers) instead of ``host_rota`` and ``format_rota``, the
    two the task changes (heldout41's book_club_edit)."""
    added = added_names(task, spec)
    if added or _functions_module(spec) is None:
        return added
    places = _named_at(task, public_names(spec))  # functions only: the file has no classes
    return sorted(places, key=places.__getitem__)


def _functions_module(spec: str) -> ast.Module | None:
    """``spec`` parsed, where it is a module of functions (it parses and defines no class:
    a name new to a file of classes may be a method the task adds); else None."""
    if not spec:
        return None
    try:
        tree = ast.parse(spec)
    except SyntaxError:
        return None
    return None if any(isinstance(n, ast.ClassDef) for n in tree.body) else tree


def added_names(task: str, spec: str) -> list[str]:
    """Where ``task`` adds a function to a file that existed (``spec``: its text before the
    task) - it calls by name one the file lacks - the functions it calls by name, in its
    order; else []. The writer is asked about those: asked about every public name of the
    file, it spent six of its seven asserts on a function the task said to keep
    (heldout39's reading_streak_edit: ``parse_line``'s errors, which the code as given
    answers anyway) and one on the new function (``longest_streak([]) == 0``), and the
    three candidates, all wrong the same way, passed them."""
    tree = _functions_module(spec)
    if tree is None:
        return []
    before = module_names(tree)  # its imports too: ``date(2024, 3, 1)`` is no new function
    called = [name for name, _ in task_calls(task)
              if name not in STD_TYPES and not name.startswith("_")]
    return called if any(n not in before for n in called) else []


_SCRIPT = re.compile(r"(?<![\w./-])python3?\s+`?(?P<file>[\w./-]+\.py)\b")


def scripts_run(task: str) -> list[str]:
    """The scripts the task runs as programs (``python x.py ...``), once each."""
    return list(dict.fromkeys(m.group("file").removeprefix("./")
                              for m in _SCRIPT.finditer(task)))


def names_before_code(task: str, source: str, spec: str) -> list[str]:
    """The names the test writer would be given for ``source``, known before any code is
    drafted: a file that exists keeps its public names (``spec``: its text before the task),
    or, where the task adds a function to it, the functions the task calls by name
    (``added_names``); a new one defines what the task calls by name. [] when neither
    says."""
    if not spec:
        return [name for name, _ in task_calls(task)]
    return focus_names(task, spec) or public_names(spec)


def early_names_hold(names: Sequence[str], code: str, *, new: bool, spec: str = "") -> bool:
    """Whether tests written for ``names`` before the draft are the tests the draft would
    have been given (``writer_names``): every name is defined in ``code``; for a file that
    existed, it also defines no other public name than those and, where ``names`` are the
    functions the task is about (``focus_names``: not the public names of ``spec``, the file
    as it stood), the file's own (a function the draft adds must be tested too)."""
    drafted = set(public_names(code))
    before = set(public_names(spec)) if spec else set()
    kept = before if set(names) != before else set()
    return bool(names) and set(names) <= drafted and (new or drafted <= set(names) | kept)


def writer_samples(capabilities: Capabilities) -> int:
    """How many answers the test-writing call samples on a model with ``capabilities``."""
    return min(WRITER_SAMPLES, capabilities.parallel_samples)


async def written_tests(caller: Caller, task: str, source: str, names: Sequence[str],
                        spec: str = "") -> list[GroundedTest]:
    """The test-writing call for ``names`` of ``source`` (``write_tests`` as the grounded
    tests ask it: the file's count, the writer's samples and votes)."""
    return await write_tests(caller, task, names, module=_module(source),
                             count=TESTS_PER_FILE, spec=interface(spec) if spec else "",
                             samples=writer_samples(caller.model.capabilities),
                             min_votes=WRITER_VOTES)


def missed_names(feedback: str, code: str) -> tuple[str, list[str]]:
    """The findings of an evaluation's ``feedback`` (its "- [" lines), and the public names
    of ``code`` they name as ``name()`` ("the tests pass even when late_fee() never
    raises")."""
    said = "\n".join(line for line in feedback.splitlines() if line.startswith("- ["))
    return said, [n for n in public_names(code) if f"{n}()" in said]


async def tests_again(caller: Caller, task: str, said: str, source: str, names: list[str],
                      spec: str = "") -> list[GroundedTest]:
    """The test writer asked again about ``names`` of ``source``, with the findings ``said``
    that the tests so far miss them. Without it a tests task of given code made no call
    after its first iteration (heldout43's canoe_hire_tests: iterations 2 and 3 wrote the
    same file again)."""
    return await written_tests(caller, render("tests_again", task=task, feedback=said,
                                              names=names), source, names, spec)


def _module(source: str) -> str:
    return source.removesuffix(".py").replace("/", ".")


async def grounded_tests(caller: Caller, task: str, source: str, code: str,
                         spec: str = "", written: list[GroundedTest] | None = None,
                         user_tests: Sequence[str] = ()) -> list[GroundedTest]:
    """The tests of ``source`` that do not come from its code: the examples the task states
    and a test-writing call that sees the task, the public names of ``code`` and ``spec``
    (the signatures and docstrings of the file as it stood before the task, if it existed:
    ``interface``), never a body of code. ``written``: that call's tests, when it was made
    already (``written_tests``, asked while the code was drafted). A written test the
    user's own test files (``user_tests``, their texts) contradict is set aside
    (``against_user_tests``)."""
    stated = stated_tests(task, source, code, spec)
    if written is None:
        written = await written_tests(caller, task, source,
                                      writer_names(task, source, code, spec), spec)
    written, contradicted = against_user_tests(written, user_tests)
    if contradicted:
        caller.bus.emit(caller.task_id, events.NOTICE, {"message": (
            f"{len(contradicted)} written test(s) of {source} set aside: the project's own "
            "tests assert otherwise" + "".join(f"\n  {t.describe()}" for t in contradicted))})
    if spec and not says_code_is_wrong(task):
        written, aside = await against_baseline(written, source, spec, task)
        if aside:
            caller.bus.emit(caller.task_id, events.NOTICE, {"message": (
                f"{len(aside)} written test(s) of {source} set aside: the code before the "
                "task answers otherwise, and the task speaks of no bug there"
                + "".join(f"\n  {t.describe()}" for t in aside))})
    return merged(stated, written)


def stated_tests(task: str, source: str, code: str, spec: str) -> list[GroundedTest]:
    """The examples of ``source`` (drafted as ``code``) that ``task`` states, or the file's
    docstrings as the task gave it (``spec``, "" for a new file), as tests."""
    module = _module(source)
    return [t for t in examples_to_tests(task, {source: code}, {source: spec})
            if t.module == module]


async def edge_tests(task: str, source: str, code: str, tests: Sequence[GroundedTest],
                     root: Path, timeout_s: float) -> list[GroundedTest]:
    """Tests at the edges the task or the docstrings state of ``source``, code the task gave
    and leaves alone, answered by that code as it lies at ``root`` (``grounding.edges``: the
    given code is the oracle). ``tests``' complete calls are the base: tests of ``grade(95)``
    gain ``grade(89) == 'B'``, ``grade(90) == 'A'`` and ``grade(91) == 'A'``. The new-user
    trial of session 36: the tests pinned each edge at its own value, the check reported
    that 90 made 89 went unseen, and the test file, built once per task, had nothing to add.
    None where the task speaks of a bug: then the given code's answers may be the bug's."""
    if says_code_is_wrong(task):
        return []
    # imported here: edges reads the mutants' call graph, whose checks import this module
    from openkoi.engine.grounding.edges import edge_probes

    plain = [t for t in tests if t.raises is None and not t.setup]
    named = {n for t in plain for n in names_read(t.call)}
    probes = await edge_probes(task, {source: code}, ["\n".join(t.call for t in plain)],
                               named, root, timeout_s)
    have = {t.call for t in tests}
    return [replace(p.test, name=f"edge {i + 1}", origin="example")
            for i, p in enumerate(probes) if p.test.call not in have]


async def given_code_tests(task: str, source: str, code: str, tests: Sequence[GroundedTest],
                           root: Path, files: dict[str, bytes], timeout_s: float,
                           ) -> tuple[list[GroundedTest], HeldOutLog]:
    """``tests`` of ``source``, code the task gave and the work left alone (at ``root``;
    ``files``: the workspace's), with its answers at the stated edges (``edge_tests``) and
    to the calls that notice a change (``grounding.noticing``; of a class, after steps on
    one object: ``grounding.objects``); and the changes held out from that choice, noticed
    by the chosen tests or missed."""
    from openkoi.engine.grounding.noticing import HeldOutLog, noticing_tests
    from openkoi.engine.grounding.objects import object_tests

    log = HeldOutLog()
    tests = [*tests, *await edge_tests(task, source, code, tests, root, timeout_s)]
    tests += await noticing_tests(task, source, code, tests, files, timeout_s, log)
    return tests + await object_tests(task, source, code, tests, files, timeout_s, log), log


def merged(stated: Sequence[GroundedTest], written: Sequence[GroundedTest],
           ) -> list[GroundedTest]:
    """The task's examples, then the written tests that say something else."""
    tests: list[GroundedTest] = []
    seen: set[str] = set()
    for test in [*stated, *written]:
        if test.describe() not in seen:
            seen.add(test.describe())
            tests.append(test)
    return tests


async def write_test_file(caller: Caller, registry: ToolRegistry, ctx: ToolContext, *,
                          test_file: str, tests: Sequence[GroundedTest],
                          iteration: int, code: str = "") -> list[str]:
    """Write ``tests`` as the pytest file ``test_file`` (``code``: the module they test, for
    the names to import); returns the files written (none when there is no test to
    write)."""
    if not tests:
        return []
    text = pytest_file(tests, tests[0].module, code)
    if (up := root_not_on_path(ctx.workspace, test_file)):
        text = (f"import sys\nfrom pathlib import Path\n\n# the modules under test are {up} "
                f"folder(s) up: importable under plain `pytest` too\nsys.path.insert(0, "
                f"str(Path(__file__).resolve().parents[{up}]))\n\n" + text)
    _, files = await write_through(caller, registry, ctx, test_file, text,
                                   call_id=f"tests-{iteration}", iteration=iteration, step=2)
    return files


_PYTEST_CONFIGS = ("pyproject.toml", "pytest.ini", "setup.cfg", "tox.ini")


def root_not_on_path(workspace: Path, test_file: str) -> int:
    """How many folders up from ``test_file`` the workspace's root is, where plain ``pytest``
    (not ``python -m pytest``, which puts the current folder on the path) would not import
    the root's modules from it: the file is in a folder with no ``__init__.py``, and neither
    a ``conftest.py`` at the root nor a pytest ``pythonpath`` setting puts the root there
    (a new-user trial: tests/test_grades.py that openkoi wrote and ran failed to import
    grades under plain ``pytest``). 0 where nothing is needed."""
    folder = Path(test_file).parent
    depth = len(folder.parts)
    if depth == 0 or (workspace / folder / "__init__.py").exists() or \
            (workspace / "conftest.py").exists():
        return 0
    for name in _PYTEST_CONFIGS:
        config = workspace / name
        try:
            if config.is_file() and "pythonpath" in config.read_text("utf-8", "replace"):
                return 0
        except OSError:
            continue
    return depth
