"""Examples with spaces around their text, where the task says such spaces are fine.

"spaces around the text are fine" (heldout43's dominoes_module: code that did not strip
passed every example the task wrote, none padded, and ended unverified with the hidden
check failing on " 3-5 "), "Whitespace around the name is ignored", "surrounding whitespace
is ignored", "spaces round it are fine", "Spaces at either end are ok": the task's own
examples of one text argument, that text with a space on either side, give the same answer.

Read only where nothing can be read two ways: a call of one argument, a string with no space
at either end, an example of a value (not an error), not where the stated answer holds the
argument's own text (a function may give it back as typed), and not where the sentence says
no such space is allowed ("No surrounding whitespace is allowed").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import replace

from openkoi.engine.grounding.case import one_text_calls
from openkoi.engine.grounding.cases import GroundedTest

_PADDED = re.compile(
    r"\b(?P<no>no\s+|not\s+|without\s+)?(?:"
    r"(?:(?:any|extra|stray)\s+)?(?:spaces?|whitespace|blanks?)\s+(?:a?round|at\s+(?:either|both)"
    r"\s+ends?|on\s+either\s+side|before\s+(?:or|and)\s+after)"
    r"(?:\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?))?(?:\s+and\s+at\s+the\s+ends)?"
    r"|(?:surrounding|leading\s*(?:/|and|or)\s*trailing)\s+(?:spaces?|whitespace))"
    r"\s+(?:are|is)\s+(?:also\s+)?(?:fine|ok(?:ay)?|allowed|ignored|accepted|stripped|skipped)\b"
    r"|\bwith\s+(?:surrounding|leading\s*(?:/|and|or)\s*trailing)\s+(?:spaces?|whitespace)"
    r"\s+ignored\b", re.I)


def padded(task: str) -> bool:
    """Whether ``task`` says spaces around an input are fine."""
    return any(not m.group("no") for m in _PADDED.finditer(task))


def padded_examples(task: str, tests: Sequence[GroundedTest]) -> list[GroundedTest]:
    """For each of ``tests`` (the stated examples) of one text argument, the same example
    with a space either side of that text, where ``task`` says such spaces are fine."""
    if not padded(task):
        return []
    out = []
    for test, call, value in one_text_calls(tests):
        if not value or value != value.strip() or value in (test.expected or ""):
            continue
        out.append(replace(test, name=f"{test.name}, with spaces around",
                           call=f"{ast.unparse(call.func)}({' ' + value + ' '!r})"))
    return out
