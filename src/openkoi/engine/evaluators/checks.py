"""Cheap checks, run before any model judges: deterministic findings about the changed code.

- a function or method whose body is only a docstring, ``pass``, ``...`` or ``raise
  NotImplementedError`` is a stub: a blocker (abstract methods, overloads and Protocol
  members are left alone);
- a function or class the task names (``parse(text)``, ``class Stack``) must exist, and a
  function with as many parameters as the task states;
- a script the task calls a command-line program must do something when run: a module that
  defines functions but never calls any (no ``__main__`` block, no top-level call) is a
  blocker; the task's own example command lines are run and their stated output compared
  (a match is grounded evidence; see ``cli_runs``);
- a task that asks for tests is not done until tests exist (the test runner then runs them),
  and they mention what the request for them names: "including one that checks the
  ValueError" needs a test file that names ValueError (heldout4's split-bill ended done, its
  test file without one; every right result of the two such held-out tasks had it).

Each finding here is grounded: it comes from the code itself, not from an opinion, so one
blocker marks the evaluation's grounded evidence "failed".
"""

from __future__ import annotations

import ast
import re
import sys

from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.imports import unexported
from openkoi.engine.evaluators.reads import unread
from openkoi.engine.evaluators.rounding import half_even
from openkoi.engine.grounding.spec import spec_files
from openkoi.engine.grounding.stdvalues import STD_TYPES
from openkoi.engine.targets import named_files, speaks_of_a_bug, task_calls
from openkoi.engine.testfile import module_names
from openkoi.engine.workspace import Snapshot
from openkoi.records import Finding

STUB_CAP = 0.5
_ASKS_TESTS = re.compile(
    # "+ pytest tests in tests/test_elo.py", "plus a proper test file for it" (heldout16's
    # elo_tests and heldout15's semver_tests: no request for tests was read in either)
    r"(?:\b(?:with|add|write|include|plus)|\+)\s+"
    r"(?:a\s+|some\s+|unit\s+|pytest\s+|proper\s+|good\s+|full\s+|thorough\s+)*"
    r"(?:tests?|unit tests?|test cases?|test file)\b"
    # "Can you write `test_ordinal.py` (pytest) for it?" (heldout21's ordinal_tests)
    r"|\b(?:write|create|add)\s+(?:a\s+)?[`'\"]?(?:[\w.-]+/)*(?:test_\w+|\w+_test)\.py\b"
    r"|\band\s+(?:some\s+)?(?:pytest|unit)\s+tests?\b"  # "with f() and pytest tests"
    # "I'd like a proper set of pytest tests in tests/test_numwords.py" (heldout19)
    r"|\b(?:a|some)\s+(?:proper\s+|good\s+|full\s+|thorough\s+|small\s+)?(?:set|suite)\s+"
    r"of\s+(?:pytest\s+|unit\s+)?tests\b"
    # "plus a pytest file `test_sizes.py`" (heldout13: neither of its two was read)
    r"|\b(?:with|add|write|include|plus|and|create)\s+(?:a\s+|an\s+)?(?:pytest|unittest)\s+"
    r"(?:test\s+)?(?:file|module|suite)\b"
    # "I need a test file for it", "Need tests for contacts.py" (heldout24: not read)
    r"|\b(?:need|want|like)\s+(?:a\s+|some\s+|proper\s+|good\s+)*(?:pytest\s+|unit\s+)?"
    r"(?:tests|test\s+(?:file|suite|module))\b"
    # "I'd like a pytest suite for it" (heldout31's climbing_grades: its tests were never
    # asked to notice a change)
    r"|\b(?:a|an)\s+(?:pytest|unittest|unit[- ]test|test)\s+suite\b", re.I)
_CLI = re.compile(r"\bcommand[- ]line\b|\bCLI\b|\bscript\b", re.I)
_CLASS = re.compile(r"\bclass\s+`?([A-Z]\w+)`?|\b`?([A-Z][a-z]+(?:[A-Z][a-z0-9]*)+)`?\s+class\b")


def python_sources(ctx: EvalContext) -> dict[str, str]:
    """The changed Python files that are not tests, name -> text."""
    return {n: ctx.after.files[n].decode("utf-8", "replace") for n in ctx.changed
            if n.endswith(".py") and n in ctx.after.files and not is_test_file(n)}


