"""The task's "don't modify the list passed in", as tests that a call leaves its arguments
as they were.

A function that sorts its input in place returns the right value and passes every example
the task states as a call; only a check of the argument after the call shows it
(heldout17's range_merge_tests, heldout12's fix_busy_merge, heldout16's round_robin,
heldout6's recipe-scale). ``kept_inputs`` reads the rule where its function is plain (the
one the sentence names, else the one its paragraph names, else the code's only function)
and builds each test on a call with a list, dict or set literal among its arguments (from
the tests the task gave, the task's examples or the draft's own tests: only the input is
taken from them, the expectation is the rule's), positional arguments only.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping

from openkoi.engine.grounding.arrows import CALLED, paragraphs
from openkoi.engine.grounding.bounds import Signature, base_calls

_KEEP = re.compile(
    r"\b(?:don't|do\s+not|must\s+not|mustn't|never|without|shouldn't|should\s+not|not)\s+"
    r"(?:modify|modifying|modifies|mutate|mutating|mutates|alter|altering|alters|change|"
    r"changing|changes)\s+(?:the\s+|its\s+|their\s+|any\s+|an?\s+)?(?:input|inputs|list|lists|"
    r"argument|arguments|original|caller's|dict|dictionary|\w+\s+(?:that's\s+|that\s+(?:was|is)"
    r"\s+|which\s+(?:was|is)\s+|you\s+(?:get|are\s+given)\s+)?passed)\b", re.I)
_MUTABLE = (ast.List, ast.Dict, ast.Set)
_PER_FUNCTION = 3


def kept_inputs(task: str, sigs: Mapping[str, Signature], sources: Iterable[str],
                ) -> list[tuple[str, str, str]]:
    """(function, call, expected): each call gives back its arguments after calling the
    function, which must equal them as written."""
    funcs: list[str] = []
    for block in paragraphs(task):
        for m in _KEEP.finditer(block):
            sentence = block[max(0, block.rfind(".", 0, m.start()) + 1):m.end()]
            func = _one([f for f in sigs if re.search(rf"\b{re.escape(f)}\b", sentence)],
                        [n for n in CALLED.findall(block) if n in sigs],
                        [n for n in CALLED.findall(task) if n in sigs], list(sigs))
            if func is not None and func not in funcs:
                funcs.append(func)
    if not funcs:
        return []
    calls = base_calls(list(sources), funcs)
    out: list[tuple[str, str, str]] = []
    for func in funcs:
        made = 0
        for call in calls.get(func, []):
            if call.keywords or not any(isinstance(a, _MUTABLE) and ast.literal_eval(a)
                                        for a in call.args):
                continue  # no argument to change, or an empty one
            args = ", ".join(ast.unparse(a) for a in call.args)
            pair = (func, f"(lambda a: ({func}(*a), list(a))[1])(({args},))", f"[{args}]")
            if pair not in out:
                out.append(pair)
                made += 1
            if made == _PER_FUNCTION:
                break
    return out


def _one(*candidates: list[str]) -> str | None:
    """The function of the first of ``candidates`` (nearest first) that names any: where it
    names exactly one; None where it names several."""
    for names in candidates:
        unique = set(names)
        if unique:
            return unique.pop() if len(unique) == 1 else None
    return None
