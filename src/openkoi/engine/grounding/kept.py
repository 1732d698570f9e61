"""Behaviour a task says must stay, checked against the code as the task gave it.

A refactor's task says the behaviour must not change ("The behaviour must stay exactly the
same, errors included", "quote(order) ... must return exactly what it returns now for every
order", "The output of render_invoice must not change at all"). The project's tests pass
before and after, so they see only the inputs they were written for: a refactor that moved a
band edge, checked the pot size before the plant, or lost a case no test reaches passed every
model-free check (heldout11's refactor_shipping, heldout19's watering_refactor).
The code as the task gave it is the witness for every other input: ``kept_behaviour`` runs it
on the calls the project's tests make and on their neighbours (each argument position's
values combined; each whole number one either side; each number the code compares with, and
either side of it, never below zero where the tests give no negative value there; each
lower-case word capitalised), and each answer becomes a test the new
code must meet: the same value, or the same exception with the same message where the task
or its tests name that exception (an error no one stated, such as a TypeError of a nonsense
combination, says nothing of the behaviour).

Each is a guard (``shows_work`` False), not evidence of the work: a refactor asks for a change
of form, and code that makes none keeps the behaviour too; failing one is a finding.

Read only where nothing is guessed: the task says the behaviour stays and speaks of no bug
and of no other change ("instead", "no longer"); the functions are those the sentence names,
or, where it names none, every top-level function of the code as given; each is still defined
in the same module; an answer is a Python literal the old code gives twice alike.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence

from openkoi.engine.grounding.bounds import literal
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.literals import call_end
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.grounding.shown import CHANGE_WORDS
from openkoi.engine.grounding.stdvalues import is_value
from openkoi.engine.targets import is_test_file, speaks_of_a_bug

_STAYS = re.compile(
    r"\b(?:behaviou?r|results?|output|errors|returns?)\b[^.\n]{0,60}?\b(?:must|should|has\s+to"
    r"|have\s+to|may|is\s+to)\s+(?:not\s+change|stay|remain|be\s+(?:exactly\s+)?the\s+same)"
    r"|\bnothing\s+visible\s+may\s+change\b"
    r"|\bmust\s+(?:return|give)\s+exactly\s+what\s+it\s+(?:returns|gives)\s+now\b"
    r"|\b(?:must|should)\s+behave\s+exactly\s+as\s+(?:before|now)\b", re.I)
# "make all three functions call format_duration instead of keeping their own copies": a
# change of form, not of behaviour
_FORM = re.compile(r"\binstead\s+of\s+(?:doing|keeping|having|repeating|duplicating|their"
                   r"|its|the\s+(?:if|work|hard|magic|loop|cop(?:y|ies)|duplicate))\b", re.I)
# "Without puppy=True everything should work exactly like it does now" (heldout43's
# dog_grooming_edit: a draft that dropped the size's normalising ended below_threshold only
# by luck): the behaviour stays for every call that does not pass the new parameter
_STAYS_WITHOUT = re.compile(
    r"\b(?:(?:without|with\s+no)(?:\s+(?:an?|the))?\s+`?[A-Za-z_]\w*"
    r"(?:\s*=\s*[\w.'\"]+)?`?(?:\s+(?:given|passed|set))?"
    # "When align isn't given the output must stay exactly as it is now" (mdtable-align)
    r"|(?:when|if)\s+`?[A-Za-z_]\w*`?\s+(?:isn't|is\s+not|is\s+left\s+out|"
    r"is\s+not\s+passed)(?:\s+(?:given|passed|set))?)"
    r",?\s+(?:everything|it|all|the\s+rest|they|the\s+(?:function|output|result|\w+))\s+"
    r"(?:should|must|has\s+to|needs?\s+to|ought\s+to)\s+(?:still\s+)?"
    r"(?:(?:work|behave|give|return|come\s+out|stay|be|look)\s+(?:exactly\s+)?"
    r"(?:like|as|the\s+same\s+as)\s+(?:it\s+(?:does|is)\s+|they\s+(?:do|are)\s+)?"
    r"(?:now|before|today)\b|(?:stay|remain|be)\s+(?:exactly\s+)?the\s+same\b)", re.I)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n")
UNKNOWN_WORD = "zzz"
PER_FUNCTION = 40


def stays(task: str) -> list[str] | None:
    """The sentences of ``task`` that say the behaviour stays, or None where none does or
    the task speaks of a bug or a change."""
    if speaks_of_a_bug(task) or CHANGE_WORDS.search(_FORM.sub(" ", task)):
        return None
    said = [s for s in _SENTENCE.split(task) if _STAYS.search(s)]
    return said or None


def stays_without(task: str) -> list[str]:
    """The sentences of ``task`` that say the behaviour stays for calls without a new
    parameter ("Without puppy=True everything should work exactly like it does now"); none
    where it speaks of a bug. Which calls those are is read from the old signature
    (``calls_without``), not from the words ("the option" names no parameter)."""
    if speaks_of_a_bug(task):
        return []
    return [s for s in _SENTENCE.split(task) if _STAYS_WITHOUT.search(s)]


def calls_without(task: str, start: Mapping[str, str], names: set[str]) -> str:
    """The calls of ``names`` that ``task`` writes, each cut to what the function as it
    stood in ``start`` (name -> source) takes: the keywords it has no parameter for and the
    positional arguments past its own dropped (one call per line)."""
    takes: dict[str, tuple[int, set[str]] | None] = {}
    for text in start.values():
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef) and fn.name in names:
                a = fn.args
                takes[fn.name] = None if a.vararg or a.kwarg else (
                    len(a.posonlyargs) + len(a.args),
                    {p.arg for p in (*a.args, *a.kwonlyargs)})
    out: list[str] = []
    for match in re.finditer(r"\b([A-Za-z_]\w*)\(", task):
        end = call_end(task, match.end() - 1) if match.group(1) in takes else None
        if end is None:
            continue
        try:
            node = ast.parse(task[match.start():end], mode="eval").body
        except SyntaxError:
            continue
        shape = takes[match.group(1)]
        if isinstance(node, ast.Call) and shape is not None:
            node.args = node.args[:shape[0]]
            node.keywords = [k for k in node.keywords if k.arg in shape[1]]
            out.append(ast.unparse(node))
    return "\n".join(dict.fromkeys(out))


async def kept_behaviour(task: str, before: Mapping[str, bytes], after: Mapping[str, str],
                         timeout_s: float = 30.0) -> list[GroundedTest]:
    """Tests of the behaviour the task says stays: ``before``, the files as the task gave
    them; ``after``, the sources as they are now (name -> text)."""
    said = stays(task)
    without = stays_without(task) if said is None else []
    said = said or without
    if not said:
        return []
    start = {n: d.decode("utf-8", "replace") for n, d in before.items()
             if n.endswith(".py") and not is_test_file(n)}
    functions = _functions(start)
    named = {f for f in functions if any(re.search(rf"\b{re.escape(f)}\b", s) for s in said)}
    now = _functions({n: t for n, t in after.items() if n.endswith(".py")
                      and not is_test_file(n)})
    targets = {f: m for f, m in functions.items() if (f in named or not named)
               and now.get(f) == m}
    if not targets:
        return []
    sources = [d.decode("utf-8", "replace") for n, d in before.items()
               if n.endswith(".py") and is_test_file(n)]
    if without:  # the task's own calls, without the new parameter, are calls of the old code
        sources.append(calls_without(task, start, set(targets)))
    edges = _edges(start.values())
    probes = [GroundedTest(f"kept {i + 1}", targets[func], call, origin="example")
              for i, (func, call) in enumerate(_calls(sources, set(targets), edges))]
    if not probes:
        return []
    with laid_down(before, "openkoi-kept-") as root:
        results = await run_grounded([*probes, *probes], root, timeout_s)
    first, again = results[:len(probes)], results[len(probes):]
    stated = " ".join([task, *sources])
    tests: list[GroundedTest] = []
    for probe, one, two in zip(probes, first, again, strict=True):
        if one.actual != two.actual or one.status == "timeout" or one.in_setup:
            continue  # the old code answers two ways: no behaviour to keep
        if one.actual.startswith("raise "):
            exc, _, message = one.actual[6:].partition(": ")
            if re.search(rf"\b{re.escape(exc)}\b", stated) and len(one.actual) < 300:
                # the same exception with the same message: which error a bad input meets
                # first is behaviour too
                tests.append(GroundedTest(
                    f"kept behaviour {len(tests) + 1}", probe.module, raised(probe.call),
                    repr((exc, message)), None, origin="example", setup=RAISED,
                    shows_work=False))
        elif is_value(one.actual):
            tests.append(GroundedTest(f"kept behaviour {len(tests) + 1}", probe.module,
                                      probe.call, one.actual, None, origin="example",
                                      shows_work=False))
    return tests


# what a call raises, as a value: (exception name, message), or None where it raises none
RAISED = ("def _raised(call):\n    try:\n        call()\n    except Exception as exc:\n"
          "        return (type(exc).__name__, str(exc))\n    return None")


_WRAP = "_raised(lambda: "


def raised(call: str) -> str:
    return f"{_WRAP}{call})"


def unraised(call: str) -> str:
    """The call a ``raised`` expression wraps (``call`` itself where it wraps none)."""
    return call[len(_WRAP):-1] if call.startswith(_WRAP) else call


def answer(call: str, value: str) -> str:
    """A kept-behaviour test's answer as a reader says it: "gives 7.5", or, for a call a
    ``raised`` expression wraps, "raises ValueError: unknown zone: x" / "raises nothing"."""
    if not call.startswith(_WRAP):
        return f"gives {value[:200]}"
    try:
        got = ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return f"gives {value[:200]}"
    if isinstance(got, tuple) and len(got) == 2:
        return f"raises {got[0]}: {str(got[1])[:200]}"
    return "raises nothing" if got is None else f"gives {value[:200]}"


def _functions(files: Mapping[str, str]) -> dict[str, str]:
    """Each top-level function one of ``files`` defines -> its module."""
    found: dict[str, str] = {}
    for name, text in files.items():
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                found.setdefault(node.name, name.removesuffix(".py").replace("/", "."))
    return found


def _edges(sources: Iterable[str]) -> list[str]:
    """The numbers the code compares with (``weight < 10``), and those either side: where
    a refactor that moves an edge answers otherwise."""
    found: list[str] = []
    for node in _nodes(sources):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                if isinstance(side, ast.Constant) and isinstance(side.value, int | float) \
                        and not isinstance(side.value, bool):
                    step = 1 if isinstance(side.value, int) else 0.01
                    found += [repr(side.value), repr(round(side.value - step, 6)),
                              repr(round(side.value + step, 6))]
    return list(dict.fromkeys(found))


def _nodes(sources: Iterable[str]) -> Iterator[ast.AST]:
    """Every node of every source that parses."""
    for source in sources:
        try:
            yield from ast.walk(ast.parse(source))
        except SyntaxError:
            continue


def _calls(sources: Sequence[str], names: set[str], edges: Sequence[str] = ()
           ) -> list[tuple[str, str]]:
    """(function, call) for the calls of ``names`` with literal arguments in ``sources``
    (those a test expects to raise too), and their neighbours: per function and shape
    (positional count, keyword names), each position's values combined, and each whole
    number one either side; at most PER_FUNCTION per function and shape, the tests' own
    first."""
    shapes: dict[tuple[str, int, tuple[str, ...]], list[tuple[list[str], list[str]]]] = {}
    for node in _nodes(sources):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in names) or any(
                    isinstance(a, ast.Starred) for a in node.args) or any(
                    k.arg is None for k in node.keywords):
            continue
        values = [*node.args, *(k.value for k in node.keywords)]
        if not all(literal(v) for v in values):
            continue
        key = (node.func.id, len(node.args), tuple(k.arg or "" for k in node.keywords))
        shapes.setdefault(key, []).append(([ast.unparse(a) for a in node.args],
                                           [ast.unparse(k.value) for k in node.keywords]))
    out: dict[str, list[str]] = {}
    for (func, count, keywords), seen in shapes.items():
        written = [args + kwargs for args, kwargs in seen]
        pools: list[list[str]] = []
        for at in range(count + len(keywords)):
            pool: list[str] = []
            for args, kwargs in seen:
                value = (args + kwargs)[at]
                pool += [value, *_beside(value), *(edges if _number(value) else ())]
            if all(_non_negative(v) for v in (row[at] for row in written)):
                # the tests' values at this position are none below zero: no probe there is
                # (a negative duration is outside what the code was written for)
                pool = [v for v in pool if not _number(v) or _non_negative(v)]
            pools.append(list(dict.fromkeys(pool)))
        total = 1
        for pool in pools:
            total *= len(pool)
        if total <= 5000:  # spread over every position, not the last one's values alone
            every = list(itertools.product(*pools))
            combos: Iterable[tuple[str, ...]] = every[::max(1, len(every) // PER_FUNCTION)]
        else:
            combos = itertools.islice(itertools.product(*pools), PER_FUNCTION * 4)
        calls = out.setdefault(func, [])
        shape: list[str] = []  # each shape its own share: heldout19's watering_refactor
        # checked the pot size, given only by keyword, before the plant
        for row in [*written, *combos]:
            parts = list(row[:count])
            parts += [f"{k}={v}" for k, v in zip(keywords, row[count:], strict=True)]
            call = f"{func}({', '.join(parts)})"
            if call not in calls and len(shape) < PER_FUNCTION:
                calls.append(call)
                shape.append(call)
    return [(func, call) for func, calls in out.items() for call in calls]


def _non_negative(value: str) -> bool:
    """Whether a value is a number of zero or more (False for anything else)."""
    return _number(value) and ast.literal_eval(value) >= 0


def _number(value: str) -> bool:
    try:
        number = ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return False
    return isinstance(number, int | float) and not isinstance(number, bool)


def _beside(value: str) -> list[str]:
    try:
        number = ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return []
    if isinstance(number, int) and not isinstance(number, bool):
        return [str(number - 1), str(number + 1)]
    if isinstance(number, str) and number.isalpha() and number.islower():
        # "Summer" beside "summer", and a word no table holds: which of two unknown
        # arguments the code names first is its behaviour too (heldout19's
        # watering_refactor: a refactor that checked the pot size before the plant)
        return [repr(number.capitalize()), repr(UNKNOWN_WORD)]
    return []