def is_test_file(name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return base.endswith(".py") and (base.startswith("test_") or base.endswith("_test.py")
                                     or base == "conftest.py")


class CheapChecks:
    name = "checks"

    async def evaluate(self, ctx: EvalContext) -> Part:
        sources = python_sources(ctx)
        trees = {n: t for n, t in ((n, _parse(s)) for n, s in sources.items()) if t is not None}
        findings: list[Finding] = []
        for name, tree in trees.items():
            findings += stubs(tree, name)
        all_trees = _all_trees(ctx)
        if all_trees:  # every changed tree is among them
            # with nothing changed too: heldout15's inventory_fulfil ended done, score 1.00,
            # on a rewrite of inventory.py as it was, with no fulfil() in it
            findings += missing_names(ctx.task, all_trees, _given_test_names(ctx))
        if trees:
            findings += unread(ctx.task, trees)
            findings += half_even(ctx.task, trees)
        findings += unchanged(ctx)
        findings += unexported(ctx.task, all_trees, set(ctx.after.files))
        if trees and _CLI.search(ctx.task):
            for name in programs(ctx.task, sources):
                if name in trees and not _never_ran(ctx, name):
                    findings += never_runs(trees[name], name)
        test_files = {n: d for n, d in ctx.after.files.items() if is_test_file(n)}
        if asks_for_tests(ctx.task) and not test_files:
            findings.append(Finding("blocker", "tests", "the task asks for tests, but no test "
                                    "file exists", "", "write the tests (test_<module>.py) "
                                    "that check what the task states"))
        elif asks_for_tests(ctx.task):
            findings += [Finding("blocker", "tests", f"the task asks for a test of {name}, but "
                                 "no test file names it", "", f"add the test of {name} the "
                                 "task asks for") for name in untested(
                                     ctx.task, test_files, {
                                         n: d for n, d in ctx.after.files.items()
                                         if n.endswith(".py") and n not in test_files})]
            findings += [Finding("major", "tests", f"the task asks for tests that cover its "
                                 f"rules, and one is about {kind}, but no test gives an input "
                                 f"with {kind}", "", f"add a test whose input has {kind}")
                         for kind in uncovered(ctx.task, test_files)]
            findings += [Finding("major", "tests", f"the task asks the tests to use {value}, "
                                 "but no test does", "", f"add a test with {value}")
                         for value in unhit(ctx.task, test_files)]
        if not sources and not findings:
            return Part(self.name, applicable=False, evidence="no changed Python files")
        blockers = [f for f in findings if f.severity == "blocker"]
        score = max(0.0, 1.0 - 0.5 * len(blockers) - 0.2 * (len(findings) - len(blockers)))
        return Part(self.name, score, findings=findings, dimensions={"checks": score},
                    cap=STUB_CAP if blockers else None,
                    grounded="failed" if findings else "",
                    evidence="; ".join(f.message for f in findings) or "no stubs; the names "
                    "the task mentions exist")


# a task that asks for an edit: a verb of changing code, in a request that is no question
_EDIT = re.compile(r"\b(?:add|fix|change|implement|update|modify|remove|delete|replace|make|"
                   r"rewrite|refactor|rename|extend|handle|convert|move|insert|correct|"
                   r"repair|support|split|extract|tidy|clean|problems?|complain\w*|wrong|"
                   r"should|instead|sort\s+(?:it|this|that)\s+out)\b", re.I)
_QUESTION = re.compile(r"^\W*(?:explain|what|why|how|describe|summari[sz]e|review|tell|list|"
                       r"show|which|where|who|is|are|does|do|can|could|should|would)\b|\?\s*$",
                       re.I)


# a request asked politely is no question: "Could you track it down and fix it?" (heldout32's
# cribbage_fix ended "unverified", score 1.00, with the given file as it was); "how to fix"
# asks how, not for the fix
_POLITE = re.compile(r"^\W*(?:(?:could|can|would|will)\s+you|please)\b", re.I)
_DO = re.compile(r"(?<!\bto )\b(?:add|fix|change|implement|update|modify|remove|delete|"
                 r"replace|make|rewrite|refactor|rename|correct|repair|sort\s+(?:it|this|that)"
                 r"\s+out)\b", re.I)
_SENTENCES = re.compile(r"(?<=[.!?])\s+")


def is_question(task: str) -> bool:
    """Whether ``task`` asks a question rather than for work: it opens with a question word,
    or ends with a question mark, and no sentence of it is a polite request to change code
    ("Can you fix ...?", "Could you track it down and fix it?")."""
    if not _QUESTION.search(task):
        return False
    return not any(_POLITE.match(s) and _DO.search(s) for s in _SENTENCES.split(task))


def change_asked(task: str, before: Snapshot) -> list[str]:
    """The Python sources the task gave that it asks to change: it names them, with a verb
    of changing code or words of a bug, and is no question ([] where it asks for none)."""
    # a file the task says to leave alone is no file it asks to change ("write tests for
    # soundex.py ... don't modify soundex.py itself")
    hands_off = spec_files(task, before).reasons
    given = [n for n in named_files(task, before) if n in before.files
             and n.endswith(".py") and not is_test_file(n) and n not in hands_off]
    task = task.strip()
    if not given or is_question(task) or not (_EDIT.search(task) or speaks_of_a_bug(task)):
        return []
    return given


def unchanged(ctx: EvalContext) -> list[Finding]:
    """A blocker where the task asks for an edit of a source it gave (``change_asked``) and
    no file changed at all: the project's tests, green from the start, then say nothing,
    and a rewrite of a file as it was is no work. ``bench/checks_sound.py --run --bare``:
    21 of 88 tasks' given files passed every model-free check untouched before (e58d576),
    2 with only the verb rule."""
    given = [] if ctx.changed else change_asked(ctx.task, ctx.before)
    if not given:
        return []
    return [Finding("blocker", "checks", f"the task asks for a change to {', '.join(given)}, "
                    "but no file changed", "", f"make the change the task asks for in "
                    f"{given[0]}")]


def programs(task: str, sources: dict[str, str]) -> list[str]:
    """The changed files the task presents as the program: the ones it names, or the only
    changed file; never a module another changed file imports (a library)."""
    named = [n for n in sources if re.search(rf"(?<![\w./-]){re.escape(n)}\b", task)]
    chosen = named or (list(sources) if len(sources) == 1 else [])
    imported = {m for text in sources.values()
                for m in re.findall(r"^\s*(?:from|import)\s+([\w.]+)", text, re.M)}
    return [n for n in chosen if n.removesuffix(".py").replace("/", ".") not in imported]


def require_tests_ran(ctx: EvalContext, tests: Part, checks: Part) -> Part:
    """A task that asks for tests, whose test files exist but did not run (none collected,
    no runner): the checks part gets a blocker, since unrun tests prove nothing."""
    if tests.applicable or not asks_for_tests(ctx.task) or \
            not any(is_test_file(n) for n in ctx.after.files):
        return checks
    finding = Finding("blocker", "tests", "the task asks for tests, but none ran (no test "
                      "functions were collected)", "", "write test_* functions that pytest "
                      "collects")
    return Part(checks.name, 0.0, findings=[*checks.findings, finding],
                dimensions={"checks": 0.0}, cap=STUB_CAP, grounded="failed",
                evidence=checks.evidence)


def asks_for_tests(task: str) -> bool:
    return bool(_ASKS_TESTS.search(task))


# in the words asking for tests: an exception, or a name called or quoted as code
_TESTED_NAME = re.compile(r"\b([A-Z]\w*(?:Error|Exception|Warning))\b|`(\w+)(?:\(\))?`"
                          r"|\b([A-Za-z_]\w*)\(\)")


def _test_requests(task: str) -> list[str]:
    """The sentences of ``task`` that ask for tests ("also add pytest tests ... ")."""
    return [c for c in re.split(r"(?<=[.!?;])\s+", task) if _ASKS_TESTS.search(c)]


# a sentence that says what the tests must do ("tests have to hit the exact boundaries")
_TEST_DEMAND = re.compile(r"\btests?\s+(?:have|has|need|needs)\s+to\b"
                          r"|\btests?\s+(?:must|should)\b", re.I)
# a clause whose numbers are lengths ("the length boundary (9 characters fails, exactly 10
# passes)"): a test string that long gives the value
_LENGTHS = re.compile(r"\b(?:length|long|characters?|chars|letters)\b", re.I)
# a number in it that is a value to test, not a count of tests nor a bound ("step > 1")
_VALUE = re.compile(r"(?<![\w.>=<])(?<![<>]\s)(?<!than\s)(?<!over\s)(?<!under\s)"
                    r"(?<!least\s)(?<!most\s)(?<![Pp]ython\s)-?\d+(?:\.\d+)?(?![\w.%])"
                    r"(?!\s*(?:tests?|test\s+cases?|cases|checks|assertions|times)\b)")


def unhit(task: str, test_files: dict[str, bytes]) -> list[str]:
    """The values the request for tests names ("tests have to hit the exact boundaries
    (exactly 30 games, rating exactly 2400)") that no test gives: no number in the tests
    equals one and no string holds it. heldout16's elo_tests: a test file with neither 30
    nor 2400 in it tests no boundary of k_factor."""
    asked = [c for c in re.split(r"(?<=[.!?;])\s+|\n", task)
             if _ASKS_TESTS.search(c) or _TEST_DEMAND.search(c)]
    wanted = dict.fromkeys((m.group(0), _LENGTHS.search(c) is not None) for c in asked
                           for m in _VALUE.finditer(re.sub(r"`[^`]*`|[\w./-]+\.py\b", " ", c)))
    if not wanted:
        return []
    numbers, strings = _test_constants(test_files)
    return list(dict.fromkeys(
        w for w, length in wanted if float(w) not in numbers and not any(w in s for s in strings)
        and not (length and any(len(s) == float(w) for s in strings))))


def _test_constants(test_files: dict[str, bytes]) -> tuple[set[float], list[str]]:
    """The numbers (each with its sign flipped too) and the strings the tests write."""
    numbers: set[float] = set()
    strings: list[str] = []
    for data in test_files.values():
        tree = _parse(data.decode("utf-8", "replace"))
        for n in ast.walk(tree) if tree is not None else ():
            if isinstance(n, ast.Constant) and isinstance(n.value, int | float) and \
                    not isinstance(n.value, bool):
                numbers |= {float(n.value), -float(n.value)}
            elif isinstance(n, ast.Constant) and isinstance(n.value, str):
                strings.append(n.value)
            elif isinstance(n, ast.BinOp) and (text := _folded(n)) is not None:
                strings.append(text)
    return numbers, strings


def _folded(node: ast.expr) -> str | None:
    """The string a test builds from constants with + and * (``"Aa1" * 3 + "b"``), or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if not isinstance(node, ast.BinOp):
        return None
    if isinstance(node.op, ast.Add):
        left, right = _folded(node.left), _folded(node.right)
        return left + right if left is not None and right is not None else None
    if isinstance(node.op, ast.Mult):
        for text_node, count_node in ((node.left, node.right), (node.right, node.left)):
            text = _folded(text_node)
            if text is not None and isinstance(count_node, ast.Constant) and \
                    type(count_node.value) is int and 0 <= len(text) * count_node.value <= 10_000:
                return text * count_node.value
    return None


_ALL_OF_IT = re.compile(r"\b(?:all\s+of\s+(?:it|them|the\s+module|the\s+file)"
                        r"|everything(?:\s+in\s+it)?|every\s+(?:function|part|method)"
                        r"|the\s+whole\s+(?:module|file|thing)|all\s+(?:the|its)\s+functions)\b",
                        re.I)


def untested(task: str, test_files: dict[str, bytes], code: dict[str, bytes]) -> list[str]:
    """The names the request for tests names (the clause with "write tests..." in it:
    ``including one that checks the ValueError``, ``tests for `parse()```) that no test
    file's code (comments left out) names: an exception, or a function or class that
    ``code`` (the project's other Python files) defines (not `pytest`). Where the request
    names no function or class ("a pytest file test_pages.py that tests it thoroughly"), the
    tests are of the whole task: each function it calls by name that ``code`` defines."""
    clauses = _test_requests(task)
    defined = "\n".join(d.decode("utf-8", "replace") for d in code.values())

    def defines(name: str) -> bool:
        return re.search(rf"\b(?:def|class)\s+{re.escape(name)}\b", defined) is not None

    wanted = dict.fromkeys(
        n for c in clauses for m in _TESTED_NAME.finditer(c) for n in m.groups()
        if n and (n == m.group(1) or defines(n)))
    if clauses and not any(m.group(2) or m.group(3) for c in clauses
                           for m in _TESTED_NAME.finditer(c)):
        wanted |= dict.fromkeys(n for n, _ in task_calls(task) if defines(n))
    if any(_ALL_OF_IT.search(c) for c in clauses):
        # "tests/test_canoe.py ... that checks all of it": every public function and class
        # of the modules the task names (heldout43's canoe_hire_tests: late_fee, refund and
        # booking went untested, and nothing said so)
        for name, data in code.items():
            tree = _parse(data.decode("utf-8", "replace")) \
                if re.search(rf"(?<![\w/]){re.escape(name)}\b", task) else None
            wanted |= dict.fromkeys(
                f"{n.name}()" if isinstance(n, ast.FunctionDef) else n.name
                for n in (tree.body if tree is not None else ())
                if isinstance(n, ast.FunctionDef | ast.ClassDef) and not n.name.startswith("_"))
    tests = "\n".join(re.sub(r"#.*", "", d.decode("utf-8", "replace"))
                       for d in test_files.values())
    return [n for n in wanted
            if not re.search(rf"\b{re.escape(n.removesuffix('()'))}\b", tests)]


# the request for tests says they should cover the task's rules or cases
_COVER = re.compile(r"\b(?:cover(?:s|ing)?|exercis\w*|check(?:s|ing)?|test(?:s|ing)?)\s+"
                    r"(?:all\s+|each\s+of\s+|every\s+one\s+of\s+)?(?:these|the|those|all|"
                    r"each|every)\s+(?:of\s+the\s+|the\s+)?(?:rules?|cases?|edge cases?)\b",
                    re.I)
# characters a rule of the task is about, and what shows a test gives one
_CHAR_KINDS = (
    (re.compile(r"\bdigits?\b", re.I), "digits", re.compile(r"\d")),
    (re.compile(r"\bapostrophes?\b", re.I), "apostrophes", re.compile(r"['\u2019]")),
    (re.compile(r"\bunderscores?\b", re.I), "underscores", re.compile(r"_")),
    (re.compile(r"\bhyphens?\b", re.I), "hyphens", re.compile(r"-")),
    (re.compile(r"\bpunctuation\b", re.I), "punctuation",
     re.compile(r"[!-/:-@\[-`{-~]")),
    (re.compile(r"\b(?:tabs?)\b", re.I), "tabs", re.compile(r"\t")),
    (re.compile(r"\bcase[- ]insensitive\b|\b(?:upper|mixed)[- ]?case\b|\bcapital", re.I),
     "upper-case letters", re.compile(r"[A-Z]")),
)


def uncovered(task: str, test_files: dict[str, bytes]) -> list[str]:
    """Where the request for tests asks them to cover the task's rules ("add pytest tests
    that cover these rules"): the kinds of character a rule is about (digits, apostrophes,
    underscores, punctuation, case ...) that no string in the tests has. A test file that
    never gives a digit does not cover "digits separate words" (heldout9's word-freq-tests
    ended done in the loop: its tests passed, and its code kept "abc123abc" as no word)."""
    if not any(_COVER.search(c) for c in _test_requests(task)):
        return []
    _, strings = _test_constants(test_files)
    return [kind for named, kind, shown in _CHAR_KINDS
            if named.search(task) and not any(shown.search(s) for s in strings)]


def stubs(tree: ast.Module, name: str) -> list[Finding]:
    out: list[Finding] = []
    protocols = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
                 and any(_name(b) in ("Protocol", "ABC") for b in n.bases)}
    for cls, fn in functions_of(tree):
        if cls in protocols or any(_name(d) in ("abstractmethod", "overload")
                                   for d in fn.decorator_list):
            continue
        if is_stub(fn.body):
            where = f"{cls}.{fn.name}" if cls else fn.name
            out.append(Finding("blocker", "checks", f"{where}() is a stub: its body does "
                               "nothing (only a comment, docstring, pass, ... or raise "
                               "NotImplementedError)", f"{name}:{fn.lineno}",
                               f"write the body of {where}"))
    return out


def missing_names(task: str, trees: dict[str, ast.Module],
                  helpers: frozenset[str] = frozenset()) -> list[Finding]:
    """Functions and classes the task names that no Python file defines, or that take a
    different number of parameters than the task states. A name a module imports, or one
    the task itself places in a standard module (``datetime.date``), is not the task's to
    define: ``date(2024, 1, 5)`` in a task about workdays is the datetime class (every
    right version of two held-out tasks had that finding, which stopped right work:
    ``bench/checks_sound.py``). Nor is one of ``helpers``, the names the test files the
    task gave define (heldout16's token_bucket_fix: its session builds a ``FakeClock()``,
    the given tests' own clock)."""
    defs: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    classes: set[str] = set(helpers)
    imported: set[str] = set()
    for tree in trees.values():
        for _cls, fn in functions_of(tree):
            defs.setdefault(fn.name, []).append(fn)
        classes |= {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        imported |= module_names(tree) - module_names(tree, imports=False)
    standard = _standard_modules(trees)
    out: list[Finding] = []
    seen: set[str] = set()
    for func, params in task_calls(task):
        if func in classes or (func not in defs and (func in imported or _stdlib(task, func)
                                                      or _standard_name(standard, func)
                                                      or _standard_value(task, func))):
            continue
        seen.add(func)
        stated = [p for p in params.split(",") if p.strip()] \
            if params and _looks_like_params(params) else None  # "add()" names, not states
        if stated and stated[0].strip() in ("self", "cls"):
            stated = stated[1:]  # "a method transfer(self, other, sku, qty)": _accepts skips it
        if func not in defs:
            out.append(Finding("major", "checks", f"{func}() is named in the task but not "
                               "defined", "", f"define {func}({params})"))
        elif stated is not None and not any(_accepts(fn, len(stated)) for fn in defs[func]):
            out.append(Finding("major", "checks", f"{func}() does not take the "
                               f"{len(stated)} parameter(s) the task states ({params})",
                               f"line {defs[func][0].lineno}", f"define it as {func}({params})"))
    for m in _CLASS.finditer(task):
        cls = m.group(1) or m.group(2)
        if cls and cls not in classes and cls not in seen:
            seen.add(cls)
            out.append(Finding("major", "checks", f"class {cls} is named in the task but not "
                               "defined", "", f"define class {cls}"))
    return out


# standard modules whose classes a task's examples build values with, safe to import here
_VALUE_MODULES = frozenset({"datetime", "decimal", "fractions", "collections", "pathlib",
                            "zoneinfo", "enum", "dataclasses"})


def _standard_modules(trees: dict[str, ast.Module]) -> set[str]:
    """The modules of ``_VALUE_MODULES`` the code imports from (``from datetime import
    timedelta``, ``import datetime``)."""
    out: set[str] = set()
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                out.add(node.module.split(".", 1)[0])
            elif isinstance(node, ast.Import):
                out.update(a.name.split(".", 1)[0] for a in node.names)
    return out & _VALUE_MODULES


def _standard_name(modules: set[str], name: str) -> bool:
    """Whether ``name`` is a public class or function of a standard module the code uses:
    ``date(2024, 3, 1)`` in the task of code that imports ``timedelta`` from datetime is
    the datetime class (heldout46's paper_round_fix: its reference had the finding)."""
    import importlib

    return not name.startswith("_") and any(
        hasattr(importlib.import_module(m), name) for m in modules)


def _standard_value(task: str, name: str) -> bool:
    """Whether ``name`` is a standard value type (``date``, ``Decimal``: ``STD_TYPES``)
    that ``task`` writes only where a value goes: inside another call's parentheses, after
    ``=`` or ``==``, in a list (heldout50's skip_hire_fix: 'quote("builders", date(2024, 6,
    3), ...)' of code that imports nothing from datetime, since the dates come in as
    arguments; its reference had the finding)."""
    if name not in STD_TYPES:
        return False
    before = [task[:m.start()].rstrip()[-1:] for m in re.finditer(rf"(?<![\w.]){name}\(", task)]
    return bool(before) and all(c and c in "(,=[{:>" for c in before)


def _stdlib(task: str, name: str) -> bool:
    """Whether ``task`` writes ``name`` as a standard module's (``datetime.date``)."""
    return any(m.group(1).split(".", 1)[0] in sys.stdlib_module_names
               for m in re.finditer(rf"\b([a-z_][\w.]*?)\.{re.escape(name)}\b", task))


def _never_ran(ctx: EvalContext, name: str) -> bool:
    """Whether the file ``name`` the task gave calls nothing at top level either: a
    "script" that its user runs through its functions (heldout29's pizza_party: the user
    calls ``summary(10)``, and a fix of its count was held back as a program that never
    runs)."""
    given = ctx.before.files.get(name)
    if given is None:
        return False
    try:
        return bool(never_runs(ast.parse(given.decode("utf-8", "replace")), name))
    except SyntaxError:
        return False


def never_runs(tree: ast.Module, name: str) -> list[Finding]:
    """A script that defines functions but calls none at top level does nothing when run."""
    funcs = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    if not funcs:
        return []
    for node in tree.body:
        if isinstance(node, ast.If | ast.Expr | ast.Assign | ast.With | ast.For | ast.Try) and \
                any(isinstance(c, ast.Call) for c in ast.walk(node)):
            return []
    main = next((f.name for f in funcs if f.name == "main"), funcs[-1].name)
    return [Finding("blocker", "checks", f"{name} is a command-line program but never calls "
                    f"{main}(): running it does nothing", name,
                    f'end it with: if __name__ == "__main__":\\n    {main}()')]


def _given_test_names(ctx: EvalContext) -> frozenset[str]:
    """The top-level functions and classes the test files the task gave define."""
    names: set[str] = set()
    for n, data in ctx.before.files.items():
        tree = _parse(data.decode("utf-8", "replace")) if is_test_file(n) else None
        if tree is not None:
            names |= {d.name for d in tree.body if isinstance(
                d, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    return frozenset(names)


def _all_trees(ctx: EvalContext) -> dict[str, ast.Module]:
    out: dict[str, ast.Module] = {}
    for n, data in ctx.after.files.items():
        if n.endswith(".py") and not is_test_file(n):
            tree = _parse(data.decode("utf-8", "replace"))
            if tree is not None:
                out[n] = tree
    return out


def functions_of(tree: ast.Module) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    out: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            out.append(("", node))
        elif isinstance(node, ast.ClassDef):
            out += [(node.name, n) for n in node.body
                    if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    return out


def is_stub(body: list[ast.stmt]) -> bool:
    rest = body[1:] if body and isinstance(body[0], ast.Expr) and \
        isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str) \
        else body
    if not rest:
        return True  # a docstring alone
    if len(rest) != 1:
        return False
    stmt = rest[0]
    if isinstance(stmt, ast.Pass):
        return True
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and \
            stmt.value.value is Ellipsis:
        return True
    if isinstance(stmt, ast.Raise) and stmt.exc is not None:
        exc = stmt.exc.func if isinstance(stmt.exc, ast.Call) else stmt.exc
        return _name(exc) == "NotImplementedError"
    return False


def _accepts(fn: ast.FunctionDef | ast.AsyncFunctionDef, n: int) -> bool:
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    if positional and positional[0].arg in ("self", "cls"):
        positional = positional[1:]
    required = len(positional) - len(args.defaults)
    return required <= n and (n <= len(positional) or args.vararg is not None)


def _looks_like_params(params: str) -> bool:
    """``a, b`` or ``text: str`` are parameters; ``2, 3`` or ``'x'`` are a call's values."""
    return all(re.fullmatch(r"\s*\*{0,2}[A-Za-z_]\w*\s*(?::[^,=]+)?(?:=[^,]+)?\s*", p)
               for p in params.split(",")) if params else True


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


def _parse(text: str) -> ast.Module | None:
    try:
        return ast.parse(text)
    except SyntaxError:
        return None  # static analysis reports it
