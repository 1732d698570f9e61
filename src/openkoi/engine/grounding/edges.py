"""The edges a task states of code it gives, answered by that code.

Tests asked for of code the task gives and says not to change ("Write pytest tests for
grade() ... Don't change grades.py") have an oracle the other tasks lack: the given code is
right by the task's word, so what it answers for any input is what the tests must expect.
Which inputs matter is what the text states. A rule in words ("90 and up is an A", "below
60 is an F", "n < 0 -> ValueError") names a number the code compares with; a test file that
never calls the function at that number or beside it lets the edge move unseen (the new-user
trial of session 34: eleven tests of grade(), none at 89/90, 74/75 or 59/60).

``edge_probes`` takes the complete calls the tests make of a function of the given code
(every argument a literal), and for each numeric argument puts in its place each number the
function (or a module function it calls) compares with that the task or the module's
docstrings also write, and the whole numbers either side of it. The given code answers each
probe; an answer that is a Python literal, or an exception the text names, becomes an
example the tests must be able to tell from a changed edge (``notice``'s mutants).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from openkoi.engine.evaluators.mutants import reached
from openkoi.engine.grounding.bounds import base_calls
from openkoi.engine.grounding.cases import GroundedTest, held_answer
from openkoi.engine.grounding.defined import docstrings, module_of
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.grounding.stdvalues import value_of

PER_FUNCTION = 24  # probes per function, the tests' first calls first


@dataclass(frozen=True)
class EdgeProbe:
    test: GroundedTest  # the call and the given code's answer
    path: str  # the source the edges are in
    lines: frozenset[int]  # the lines of the comparisons with a stated edge


async def edge_probes(task: str, given: Mapping[str, str], tests: Sequence[str],
                      named: set[str], root: Path, timeout_s: float) -> list[EdgeProbe]:
    """Examples at the stated edges of the functions in ``named`` that ``given`` (path ->
    source of code the task gave and the work left as it was) defines, answered by that code
    as laid down at ``root``; ``tests``, the sources of the test files written for the task."""
    probes: list[GroundedTest] = []
    where: list[tuple[str, frozenset[int]]] = []
    for path, source in given.items():
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        text = "\n".join([task, *docstrings(source)])
        defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        wanted = [f for f in defs if f in named and not f.startswith("_")]
        calls = base_calls(tests, wanted)
        for func in wanted:
            edges = stated_edges(tree, func, text)
            lines = frozenset(line for _, at in edges for line in at)
            for call in edge_calls(calls.get(func, []), [e for e, _ in edges])[:PER_FUNCTION]:
                probes.append(GroundedTest(f"edge {len(probes) + 1}", module_of(path), call))
                where.append((path, lines))
    if not probes:
        return []
    results = await run_grounded([*probes, *probes], root, timeout_s)
    first, again = results[:len(probes)], results[len(probes):]
    stated = task + "\n" + text_of(given)  # where an exception an answer raises must be named
    out: list[EdgeProbe] = []
    for probe, one, two, (path, lines) in zip(probes, first, again, where, strict=True):
        if one.actual != two.actual or one.status not in ("passed", "error") or \
                one.in_setup:
            continue  # no answer, or two: nothing to hold the tests to
        if (held := held_answer(one.actual, stated)) is not None:
            out.append(EdgeProbe(GroundedTest(f"stated edge {len(out) + 1}", probe.module,
                                              probe.call, *held), path, lines))
    return out


def text_of(given: Mapping[str, str]) -> str:
    return "\n".join(d for source in given.values() for d in docstrings(source))


def stated_edges(tree: ast.Module, func: str, text: str) -> list[tuple[int, frozenset[int]]]:
    """The whole numbers ``func`` and the module functions it calls compare with
    (``pct >= 90``, ``n < 0``) that ``text`` writes as a number, each with the lines of
    its comparisons."""
    bodies = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    found: dict[int, list[int]] = {}
    for name in sorted(reached(tree, {func})):
        if name not in bodies:
            continue
        # a comparison that only guards a raise is a bound, not an edge between answers:
        # ``bounds`` reads the bad side, and right tests need not call the good side's
        # first value (heldout20's speeding_fine_tests never drove at 0 km/h)
        guards = {id(inner) for check in ast.walk(bodies[name]) if isinstance(check, ast.If)
                  and isinstance(check.body[0], ast.Raise) for inner in ast.walk(check.test)}
        for node in ast.walk(bodies[name]):
            if not isinstance(node, ast.Compare) or id(node) in guards:
                continue
            for side in (node.left, *node.comparators):
                number = _whole(side)
                if number is not None and re.search(
                        rf"(?<![\w.]){number}(?![\w]|\.\d)", text):
                    found.setdefault(number, []).extend(
                        range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return sorted(((n, frozenset(lines)) for n, lines in found.items()),
                  key=lambda edge: min(edge[1]))


def _whole(node: ast.expr) -> int | None:
    """The whole number a node writes (``90``, ``-1``), or None."""
    sign = 1
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        sign, node = -1, node.operand
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and \
            not isinstance(node.value, bool):
        return sign * node.value
    return None


def edge_calls(calls: Sequence[ast.Call], edges: Sequence[int]) -> list[str]:
    """Each call with one whole-number argument at a time put at each edge and either side
    of it (not below zero where that call's value is not), each distinct call once."""
    out: list[str] = []
    for call in calls:
        for at, value in literal_arguments(call):
            if not isinstance(value, int) or isinstance(value, bool):
                continue
            for edge in edges:
                for number in (edge - 1, edge, edge + 1):
                    if number < 0 <= value:
                        continue
                    probe = with_argument(call, at, str(number))
                    if probe not in out:
                        out.append(probe)
    return out


def with_argument(call: ast.Call, at: int, value: str) -> str:
    """``call`` as source with its ``at``-th argument (positional ones first, then the
    keywords) written ``value``."""
    parts = [ast.unparse(a) for a in call.args]
    parts += [f"{k.arg}={ast.unparse(k.value)}" for k in call.keywords]
    head = parts[at].partition("=")[0] + "=" if at >= len(call.args) else ""
    parts[at] = f"{head}{value}"
    return f"{ast.unparse(call.func)}({', '.join(parts)})"


def literal_arguments(call: ast.Call) -> list[tuple[int, object]]:
    """(place, value) of each argument of ``call`` that is a literal, or a date built of
    literals (``stdvalues.value_of``; positional ones first, then the keywords: the places
    ``with_argument`` takes)."""
    out: list[tuple[int, object]] = []
    for at, node in enumerate([*call.args, *(k.value for k in call.keywords)]):
        try:
            out.append((at, value_of(node)))
        except ValueError:
            continue
    return out
