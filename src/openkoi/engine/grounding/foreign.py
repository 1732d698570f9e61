"""A character the task's alphabet does not hold, as a test that the input is refused.

"If a sequence contains anything other than A/C/G/T, raise ValueError": the task names the
characters an input may hold and the exception for any other. Its own examples of one text
argument made only of those characters (``complement('ATGC')``) give, with one character
from outside the alphabet put first, a call that must raise (heldout20's dna_module: code
that never checked its input passed every example the task wrote).

Read only where nothing can be read two ways: the sentence names one exception and says
something raises it, with no negation and nothing it calls fine (``stated_exception``,
``says_good``); the alphabet is two or more single characters listed with "/", commas,
"or" or "and" after "other than", "except" or "anything but"; the function is the one the
sentence or its paragraph calls by name, or, where they name none, any function with such an
example; and the example states a value (not an error) of one non-empty text argument.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection, Sequence

from openkoi.engine.grounding.arrows import CALLED
from openkoi.engine.grounding.bad_inputs import says_good, stated_exception, task_lines
from openkoi.engine.grounding.case import any_case, one_text_calls
from openkoi.engine.grounding.cases import GroundedTest

_MEMBER = r"[`'\"]?[A-Za-z0-9][`'\"]?"
_ALPHABET = re.compile(
    r"\b(?:other\s+than|except(?:\s+for)?|anything\s+but)\s+(?:the\s+)?(?:letters\s+|"
    r"characters\s+)?(?P<set>" + _MEMBER + r"(?:\s*(?:/|,|,?\s+or|,?\s+and)\s*" + _MEMBER
    + r")+)(?![\w/])", re.I)
_OUTSIDE = "XZQ#"  # the first of these the alphabet does not hold


def foreign_examples(task: str, tests: Sequence[GroundedTest],
                     defined: Collection[str]) -> list[GroundedTest]:
    """For each alphabet ``task`` states with the exception for any other character: the
    stated value examples (``tests``) of one text argument within the alphabet, each with a
    character outside it put first, as a call that raises that exception."""
    out: list[GroundedTest] = []
    for line, block_names in task_lines(task, defined):
        in_line = {n for n in CALLED.findall(line) if n in defined} or block_names
        for sentence, exc in stated_exception(line):
            m = _ALPHABET.search(sentence)
            if m is None or says_good(sentence):
                continue
            alphabet = set(re.sub(r"[`'\"]|\bor\b|\band\b|[/,\s]", "", m.group("set"),
                                  flags=re.I))
            named = {n for n in CALLED.findall(sentence) if n in defined} or in_line
            out += [t for t in _refusals(tests, alphabet, exc, named, any_case(task))
                    if t.call not in {o.call for o in out}]
    return out


def _refusals(tests: Sequence[GroundedTest], alphabet: set[str], exc: str,
              named: set[str], either_case: bool) -> list[GroundedTest]:
    held = alphabet | ({c.lower() for c in alphabet} | {c.upper() for c in alphabet}
                       if either_case else set())
    outside = next((c for c in _OUTSIDE if c.lower() not in held and c.upper() not in held),
                   None)
    if outside is None or len(alphabet) < 2:
        return []
    out: list[GroundedTest] = []
    done: set[str] = set()  # one refusal per function: its first example
    for test, call, text in one_text_calls(tests):
        if not isinstance(call.func, ast.Name) or (named and call.func.id not in named) or \
                not text or not set(text) <= held or call.func.id in done:
            continue
        done.add(call.func.id)
        only = "".join(sorted(alphabet))
        out.append(GroundedTest(f"{test.name}, with {outside!r} (task: only {only})",
                                test.module, f"{call.func.id}({outside + text!r})", None,
                                exc, origin=test.origin))
    return out
